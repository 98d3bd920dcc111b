extension JSONObjectScanner {
  /// The checks a line must pass beyond its shape, the same policy as the store and import
  /// reader (`JSONReader`): valid UTF-8 throughout, no `\u` escape of an unpaired surrogate,
  /// and no key twice. A line that fails one is not a JSON object bmi reads, so it is refused
  /// (or skipped and reported with `--skip-invalid`) instead of having its first duplicate
  /// scored or its bytes carried into output that would no longer be valid JSON.
  static func isWellFormed(
    _ bytes: UnsafePointer<UInt8>, _ range: Range<Int>, _ members: [JSONMember]
  ) -> Bool {
    var ascii = true
    for index in range where bytes[index] >= 0x80 {
      ascii = false
      break
    }
    if !ascii {
      let buffer = UnsafeBufferPointer(start: bytes + range.lowerBound, count: range.count)
      guard String(validating: buffer, as: UTF8.self) != nil else { return false }
    }
    for member in members {
      if member.keyHasEscapes, hasUnpairedSurrogate(bytes, member.key) { return false }
      if member.valueHasEscapes, hasUnpairedSurrogate(bytes, member.value) { return false }
    }
    for member in members where member.kind == .nested {
      // A nested value is carried to output as it is: the store reader's grammar checks it
      // (each key once per object, valid escapes). Rare in batch input, so the copy is cheap.
      var reader = JSONReader(
        Array(
          UnsafeBufferPointer(start: bytes + member.value.lowerBound, count: member.value.count))
      )
      do throws(JSONError) {
        try reader.skipValue()
        try reader.readEnd()
      } catch {
        return false
      }
    }
    guard members.count > 1 else { return true }
    var keys = Set<String>()
    for member in members {
      let key =
        member.keyHasEscapes
        ? JSONText.decoded(bytes, member.key)
        : String(
          decoding: UnsafeBufferPointer(
            start: bytes + member.key.lowerBound, count: member.key.count),
          as: UTF8.self)
      guard keys.insert(key).inserted else { return false }
    }
    return true
  }

  /// Whether the string contents in `range` hold a `\uD800`–`\uDFFF` escape that is not half
  /// of a high-then-low pair.
  private static func hasUnpairedSurrogate(_ bytes: UnsafePointer<UInt8>, _ range: Range<Int>)
    -> Bool
  {
    var index = range.lowerBound
    var pendingHigh = false
    while index < range.upperBound {
      guard bytes[index] == UInt8(ascii: "\\"), index + 1 < range.upperBound else {
        if pendingHigh { return true }
        index += 1
        continue
      }
      let escape = bytes[index + 1]
      guard escape == UInt8(ascii: "u"), let unit = hexUnit(bytes, index + 2, range.upperBound)
      else {
        if pendingHigh { return true }
        index += 2
        continue
      }
      switch unit {
      case 0xD800..<0xDC00:
        if pendingHigh { return true }
        pendingHigh = true
      case 0xDC00..<0xE000:
        if !pendingHigh { return true }
        pendingHigh = false
      default:
        if pendingHigh { return true }
      }
      index += 6
    }
    return pendingHigh
  }

  private static func hexUnit(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> UInt32? {
    guard start + 4 <= end else { return nil }
    var value: UInt32 = 0
    for index in start..<(start + 4) {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case 0x30...0x39: digit = byte - 0x30
      case 0x41...0x46: digit = byte - 0x41 + 10
      case 0x61...0x66: digit = byte - 0x61 + 10
      default: return nil
      }
      value = value * 16 + UInt32(digit)
    }
    return value
  }
}
