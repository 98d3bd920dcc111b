/// Text that, read through the code page `--encoding` named, holds many words no language
/// writes (`MisreadText`): a Russian `Устал` through Windows-1252 is `Óñòàë`. Said after the
/// import with the code page the file is most likely in, never a refusal: a real file's
/// words can look so (a Czech `úžší`, a Finnish `Ääää`), and `bmi undo` takes a wrong guess
/// back.
public struct MisreadTextNote: Sendable, Equatable {
  /// The code page the file was read through: `Windows-1252`.
  public let codePage: String
  /// The first such word, and its line.
  public let word: String
  public let line: Int
  /// The code page that reads the file with the fewest such words, if one does.
  public let likely: ImportEncoding?

  public init(codePage: String, word: String, line: Int, likely: ImportEncoding?) {
    (self.codePage, self.word, self.line, self.likely) = (codePage, word, line, likely)
  }
}
