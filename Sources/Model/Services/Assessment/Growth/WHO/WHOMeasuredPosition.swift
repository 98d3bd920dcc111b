/// How a child's length or height was measured, which the WHO 2006 standards adjust for:
/// lying (recumbent length) or standing (height). The raw value is the word `--measured` and
/// the batch column `measured` take.
public enum WHOMeasuredPosition: String, Sendable, CaseIterable {
  /// Recumbent length: the standards' measure under 731 days.
  case lying
  /// Standing height: the standards' measure from 731 days.
  case standing

  /// The spellings read for a position, lower case: the words, anthro's codes `l` and `h`,
  /// and `length`/`height`.
  public static let spellings: [(spelling: String, position: WHOMeasuredPosition)] = [
    ("lying", .lying), ("standing", .standing), ("l", .lying), ("h", .standing),
    ("length", .lying), ("height", .standing),
    // The labels of DHS and MICS datasets (`hw15`: 1 lying down, 2 standing up) and the
    // clinical word for lying.
    ("lying down", .lying), ("standing up", .standing), ("recumbent", .lying),
  ]

  /// A position in any of `spellings`, any case; `nil` for others.
  public init?(spelling: String) {
    let word = spelling.lowercased()
    guard let match = Self.spellings.first(where: { $0.spelling == word }) else { return nil }
    self = match.position
  }
}
