import DataSource

/// NDJSON written as CSV: the first object's keys are the columns, and each later object's
/// values go under them (missing keys as empty cells).
struct NDJSONColumns: Sendable {
  let names: [String]
  let positions: [String: Int]
  /// The fields added after them: the child fields when a column holds an age, the waist's
  /// when one holds a waist.
  let added: BatchAddedFields

  init(names: [String], added: BatchAddedFields) {
    self.names = names
    self.added = added
    var positions: [String: Int] = [:]
    for (index, name) in names.enumerated() where positions[name] == nil {
      positions[name] = index
    }
    self.positions = positions
  }

  /// The header line: every column, then the added fields.
  var header: [UInt8] {
    let cells =
      names.map { CSVCodec.field(Array($0.utf8)) } + added.names.map { Array($0.utf8) }
    return Array(cells.joined(separator: [UInt8(ascii: ",")])) + [0x0A]
  }

  /// Writes the row's cells, comma-separated, without a line break.
  func writeRow(
    _ bytes: UnsafePointer<UInt8>, _ members: [JSONMember], line: Int, to output: ByteBuffer
  ) throws(BatchRowError) {
    var cells = [[UInt8]](repeating: [], count: names.count)
    for (index, member) in members.enumerated() {
      let key = JSONText.decoded(bytes, member.key)
      guard let position = positions[key] else {
        throw BatchRowError(
          line: line, column: index + 1, columnName: key, problem: .unexpectedKey(key))
      }
      let raw = UnsafeBufferPointer(
        start: bytes + member.value.lowerBound, count: member.value.count)
      switch member.kind {
      case .string:
        cells[position] = CSVCodec.field(
          member.valueHasEscapes ? Array(JSONText.decoded(bytes, member.value).utf8) : Array(raw))
      case .literal where Array(raw) == Array("null".utf8):
        cells[position] = []
      default:
        cells[position] = CSVCodec.field(Array(raw))
      }
    }
    output.append(contentsOf: cells.joined(separator: [UInt8(ascii: ",")]))
  }
}
