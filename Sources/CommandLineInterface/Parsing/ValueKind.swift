/// What an option's value is, so that parsing, help and shell completion agree on it.
public enum ValueKind: Sendable, Equatable {
  case text
  case number
  /// A weight with an optional unit (`70`, `154lb`, `11st 2lb`).
  case weight
  /// A length with an optional unit (`175`, `1.75m`, `5ft 9in`).
  case length
  case date
  case file
  case profile
  /// One of a fixed list of words (see `Choices`); written `.choice(words)`.
  case oneOf(Choices)

  /// One of `words`, listed only when asked.
  public static func choice(_ words: @autoclosure @escaping @Sendable () -> [String]) -> ValueKind {
    .oneOf(Choices(words))
  }
  /// One of a list of spellings in any case, which the command reads itself (`--sex M`);
  /// completion offers the words.
  case spelling([String])

  /// The words completion offers: a choice's or a spelling's; none for any other kind.
  public var words: [String] {
    switch self {
    case .oneOf(let choices): choices.words
    case .spelling(let words): words
    case .weight, .length, .date, .file, .profile, .text, .number: []
    }
  }
}
