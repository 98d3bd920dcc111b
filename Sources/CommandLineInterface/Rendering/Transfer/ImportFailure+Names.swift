import DataSource
import Model

/// The names an import's errors quote: a header's columns, and a folder of an app's export.
extension ImportFailure {
  /// A header's names for an error: `'Datum', 'Gewicht (kg)'`, at most 12.
  static func columns(_ header: [String]) -> String {
    let names = header.prefix(12).map { QuotedValue.quoted(QuotedValue.shortened($0)) }
    return names.joined(separator: ", ") + (header.count > names.count ? ", …" : "")
  }

  /// The folder of an app's export most likely to hold its weigh-ins, by its name (Zepp's
  /// `BODY` beside `ACTIVITY`, `SLEEP`, `USER`), else the first.
  static func likelyWeighIns(_ folders: [String]) -> String {
    let words: Set = ["weight", "body", "scale", "gewicht", "poids", "peso", "all", "data"]
    return folders.first { folder in
      ColumnVocabulary.words(of: folder).contains(where: words.contains)
    } ?? folders[0]
  }

  /// `folder` inside `path`, quoted for a shell when it has a space.
  static func joined(_ path: String, _ folder: String) -> String {
    let joined = path.hasSuffix("/") ? path + folder : path + "/" + folder
    return joined.contains(" ") ? "'\(joined)'" : joined
  }
}
