/// A person's sex: recorded in a profile, and needed by the growth references, since
/// BMI-for-age differs between girls and boys.
public enum Sex: String, Sendable, Codable, CaseIterable {
  case female
  case male

  /// Every spelling read for a sex, lower case, on every way in (`--sex`, `profile save`,
  /// batch cells, imports), compared ignoring case. The CDC's programs code `1` and `2` and
  /// read the first letter of `boy`/`girl`, `male`/`female`; the whole words are accepted too.
  public static let spellings: [(spelling: String, sex: Sex)] = [
    ("female", .female), ("male", .male), ("f", .female), ("m", .male), ("girl", .female),
    ("boy", .male), ("g", .female), ("b", .male), ("2", .female), ("1", .male),
  ]

  /// The spelling for no sex: a profile's sex cleared, or a batch cell that says so.
  public static let noneSpelling = "none"

  /// The spellings to show a person, `none` last: female, male, f, m, girl, boy, ...
  public static var spellingWords: [String] { spellings.map(\.spelling) + [noneSpelling] }

  /// A sex as any of `spellings`, in any case and with white space around it; `nil` for
  /// anything else (`none` included: callers that accept it check `isNone` first).
  public init?(spelling: String) {
    let word = spelling.trimmingASCIISpaces().lowercased()
    guard let found = Self.spellings.first(where: { $0.spelling == word }) else { return nil }
    self = found.sex
  }

  /// Whether `spelling` is `none` in any case.
  public static func isNone(_ spelling: String) -> Bool {
    spelling.trimmingASCIISpaces().lowercased() == noneSpelling
  }
}

extension String {
  fileprivate func trimmingASCIISpaces() -> String {
    let bytes = utf8.drop(while: { $0 == 0x20 || $0 == 0x09 })
    let trimmed = bytes.reversed().drop(while: { $0 == 0x20 || $0 == 0x09 }).reversed()
    return String(decoding: trimmed, as: UTF8.self)
  }
}
