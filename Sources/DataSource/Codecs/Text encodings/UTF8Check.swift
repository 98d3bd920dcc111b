/// Where text that should be UTF-8 is not: an import refuses such a file, naming the line,
/// instead of reading U+FFFD in its place.
public enum UTF8Check {
  /// The 1-based line of the first byte that is not well-formed UTF-8, or `nil`.
  public static func firstInvalidLine(_ bytes: [UInt8]) -> Int? {
    guard let offset = firstInvalidOffset(bytes) else { return nil }
    // No line feed is inside a bad sequence (it is ASCII): the lines before it are whole.
    return 1 + bytes[..<offset].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
  }

  /// Where the first sequence that is not well-formed UTF-8 starts, or `nil`. ASCII, which
  /// most files are throughout, is passed a machine word at a time (a word with no high bit
  /// set holds eight ASCII bytes); the rest is decoded.
  static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { buffer -> Int? in
      guard let base = buffer.baseAddress else { return nil }
      let raw = UnsafeRawPointer(base)
      var position = 0
      while position + 8 <= buffer.count,
        raw.loadUnaligned(fromByteOffset: position, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
      {
        position += 8
      }
      var iterator = buffer[position...].makeIterator()
      var decoder = UTF8()
      while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar): position += UTF8.width(scalar)
        case .emptyInput: return nil
        case .error: return position
        }
      }
    }
  }
}
