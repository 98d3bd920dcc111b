import DataSource

/// A file's bytes as the UTF-8 text the readers take: UTF-16 with its byte order mark
/// transcoded; a file that is not UTF-8 read through the code page `--encoding` names (and
/// Hacker's Diet Online's export through Windows-1252, which it is in); any other byte that is
/// not UTF-8 refused with its line, never read as U+FFFD.
enum ImportText {
  /// The file without its byte order mark, UTF-16 as UTF-8, and whether it had one: a mark
  /// says the text is Unicode, whatever `--encoding` says.
  static func unmarked(_ bytes: [UInt8]) throws(ImportFailure) -> (
    text: [UInt8], isMarked: Bool
  ) {
    // UTF-32's marks start as UTF-16's does (`FF FE` then two NULs): refused for what it is.
    if bytes.starts(with: [0xFF, 0xFE, 0, 0]) || bytes.starts(with: [0, 0, 0xFE, 0xFF]) {
      throw .utf32
    }
    var text = bytes
    var isMarked = false
    switch UTF16Text.kind(of: bytes) {
    case nil: break
    case .unmarked: throw .utf16WithoutMark
    case let kind?:
      switch UTF16Text.utf8(bytes, kind) {
      case .success(let utf8): (text, isMarked) = (utf8, true)
      case .failure(let fault): throw .invalidUTF16(line: fault.line)
      }
    }
    guard text.starts(with: CSVCodec.byteOrderMark) else { return (text, isMarked) }
    return (Array(text.dropFirst(CSVCodec.byteOrderMark.count)), true)
  }

  /// `text` through the code page `--encoding` names when it is not UTF-8: a file with a byte
  /// order mark, or that is well-formed UTF-8, is Unicode (a Google Sheets download beside
  /// Excel's files in one folder; text in a code page is not well-formed UTF-8 once it has a
  /// letter beyond ASCII). A binary file is still refused as one, as every byte would read as
  /// a character; text that reads as words no language writes comes with a note to say so.
  static func transcoded(_ text: [UInt8], encoding: ImportEncoding?, isMarked: Bool)
    throws(ImportFailure) -> (text: [UInt8], misread: MisreadTextNote?)
  {
    guard let codePage = encoding?.codePage, !isMarked, UTF8Check.firstInvalidLine(text) != nil
    else { return (text, nil) }
    try refuseBinary(text)
    guard let utf8 = codePage.utf8(text) else {
      throw .undefinedInCodePage(
        codePage: codePage.name, line: codePage.firstUndefinedLine(text) ?? 1,
        likely: likely(text, besides: encoding))
    }
    guard let misread = MisreadText.firstWord(in: utf8) else { return (utf8, nil) }
    let note = MisreadTextNote(
      codePage: codePage.name, word: misread.word, line: misread.line,
      likely: likely(text, besides: encoding))
    return (utf8, note)
  }

  /// The code page of `ImportEncoding.likelyOrder` (but `besides`) that reads the start of
  /// `text` with the fewest misread words (`MisreadText`), the first of equals; `nil` when
  /// none reads it, or each reads it as misread text.
  static func likely(_ text: [UInt8], besides: ImportEncoding? = nil) -> ImportEncoding? {
    let head = Array(text.prefix(1 << 20))
    var best: (encoding: ImportEncoding, misread: Int)?
    for encoding in ImportEncoding.likelyOrder where encoding != besides {
      guard let utf8 = encoding.codePage?.utf8(head) else { continue }
      let survey = MisreadText.survey(utf8)
      guard !survey.isMisread, survey.misread < best?.misread ?? .max else { continue }
      best = (encoding, survey.misread)
    }
    return best?.encoding
  }

  /// The text as UTF-8: as it is when it is UTF-8; Hacker's Diet Online's exports, written in
  /// Windows-1252, transcoded unless `--encoding utf-8` says otherwise; any other file with
  /// bytes that are not UTF-8 is refused with the line.
  static func utf8(_ bytes: [UInt8], encoding: ImportEncoding?) throws(ImportFailure) -> [UInt8] {
    guard let line = UTF8Check.firstInvalidLine(bytes) else { return bytes }
    let isHackersDiet =
      bytes.starts(with: Array("Epoch,".utf8))
      || bytes.prefix(4096).split(whereSeparator: { $0 == 0x0A || $0 == 0x0D }).contains {
        $0.starts(with: Array("StartTrend,".utf8))
      }
    if encoding == nil, isHackersDiet, let text = CodePage.windows1252.utf8(bytes) { return text }
    try refuseBinary(bytes)
    throw .invalidUTF8(line: line, likely: likely(bytes))
  }

  /// A database, a workbook or another binary file, refused for what it is.
  private static func refuseBinary(_ bytes: [UInt8]) throws(ImportFailure) {
    if bytes.starts(with: Array("SQLite format 3\0".utf8)) { throw .notText(database: true) }
    // An Excel 97–2003 workbook, even named .csv (Fitdays' export); a Word document is not.
    if OfficeCompoundFile.isCompoundFile(bytes) {
      throw OfficeCompoundFile.holdsWorkbook(bytes) ? .spreadsheet : .notText(database: false)
    }
    if bytes.prefix(512).contains(0) { throw .notText(database: false) }
  }
}
