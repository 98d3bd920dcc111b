import DataSource

/// The batch hot path for CSV input: scans records in place, measures the weight and height
/// cells, and writes each row as CSV (input bytes kept exactly) or as an NDJSON object.
public struct CSVBatchProcessor: BatchProcessor {
  public let names: [String]
  public let columns: BatchColumns
  /// The optional columns about the person (sex, age, …), and the fields they add.
  public let person: PersonColumns
  public let added: BatchAddedFields
  /// Each optional column's field index (−1 when absent): read for every row, so plain
  /// numbers rather than `person`'s columns, whose names a copy would retain.
  let personIndices: PersonColumns.Indices
  let measurer: BatchMeasurer
  let reader: PersonCellReader
  let assessor: BatchRowAssessor
  public let outputFormat: BatchFormat
  /// `,`, `;` or tab, as the header line uses (`CSVDelimiter`).
  public let delimiter: UInt8
  /// NDJSON: each column's `{"name":"` or `,"name":"`, one after the other.
  private let keys: [UInt8]
  private let keyOffsets: [Int]

  public init(
    names: [String], columns: BatchColumns, person: PersonColumns = .none,
    outputFormat: BatchFormat, delimiter: UInt8 = CSVScanner.comma
  ) {
    self.names = names
    self.delimiter = delimiter
    self.columns = columns
    self.person = person
    self.added = BatchAddedFields(person)
    self.personIndices = PersonColumns.Indices(person)
    self.measurer = BatchMeasurer()
    self.reader = PersonCellReader()
    self.assessor = BatchRowAssessor()
    self.outputFormat = outputFormat
    // Written once by the one JSON writer; the row loop copies them into its `ByteSink`.
    var keys = JSONTextWriter()
    var keyOffsets = [0]
    for (index, name) in names.enumerated() {
      keys.punctuation(index == 0 ? "{" : ",")
      keys.key(name, separator: ":\"")
      keyOffsets.append(keys.bytes.count)
    }
    self.keys = keys.bytes
    self.keyOffsets = keyOffsets
  }

  public func process(
    _ input: UnsafeRawBufferPointer, isFinal: Bool, into output: ByteBuffer, outputLimit: Int,
    cursor: inout BatchCursor
  ) -> BatchStep {
    guard let start = input.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
      return .needsInput(consumed: 0)
    }
    return withUnsafeTemporaryAllocation(of: CSVField.self, capacity: names.count + 1) { fields in
      measurer.withTables { who, asian in
        var rows = CSVRowWriter(
          processor: self, bytes: start, end: input.count, isFinal: isFinal, fields: fields,
          who: who, asian: asian)
        return rows.run(into: output, outputLimit: outputLimit, cursor: &cursor)
      }
    }
  }

  func writeNDJSON(
    _ bytes: UnsafePointer<UInt8>, fields: UnsafeMutableBufferPointer<CSVField>,
    to sink: inout ByteSink
  ) {
    keys.withUnsafeBufferPointer { keys in
      for (index, field) in fields.prefix(names.count).enumerated() {
        sink.append(keys.baseAddress!, keyOffsets[index]..<keyOffsets[index + 1])
        let content = field.content
        if JSONText.isASCII(bytes, content) {
          JSONText.appendEscaped(bytes, content, undoublingQuotes: field.isQuoted, to: &sink)
        } else {
          // Decoding repairs invalid UTF-8 (as U+FFFD) just as a `String` would.
          let quoted = JSONText.quotedBytes(CSVCodec.text(of: field, in: bytes))
          quoted.withUnsafeBufferPointer { quoted in
            sink.append(quoted.baseAddress!, 1..<(quoted.count - 1))
          }
        }
        sink.append(UInt8(ascii: "\""))
      }
    }
  }

  /// Room one row may need in the output, beyond its own bytes.
  var rowOverhead: Int {
    (outputFormat == .csv ? 0 : keys.count + 2) + BatchAddedFields.maximumLength
  }

  /// The row's optional cells, by the header's columns (`personIndices`).
  @inline(__always)
  func personCells(_ fields: UnsafeMutableBufferPointer<CSVField>) -> PersonCells {
    var cells = PersonCells()
    let indices = personIndices
    @inline(__always)
    func cell(_ index: Int) -> BatchCell {
      index < 0 ? .absent : .csv(fields[index])
    }
    cells.sex = cell(indices.sex)
    cells.ageMonths = cell(indices.ageMonths)
    cells.ageYears = cell(indices.ageYears)
    cells.born = cell(indices.born)
    cells.measuredOn = cell(indices.measuredOn)
    cells.population = cell(indices.population)
    cells.waist = cell(indices.waist)
    cells.waistUnit = indices.waistUnit
    return cells
  }

  /// The column a role's cell is in, for a row error.
  func index(of role: PersonColumnRole) -> Int {
    switch role {
    case .sex: return person.sex?.index ?? 0
    case .ageMonths: return person.ageMonths?.index ?? 0
    case .ageYears: return person.ageYears?.index ?? 0
    case .born: return person.born?.index ?? 0
    case .measuredOn: return person.measuredOn?.index ?? 0
    case .population: return person.population?.index ?? 0
    case .waist: return person.waist?.index ?? 0
    }
  }

  var expansion: Int { outputFormat == .csv ? 1 : JSONText.maximumExpansion }

  func name(ofField index: Int) -> String? {
    index < names.count ? names[index] : nil
  }
}
