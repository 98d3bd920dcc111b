import DataSource

/// The batch hot path for CSV input: scans records in place, measures the weight and height
/// cells, and writes each row as CSV (input bytes kept exactly) or as an NDJSON object.
public struct CSVBatchProcessor: BatchProcessor {
  public let names: [String]
  public let columns: BatchColumns
  /// The optional columns about the person (sex, age, …), and the fields they add.
  public let person: PersonColumns

  public var whoColumnsWithoutAge: [String] { person.whoColumnsWithoutAge }
  public let added: BatchAddedFields
  /// Each optional column's field index (−1 when absent): read for every row, so plain
  /// numbers rather than `person`'s columns, whose names a copy would retain.
  let personIndices: PersonColumns.Indices
  let measurer: BatchMeasurer
  let reader: PersonCellReader
  /// Today's day number, for `reader` (`PersonCellReader.day`).
  let today: Int
  let assessor: BatchRowAssessor
  public let outputFormat: BatchFormat
  /// `,`, `;` or tab, as the header line uses (`CSVDelimiter`).
  public let delimiter: UInt8
  /// NDJSON: the row's cells as JSON members, straight from its bytes.
  private let members: CSVRecordAsJSON

  public init(
    names: [String], columns: BatchColumns, person: PersonColumns = .none,
    outputFormat: BatchFormat, delimiter: UInt8 = CSVScanner.comma, today: LocalDate? = nil,
    classes: [ClassSystem] = [], reference: ReferenceChoice = .cdc
  ) {
    self.names = names
    self.delimiter = delimiter
    self.columns = columns
    self.person = person
    self.added = BatchAddedFields(
      person, hasIOTF: classes.contains(.iotf), reference: reference)
    self.personIndices = PersonColumns.Indices(person)
    self.measurer = BatchMeasurer()
    self.reader = PersonCellReader(delimiter: delimiter)
    self.today = PersonCellReader.day(today)
    self.assessor = BatchRowAssessor(addsIOTF: classes.contains(.iotf), reference: reference)
    self.outputFormat = outputFormat
    self.members = CSVRecordAsJSON(names: names)
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
        if !assessor.addsIOTF && assessor.reference == .who {
          return rows.run(
            into: output, outputLimit: outputLimit, cursor: &cursor,
            classes: CSVRowWriter.WHOReference.self)
        }
        guard assessor.addsIOTF else {
          return rows.run(
            into: output, outputLimit: outputLimit, cursor: &cursor,
            classes: CSVRowWriter.ReferenceClassesOnly.self)
        }
        return rows.run(
          into: output, outputLimit: outputLimit, cursor: &cursor,
          classes: CSVRowWriter.WithIOTF.self)
      }
    }
  }

  // Out of line, as it was when the codec's loop was here: inlined, this one call changed the
  // CSV row loop's code around it and cost CSV output 1.5% more instructions.
  @inline(never)
  func writeNDJSON(
    _ bytes: UnsafePointer<UInt8>, fields: UnsafeMutableBufferPointer<CSVField>,
    to sink: inout ByteSink
  ) {
    members.write(bytes, fields: fields, to: &sink)
  }

  /// Room one row may need in the output, beyond its own bytes.
  var rowOverhead: Int {
    (outputFormat == .csv ? 0 : members.keyLength + 2) + added.maximumLength
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
    cells.ageDays = cell(indices.ageDays)
    cells.born = cell(indices.born)
    cells.measuredOn = cell(indices.measuredOn)
    cells.population = cell(indices.population)
    cells.waist = cell(indices.waist)
    cells.waistUnit = indices.waistUnit
    return cells
  }

  /// A `.whoChild` row's WHO scores over `scores`, from its WHO cells (position, oedema,
  /// head, arm: read only now) and its age as given; false when not scored. Out of line: the
  /// CDC rows never call it.
  @inline(never)
  func who(
    _ outcome: inout BatchRowOutcome, into scores: inout WHOScores, _ bytes: UnsafePointer<UInt8>,
    _ fields: UnsafeMutableBufferPointer<CSVField>, weightKilograms: Double,
    heightCentimetres: Double, person: BatchPerson
  ) throws(PersonCells.Failure) -> Bool {
    try whoInline(
      &outcome, into: &scores, bytes, fields, weightKilograms: weightKilograms,
      heightCentimetres: heightCentimetres, person: person)
  }

  /// `who`, inlined into the loop of a `--reference who` run (`CSVRowWriter.WHOReference`):
  /// called, it copied the processor (576 bytes) for each row (callgrind).
  @inline(__always)
  func whoInline(
    _ outcome: inout BatchRowOutcome, into scores: inout WHOScores, _ bytes: UnsafePointer<UInt8>,
    _ fields: UnsafeMutableBufferPointer<CSVField>, weightKilograms: Double,
    heightCentimetres: Double, person: BatchPerson
  ) throws(PersonCells.Failure) -> Bool {
    let indices = personIndices
    func cell(_ index: Int) -> BatchCell { index < 0 ? .absent : .csv(fields[index]) }
    let cells = PersonCells.WHO(
      measured: cell(indices.measured), oedema: cell(indices.oedema), head: cell(indices.head),
      arm: cell(indices.arm), headUnit: indices.headUnit, armUnit: indices.armUnit)
    let measurement = try reader.who(bytes, cells, age: person.whoAge)
    return assessor.who(
      &outcome, into: &scores, weightKilograms: weightKilograms,
      heightCentimetres: heightCentimetres,
      sex: person.sex, measurement: measurement)
  }

  /// The column a role's cell is in, for a row error.
  func index(of role: PersonColumnRole) -> Int {
    switch role {
    case .sex: return person.sex?.index ?? 0
    case .ageMonths: return person.ageMonths?.index ?? 0
    case .ageYears: return person.ageYears?.index ?? 0
    case .ageDays: return person.ageDays?.index ?? 0
    case .born: return person.born?.index ?? 0
    case .measuredOn: return person.measuredOn?.index ?? 0
    case .population: return person.population?.index ?? 0
    case .waist: return person.waist?.index ?? 0
    case .measured: return person.measured?.index ?? 0
    case .oedema: return person.oedema?.index ?? 0
    case .head: return person.head?.index ?? 0
    case .arm: return person.arm?.index ?? 0
    }
  }

  var expansion: Int { outputFormat == .csv ? 1 : JSONText.maximumExpansion }

  func name(ofField index: Int) -> String? {
    index < names.count ? names[index] : nil
  }
}
