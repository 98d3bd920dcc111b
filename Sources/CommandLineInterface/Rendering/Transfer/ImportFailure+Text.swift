import Model

/// The errors of a file that is not text bmi reads as it is: its encoding, or no text at all.
extension ImportFailure {
  /// Why, after the file's name: `: line 3 has bytes that are not UTF-8; …`.
  var textProblem: String {
    let again = "; save the file as UTF-8 and import it again"
    switch self {
    case .invalidUTF8(let line, let likely?):
      return ": line \(line) has bytes that are not UTF-8\(Self.advice(likely))"
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
    case .undefinedInCodePage(let codePage, let line, let likely):
      return
        ": line \(line) has a byte \(codePage) leaves undefined, so the file is in another code page\(likely.map(Self.advice) ?? again)"
    default:
      return " is not text bmi reads\(again)"
    }
  }

  /// The code page a file that is not UTF-8 is most likely in, and how to import it: a guess
  /// from its words (Windows-1250's Czech reads as Western letters too, and is named).
  static func advice(_ likely: ImportEncoding) -> String {
    let name = likely.codePage?.name ?? likely.rawValue
    let central =
      likely == .windows1252
      ? " (or windows-1250 if its text is Central European, such as Czech)" : ""
    return
      "; it is most likely \(name), as \(likely.writtenBy)\(central): import it with --encoding \(likely.rawValue), or save the file as UTF-8 and import it again"
  }
}
