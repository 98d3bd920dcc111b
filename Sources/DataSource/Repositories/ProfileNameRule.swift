/// The one rule for profile names, applied wherever a name comes in: an option, an import
/// (CSV or JSON) and the store file itself.
///
/// A name is printed in tables, messages and completion lists, so it must be text a
/// terminal shows as it is: no control characters (C0, C1, which can move the cursor or
/// rewrite the screen), no format or invisible characters (bidi overrides and isolates,
/// zero-width spaces, which make one name look like another), no line breaks, and limits in
/// characters and in bytes (ten thousand combining marks are one character).
public enum ProfileNameRule {
  public static let characterLimit = 64
  public static let byteLimit = 256

  /// What is wrong with `name`, or `nil` when it may be a profile's name.
  public static func problem(with name: String) -> ProfileNameProblem? {
    guard let first = name.first, let last = name.last else { return .empty }
    if name.utf8.count > byteLimit { return .tooManyBytes(limit: byteLimit) }
    if name.count > characterLimit { return .tooLong(limit: characterLimit) }
    if name.hasPrefix("-") { return .leadingDash }
    if first.isWhitespace || last.isWhitespace { return .unprintable }
    for scalar in name.unicodeScalars where !isPrintable(scalar) { return .unprintable }
    return nil
  }

  private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == " " { return true }
    let properties = scalar.properties
    if properties.isDefaultIgnorableCodePoint || properties.isNoncharacterCodePoint { return false }
    switch properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse,
      .unassigned, .spaceSeparator:
      // Spaces other than the plain one (no-break, em, ideographic) look like it and are not.
      return false
    default:
      return true
    }
  }
}

/// What is wrong with a profile name.
public enum ProfileNameProblem: Sendable, Equatable {
  case empty
  /// More than `limit` characters.
  case tooLong(limit: Int)
  /// More than `limit` bytes of UTF-8.
  case tooManyBytes(limit: Int)
  /// Control, format or invisible characters, or spaces at either end, which would print
  /// confusingly or not at all.
  case unprintable
  /// Starting with `-` would read as an option.
  case leadingDash
}
