import DataSource

/// `--encoding`: what a text file's bytes are. Without it a file is UTF-8 (UTF-16 with its
/// byte order mark, and Hacker's Diet Online's Windows-1252 exports, are recognised); a file
/// a Windows program saved in its "ANSI" code page (Excel's CSV) is in the code page of the
/// system's language, and Excel for Mac's "Macintosh" CSV in Mac OS Roman, which must be
/// said, since any byte sequence reads as one of them.
public enum ImportEncoding: String, Sendable, CaseIterable {
  case utf8 = "utf-8"
  case windows1250 = "windows-1250"
  case windows1251 = "windows-1251"
  case windows1252 = "windows-1252"
  case macintosh

  /// The names `--encoding` takes, in the order help lists them. Latin-1 is read as
  /// Windows-1252, as browsers read a page labelled so (WHATWG's Encoding Standard): the
  /// two differ only in 0x80–0x9F, control codes no text file means in Latin-1.
  public static let names: [(name: String, encoding: ImportEncoding)] = [
    ("utf-8", .utf8), ("windows-1252", .windows1252), ("cp1252", .windows1252),
    ("latin1", .windows1252), ("iso-8859-1", .windows1252), ("windows-1250", .windows1250),
    ("cp1250", .windows1250), ("windows-1251", .windows1251), ("cp1251", .windows1251),
    ("macintosh", .macintosh), ("mac-roman", .macintosh),
  ]

  public init?(name: String) {
    guard let found = Self.names.first(where: { $0.name == name.lowercased() }) else {
      return nil
    }
    self = found.encoding
  }

  /// The code pages a file that is not UTF-8 may be in, in the order one is suggested when
  /// several read it as text: the most used first (Windows-1250's Czech reads as Western
  /// letters too, and Mac OS Roman reads most bytes as some letter).
  public static let likelyOrder: [ImportEncoding] = [
    .windows1252, .windows1250, .windows1251, .macintosh,
  ]

  /// Where it is written, for a suggestion.
  public var writtenBy: String {
    switch self {
    case .utf8: "most programs"
    case .windows1250: "Excel's CSV in Central Europe"
    case .windows1251: "Excel's CSV on a Cyrillic Windows"
    case .windows1252: "Excel's CSV in Western Europe and the Americas"
    case .macintosh: "Excel for Mac's Macintosh CSV"
    }
  }

  /// The code page a file's bytes go through; `nil` for UTF-8.
  public var codePage: CodePage? {
    switch self {
    case .utf8: nil
    case .windows1250: .windows1250
    case .windows1251: .windows1251
    case .windows1252: .windows1252
    case .macintosh: .macintosh
    }
  }
}
