import Model

/// The errors of a file that is not text bmi reads as it is: its encoding, or no text at all.
extension ImportFailure {
  /// Why, after the file's name: `: line 3 has bytes that are not UTF-8; …`.
  var textProblem: String {
    let again = "; save the file as UTF-8 and import it again"
    switch self {
    case .invalidUTF8(let line, let likely?):
      return
        ": line \(line) has bytes that are not UTF-8; it reads as text in \(likely.codePage?.name ?? likely.rawValue), as \(likely.writtenBy)\(likely == .windows1252 ? " (or windows-1250 if its text is Central European, such as Czech)" : ""): import it with --encoding \(likely.rawValue), or save the file as UTF-8 and import it again"
    case .invalidUTF8(let line, nil):
      return
        ": line \(line) has bytes that are not UTF-8\(again), or, if a Windows program saved it in its ANSI code page (Excel's CSV), import it with --encoding and that code page: windows-1252 in Western Europe and the Americas, windows-1250 in Central Europe, windows-1251 for Cyrillic; macintosh for Excel for Mac's Macintosh CSV"
    case .notText(let database):
      return database
        ? " is an SQLite database (an app's own data, such as Health Connect's or Gadgetbridge's export), which bmi does not read; export the weights from the app as CSV and import that file"
        : " is a binary file, not text; bmi reads CSV, JSON and XML exports"
    case .invalidUTF16(let line):
      return
        ": line \(line) is not well-formed UTF-16 (the file starts with UTF-16's byte order mark)\(again)"
    case .utf32:
      return " is UTF-32 text, which bmi does not read\(again)"
    case .utf16WithoutMark:
      return
        " is UTF-16 without a byte order mark, which bmi does not guess the byte order of; save the file as UTF-8 (or as Unicode text with its mark) and import it again"
    case .misreadInCodePage(let codePage, let line, let word, let likely):
      let other =
        likely.map {
          "; it reads as text in \($0.codePage?.name ?? $0.rawValue), as \($0.writtenBy): import it with --encoding \($0.rawValue), or save the file as UTF-8 and import it again"
        } ?? again
      return
        ": line \(line) reads as '\(word)' in \(codePage), which no language writes: the file is in another code page\(other)"
    case .undefinedInCodePage(let codePage, let line):
      return
        ": line \(line) has a byte \(codePage) leaves undefined, so the file is in another encoding\(again)"
    default:
      return " is not text bmi reads\(again)"
    }
  }
}
