/// Month names as trackers write dates in their users' languages: `3 déc. 2023`,
/// `15. Mär 2024`, `2 ene 2025`, `4 mei 2024`, as well as English `Nov 21, 2026`. A name is
/// known by its first three letters (four for French `juin` and `juil`), the way each
/// language abbreviates it, full or short. No three letters name two different months in
/// the languages read: English, French, German, Spanish, Italian, Portuguese and Dutch.
enum MonthNames {
  /// The month (1–12) a word names, or nil; the word lower-cased, at least three letters.
  static func month(_ word: some StringProtocol) -> Int? {
    guard word.count >= 3 else { return nil }
    if word.hasPrefix("jui") {
      return word.hasPrefix("juin") ? 6 : word.hasPrefix("juil") ? 7 : nil
    }
    return byPrefix[String(word.prefix(3))]
  }

  /// Each month's three-letter beginnings, in every language read.
  private static let spellings: [[String]] = [
    ["jan", "jän", "ene", "gen"],
    ["feb", "fév", "fev"],
    ["mar", "mär", "mrz", "mrt", "maa"],
    ["apr", "avr", "abr"],
    ["may", "mai", "mag", "mei"],
    ["jun", "giu"],
    ["jul", "lug"],
    ["aug", "aoû", "aou", "ago"],
    ["sep", "set"],
    ["oct", "okt", "ott", "out"],
    ["nov"],
    ["dec", "déc", "dez", "dic"],
  ]

  private static let byPrefix: [String: Int] = Dictionary(
    uniqueKeysWithValues: spellings.enumerated().flatMap { index, names in
      names.map { ($0, index + 1) }
    })
}
