/// Numbers and the literals `true`, `false` and `null`.
extension JSONReader {
  /// A number that fits a `Double` (JSON's grammar, not Swift's: no `inf`, no hex).
  public mutating func readNumber() throws(JSONError) -> Double {
    skipWhitespace()
    let start = offset
    var index = offset
    func digits() -> Int {
      let first = index
      while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
      return index - first
    }
    let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    let unsigned = index
    let leadingZero = index < bytes.count && bytes[index] == UInt8(ascii: "0")
    let integerDigits = digits()
    guard integerDigits > 0, !(leadingZero && integerDigits > 1) else {
      throw error("expected a number")
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw error("expected digits after the decimal point", at: index) }
    }
    let plain = index
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { throw error("expected digits in the exponent", at: index) }
    }
    // Up to 15 digits without an exponent (every number bmi writes) are read straight from
    // the bytes, to the same double `Double(String)` gives; anything else goes through it.
    if plain == index,
      let exact = bytes.withUnsafeBufferPointer({
        DecimalText.exactValue($0.baseAddress!, unsigned..<plain)
      })
    {
      skip(to: index)
      return negative ? -exact : exact
    }
    guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)),
      value.isFinite
    else { throw error("the number is too large") }
    skip(to: index)
    return value
  }

  /// A number with no fraction, as an `Int`.
  public mutating func readInteger() throws(JSONError) -> Int {
    skipWhitespace()
    let start = offset
    let value = try readNumber()
    guard value.rounded() == value, abs(value) < 9e15 else {
      throw error("expected a whole number", at: start)
    }
    return Int(value)
  }

  public mutating func readBoolean() throws(JSONError) -> Bool {
    if try readLiteral("true") { return true }
    if try readLiteral("false") { return false }
    throw error("expected true or false")
  }

  /// Reads `null` and returns true, or leaves any other value unread and returns false.
  public mutating func readNull() throws(JSONError) -> Bool {
    try readLiteral("null")
  }

  private mutating func readLiteral(_ word: StaticString) throws(JSONError) -> Bool {
    skipWhitespace()
    let count = word.utf8CodeUnitCount
    guard offset + count <= bytes.count else { return false }
    let matches = word.withUTF8Buffer { literal in
      (0..<count).allSatisfy { bytes[offset + $0] == literal[$0] }
    }
    if matches { skip(to: offset + count) }
    return matches
  }
}
