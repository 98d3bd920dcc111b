/// Where one field of a CSV record lies in the scanned bytes.
public struct CSVField: Sendable, Equatable {
  /// The first byte: the opening quote of a quoted field.
  public var start: Int
  /// One past the last byte: past the closing quote of a quoted field.
  public var end: Int
  public var isQuoted: Bool

  public init(start: Int, end: Int, isQuoted: Bool) {
    self.start = start
    self.end = end
    self.isQuoted = isQuoted
  }

  /// The field's text without its surrounding quotes (doubled quotes still doubled).
  @inline(__always)
  public var content: Range<Int> { isQuoted ? (start + 1)..<(end - 1) : start..<end }
}
