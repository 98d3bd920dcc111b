import DataSource

/// The batch hot path for CSV input: scans records in place, measures the weight and height
/// cells, and writes each row as CSV (input bytes kept exactly) or as an NDJSON object.
public struct CSVBatchProcessor: BatchProcessor {
  public let names: [String]
  public let columns: BatchColumns
  let measurer: BatchMeasurer
  public let outputFormat: BatchFormat
  /// `,`, `;` or tab, as the header line uses (`CSVDelimiter`).
  public let delimiter: UInt8
  /// NDJSON: each column's `{"name":"` or `,"name":"`, one after the other.
  private let keys: [UInt8]
  private let keyOffsets: [Int]

  public init(
    names: [String], columns: BatchColumns, outputFormat: BatchFormat,
    delimiter: UInt8 = CSVScanner.comma
  ) {
    self.names = names
    self.delimiter = delimiter
    self.columns = columns
    self.measurer = BatchMeasurer()
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
      measurer.categories.withView { categories in
        var rows = CSVRowWriter(
          processor: self, bytes: start, end: input.count, isFinal: isFinal, fields: fields,
          categories: categories)
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
    outputFormat == .csv ? 64 : keys.count + 64
  }

  var expansion: Int { outputFormat == .csv ? 1 : JSONText.maximumExpansion }

  func name(ofField index: Int) -> String? {
    index < names.count ? names[index] : nil
  }
}
