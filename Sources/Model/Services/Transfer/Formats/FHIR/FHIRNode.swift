import DataSource

/// One FHIR resource read as a small JSON tree, so its elements can be looked up in any
/// order; numbers keep their text (`72.40` stays `72.40`) and objects their offset, for
/// errors that point into the file. Only one resource of a Bundle is held at a time.
indirect enum FHIRNode: Sendable {
  case object([String: FHIRNode], offset: Int)
  case array([FHIRNode])
  case string(String)
  case number(String)
  /// `true` or `false` (bmi's default-profile extension).
  case boolean(Bool)
  /// `null`: nothing `bmi` reads.
  case other

  static func read(_ reader: inout JSONReader) throws(JSONError) -> FHIRNode {
    switch try reader.kind() {
    case .object:
      let offset = reader.position()
      var members: [String: FHIRNode] = [:]
      try reader.readObject { reader, name throws(JSONError) in
        members[name] = try read(&reader)
      }
      return .object(members, offset: offset)
    case .array:
      var items: [FHIRNode] = []
      try reader.readArray { reader throws(JSONError) in items.append(try read(&reader)) }
      return .array(items)
    case .string: return .string(try reader.readString())
    case .number:
      let start = reader.position()
      _ = try reader.readNumber()
      return .number(String(decoding: reader.bytes[start..<reader.offset], as: UTF8.self))
    case .boolean: return .boolean(try reader.readBoolean())
    case .null:
      try reader.skipValue()
      return .other
    }
  }

  subscript(name: String) -> FHIRNode? {
    if case .object(let members, _) = self { return members[name] }
    return nil
  }

  var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  var bool: Bool? {
    if case .boolean(let value) = self { return value }
    return nil
  }

  var number: String? {
    if case .number(let text) = self { return text }
    return nil
  }

  /// An array's items; a single value as one item, as lenient readers of FHIR JSON do.
  var items: [FHIRNode] {
    switch self {
    case .array(let items): return items
    case .other: return []
    default: return [self]
    }
  }

  var offset: Int? {
    if case .object(_, let offset) = self { return offset }
    return nil
  }
}
