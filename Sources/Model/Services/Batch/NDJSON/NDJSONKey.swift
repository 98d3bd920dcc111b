import DataSource

/// A key the NDJSON reader looks for, matched case-insensitively, with its bare-number unit.
struct NDJSONKey: Sendable {
  let name: String
  let lowercasedBytes: [UInt8]
  let unit: QuantityUnit

  init(name: String, unit: QuantityUnit) {
    self.name = name.lowercased()
    self.lowercasedBytes = Array(self.name.utf8)
    self.unit = unit
  }

  /// Whether `member`'s key is this name, ignoring case; ASCII keys are compared in place.
  func matches(_ member: JSONMember, in bytes: UnsafePointer<UInt8>) -> Bool {
    if member.keyHasEscapes || !JSONText.isASCII(bytes, member.key) {
      return JSONText.decoded(bytes, member.key).lowercased() == name
    }
    guard member.key.count == lowercasedBytes.count else { return false }
    for (offset, expected) in lowercasedBytes.enumerated() {
      var byte = bytes[member.key.lowerBound + offset]
      if byte >= 0x41 && byte <= 0x5A { byte += 0x20 }
      if byte != expected { return false }
    }
    return true
  }

  /// The first member, by the first key in `keys` found, with its position.
  static func find(_ keys: [NDJSONKey], in members: [JSONMember], bytes: UnsafePointer<UInt8>)
    -> (key: NDJSONKey, position: Int)?
  {
    for key in keys {
      if let position = members.firstIndex(where: { key.matches($0, in: bytes) }) {
        return (key, position)
      }
    }
    return nil
  }
}
