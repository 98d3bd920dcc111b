/// Numbers and the literals `true`, `false` and `null`.
extension JSONReader {
  /// A number that fits a `Double` (JSON's grammar, not Swift's: no `inf`, no hex).
  public mutating func readNumber() throws(JSONError) -> Double {
    skipWhitespace()
    let start = offset
    let scanned = bytes.withUnsafeBufferPointer { Self.scanNumber($0, from: start) }
    switch scanned {
    case .exact(let value, let end):
      skip(to: end)
      return value
    case .other(let end):
      guard let value = Double(String(decoding: bytes[start..<end], as: UTF8.self)),
        value.isFinite
      else { throw error("the number is too large") }
      skip(to: end)
      return value
    case .malformed(let reason, let at): throw error(reason, at: at)
    }
  }

  private enum ScannedNumber {
    /// Read from the bytes: the value and where the number ends.
    case exact(Double, end: Int)
    /// Valid, but for `Double(String)` to read: more than 15 digits, or an exponent.
    case other(end: Int)
    case malformed(String, at: Int?)
  }

  /// The number at `start` checked against JSON's grammar over the buffer (no bounds checks
  /// per byte: a store has a number or more per entry). Up to 15 digits without an exponent
  /// (every number bmi writes to the gram) are read straight from the bytes, to the same
  /// double `Double(String)` gives (`DecimalText.exactValue`), and so are most of 16 to 19
  /// digits, the longest `description` writes (`DecimalText.nearestValue`).
  private static func scanNumber(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int)
    -> ScannedNumber
  {
    guard let bytes = buffer.baseAddress else { return .malformed("expected a number", at: nil) }
    let count = buffer.count
    var index = start
    func digits() -> Int {
      let first = index
      while index < count, bytes[index] &- 0x30 < 10 { index += 1 }
      return index - first
    }
    let negative = index < count && bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    let unsigned = index
    let leadingZero = index < count && bytes[index] == UInt8(ascii: "0")
    let integerDigits = digits()
    guard integerDigits > 0, !(leadingZero && integerDigits > 1) else {
      return .malformed("expected a number", at: nil)
    }
    if index < count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else {
        return .malformed("expected digits after the decimal point", at: index)
      }
    }
    if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        index += 1
      }
      guard digits() > 0 else { return .malformed("expected digits in the exponent", at: index) }
      return .other(end: index)
    }
    guard
      let exact = DecimalText.exactValue(bytes, unsigned..<index)
        ?? DecimalText.nearestValue(bytes, unsigned..<index)
    else {
      return .other(end: index)
    }
    return .exact(negative ? -exact : exact, end: index)
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
