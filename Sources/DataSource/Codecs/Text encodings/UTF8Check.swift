/// Where text that should be UTF-8 is not: an import refuses such a file, naming the line,
/// instead of reading U+FFFD in its place.
public enum UTF8Check {
  /// The 1-based line of the first byte that is not well-formed UTF-8, or `nil`.
  public static func firstInvalidLine(_ bytes: [UInt8]) -> Int? {
    guard let offset = firstInvalidOffset(bytes) else { return nil }
    // No line end is inside a bad sequence (it is ASCII): the lines before it are whole.
    return TextLine.number(at: offset, in: bytes)
  }

  /// Where the first sequence that is not well-formed UTF-8 starts, or `nil`.
  static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { UTF8Validator.firstInvalid(in: $0) }
  }
}
