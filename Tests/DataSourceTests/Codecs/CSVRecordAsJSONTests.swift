import DataSource
import TestSupport
import Testing

/// `CSVRecordAsJSON`, which writes a CSV record's cells as JSON members straight from its
/// bytes, equals the plain way: each cell's text (`CSVCodec.text`) through `JSONTextWriter`.
struct CSVRecordAsJSONTests {
  static let pieces = [
    "a", "70.5", "", " ", "\"", "\\", "/", "\t", "\u{1}", "\u{7F}", "é", "😀", "\u{2028}",
    ",", "\n", "\r\n",
  ]

  @Test func write_randomRecords_equalsJSONTextWriterOverEachCellsText() {
    var generator = SeededGenerator(seed: 0x15_0A)
    for _ in 0..<500 {
      let names = (0..<Int.random(in: 1...5, using: &generator)).map {
        ["id", "weight_kg", "na\"me", "é", "tab\t"][$0]
      }
      var cells: [[UInt8]] = (0..<names.count).map { _ in
        let text = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
          Self.pieces.randomElement(using: &generator)!
        }.joined()
        return Array(text.utf8)
      }
      // Invalid UTF-8 now and then: repaired as U+FFFD, as a `String` would be.
      if Bool.random(using: &generator) { cells[0] += [0xFF, 0xC3] }
      let (record, fields) = Self.record(cells, generator: &generator)
      #expect(Self.fast(names, record, fields) == Self.plain(names, record, fields))
    }
  }

  /// The cells as one CSV record: quoted (quotes doubled) when they must be, or by chance.
  static func record(_ cells: [[UInt8]], generator: inout SeededGenerator)
    -> ([UInt8], [CSVField])
  {
    var bytes: [UInt8] = []
    var fields: [CSVField] = []
    for cell in cells {
      if !bytes.isEmpty { bytes.append(UInt8(ascii: ",")) }
      let start = bytes.count
      let mustQuote = cell.contains { [0x22, 0x2C, 0x0A, 0x0D].contains($0) }
      if mustQuote || Bool.random(using: &generator) {
        bytes.append(0x22)
        for byte in cell { bytes += byte == 0x22 ? [0x22, 0x22] : [byte] }
        bytes.append(0x22)
        fields.append(CSVField(start: start, end: bytes.count, isQuoted: true))
      } else {
        bytes += cell
        fields.append(CSVField(start: start, end: bytes.count, isQuoted: false))
      }
    }
    return (bytes, fields)
  }

  static func fast(_ names: [String], _ record: [UInt8], _ fields: [CSVField]) -> [UInt8] {
    let sut = CSVRecordAsJSON(names: names)
    var fields = fields
    var output = [UInt8](repeating: 0, count: sut.keyLength + 8 * record.count + 16)
    let count = output.withUnsafeMutableBufferPointer { output in
      record.withUnsafeBufferPointer { record in
        fields.withUnsafeMutableBufferPointer { fields in
          var sink = ByteSink(base: output.baseAddress!, count: 0, capacity: output.count)
          sut.write(record.baseAddress!, fields: fields, to: &sink)
          return sink.count
        }
      }
    }
    return Array(output[..<count])
  }

  static func plain(_ names: [String], _ record: [UInt8], _ fields: [CSVField]) -> [UInt8] {
    var writer = JSONTextWriter()
    record.withUnsafeBufferPointer { record in
      for (index, (name, field)) in zip(names, fields).enumerated() {
        writer.punctuation(index == 0 ? "{" : ",")
        writer.key(name, separator: ":")
        writer.string(CSVCodec.text(of: field, in: record.baseAddress!))
      }
    }
    return writer.bytes
  }
}
