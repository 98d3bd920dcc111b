import DataSource

/// A JSON object of scalars read as text: strings as they decode, numbers as written
/// (`60.800` stays `60.800`), `true`/`false`, and `null` as empty. Nested values are skipped.
enum JSONFlatObject {
  static func read(_ reader: inout JSONReader) throws(JSONError) -> [String: String] {
    var fields: [String: String] = [:]
    try readOrdered(&reader) { name, value in fields[name] = value }
    return fields
  }

  static func readOrdered(
    _ reader: inout JSONReader, _ field: (String, String) -> Void
  ) throws(JSONError) {
    try reader.readObject { reader, name throws(JSONError) in
      switch try reader.kind() {
      case .string: field(name, try reader.readString())
      case .number:
        let start = reader.position()
        _ = try reader.readNumber()
        field(name, String(decoding: reader.bytes[start..<reader.offset], as: UTF8.self))
      case .boolean: field(name, try reader.readBoolean() ? "true" : "false")
      case .null:
        _ = try reader.readNull()
        field(name, "")
      case .object, .array: try reader.skipValue()
      }
    }
  }
}
