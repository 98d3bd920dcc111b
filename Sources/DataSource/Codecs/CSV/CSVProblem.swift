/// How a record breaks RFC 4180.
public enum CSVProblem: Sendable, Equatable {
  /// A quoted field still open at the end of the input.
  case unterminatedQuote
  /// Text between a closing quote and the next comma or line break: `"70"kg`.
  case textAfterClosingQuote
}
