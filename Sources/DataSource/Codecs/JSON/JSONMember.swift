/// One `"key": value` of a JSON object, as byte ranges of the scanned line.
public struct JSONMember: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    case string
    case number
    /// `true`, `false` or `null`.
    case literal
    /// An object or an array, kept as its JSON text.
    case nested
  }

  /// The key's text between its quotes, still escaped.
  public var key: Range<Int>
  /// The value's bytes; for a string, between its quotes and still escaped.
  public var value: Range<Int>
  public var kind: Kind
  /// Whether the value (for a string) or the key holds a backslash escape.
  public var keyHasEscapes: Bool
  public var valueHasEscapes: Bool

  public init(
    key: Range<Int>, value: Range<Int>, kind: Kind, keyHasEscapes: Bool, valueHasEscapes: Bool
  ) {
    self.key = key
    self.value = value
    self.kind = kind
    self.keyHasEscapes = keyHasEscapes
    self.valueHasEscapes = valueHasEscapes
  }
}
