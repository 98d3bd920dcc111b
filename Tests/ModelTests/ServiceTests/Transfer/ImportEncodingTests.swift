import DataSource
import Foundation
import Model
import TestSupport
import Testing

/// `--encoding`: a German Excel CSV saved in Windows-1252 ("CSV (Trennzeichen-getrennt)")
/// is refused as not UTF-8 without it, read exactly with it; a byte order mark or a byte the
/// code page leaves undefined refuses the file, as does a binary file, whatever the option.
struct ImportEncodingTests {
  /// `Datum;Gewicht;Größe;Notiz` with `Müde` and `€` in notes, as Excel writes it: ö is F6,
  /// ß DF, ü FC, € 80 (Microsoft's table, not Latin-1's control code).
  static let excelGerman: [UInt8] =
    Array("Datum;Gewicht (kg);Gr".utf8) + [0xF6, 0xDF]
    + Array("e;Notiz\r\n01.11.2026;70,5;175;M".utf8)
    + [0xFC] + Array("de\r\n02.11.2026;70,1;175;5 ".utf8) + [0x80] + Array(" Wette\r\n".utf8)

  static func utf16LittleEndianWithMark(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    return bytes
  }

  static func options(_ encoding: ImportEncoding?) -> ImportOptions {
    var options = ImportOptions(encoding: encoding)
    options.profileUnits = .metric
    return options
  }

  @Test func read_excelWindows1252_withoutEncoding_refusedAtItsLine() {
    #expect(throws: ImportFailure.invalidUTF8(line: 1, likely: .windows1252)) {
      try ImportReader(options: Self.options(nil)).read(Self.excelGerman)
    }
    #expect(throws: ImportFailure.invalidUTF8(line: 1, likely: .windows1252)) {
      try ImportReader(options: Self.options(.utf8)).read(Self.excelGerman)
    }
  }

  @Test func read_excelWindows1252_withEncoding_notesExact() throws {
    let batch = try ImportReader(options: Self.options(.windows1252)).read(Self.excelGerman)
    let entries = batch.profiles[0].entries
    #expect(entries.map(\.date.description) == ["2026-11-01", "2026-11-02"])
    #expect(entries.map(\.kilograms) == [70.5, 70.1])
    #expect(entries.map(\.note) == ["Müde", "5 € Wette"])
  }

  /// Names `--encoding` takes, in any case; Latin-1 is read as Windows-1252, as browsers do.
  @Test(arguments: [
    ("utf-8", ImportEncoding.utf8), ("UTF-8", .utf8), ("windows-1252", .windows1252),
    ("CP1252", .windows1252), ("latin1", .windows1252), ("ISO-8859-1", .windows1252),
  ])
  func init_name_readsEachSpelling(name: String, expected: ImportEncoding) {
    #expect(ImportEncoding(name: name) == expected)
  }

  @Test func init_unknownName_isNil() {
    #expect(ImportEncoding(name: "utf-16") == nil)
    #expect(ImportEncoding(name: "") == nil)
  }

  /// A file that is Unicode (a byte order mark, UTF-16's too, or well-formed UTF-8 with a
  /// letter beyond ASCII: a Google Sheets download) is read as such under any code page, so
  /// one `--encoding` serves a folder of Excel's and Sheets' files.
  @Test(arguments: [
    CSVCodec.byteOrderMark + Array("Date,Weight (kg),Note\n2026-11-01,70,Größe\n".utf8),
    Array("Date,Weight (kg),Note\n2026-11-01,70,Größe\n".utf8),
    utf16LittleEndianWithMark("Date,Weight (kg),Note\n2026-11-01,70,Größe\n"),
  ])
  func read_codePage_unicodeFile_readAsUnicode(bytes: [UInt8]) throws {
    for encoding in [ImportEncoding.windows1252, .windows1250, .windows1251] {
      let batch = try ImportReader(options: Self.options(encoding)).read(bytes)
      #expect(batch.profiles[0].entries.map(\.note) == ["Größe"])
    }
  }

  /// Lines end at LF, CRLF or a lone CR (Excel for Mac's CSV) in the line an encoding error
  /// names, as the rows are counted.
  @Test func read_crOnlyLines_encodingErrorsNameTheRowsLine() {
    let rows = "Date;Weight (kg);Note\r2026-01-01;70;ok\r2026-01-02;70;M"
    let bytes = Array(rows.utf8) + [0xFC] + Array("de\r".utf8)
    #expect(throws: ImportFailure.invalidUTF8(line: 3, likely: .windows1252)) {
      try ImportReader(options: Self.options(nil)).read(bytes)
    }
    #expect(
      throws: ImportFailure.undefinedInCodePage(
        codePage: "Windows-1252", line: 3, likely: .macintosh)
    ) {
      try ImportReader(options: Self.options(.windows1252)).read(Array(rows.utf8) + [0x81, 0x0D])
    }
    #expect(TextLine.number(at: 5, in: Array("a\r\nb\rc\nd".utf8)) == 3)
  }

  @Test func read_windows1252_undefinedByte_refusedAtItsLine() {
    let bytes =
      Array("Date,Weight (kg),Note\n2026-11-01,70,ok\n2026-11-02,70,a".utf8) + [0x8D, 0x0A]
    #expect(
      throws: ImportFailure.undefinedInCodePage(
        codePage: "Windows-1252", line: 3, likely: .windows1250)
    ) {
      try ImportReader(options: Self.options(.windows1252)).read(bytes)
    }
  }

  /// Every byte reads as a Windows-1252 character: a database must still be refused as one.
  @Test func read_windows1252_database_refusedAsOne() {
    let bytes =
      Array("SQLite format 3\0".utf8) + [0x10, 0x00, 0x02, 0x02, 0xFF, 0x9F]
      + [UInt8](repeating: 0, count: 64)
    #expect(throws: ImportFailure.notText(database: true)) {
      try ImportReader(options: Self.options(.windows1252)).read(bytes)
    }
  }

  /// Hacker's Diet Online's export is recognised as Windows-1252 without the option, and read
  /// so with it; `--encoding utf-8` holds it to UTF-8.
  @Test func read_hackersDiet_followsTheOption() throws {
    let sample = TrackerSamples.hackersDietMonthPounds.bytes
    var options = TrackerSampleTests.options()
    for encoding in [nil, ImportEncoding.windows1252] {
      options.encoding = encoding
      let batch = try ImportReader(options: options).read(sample)
      #expect(batch.profiles[0].entries.compactMap(\.note) == ["Café"])
    }
    options.encoding = .utf8
    #expect(throws: ImportFailure.invalidUTF8(line: 7, likely: .windows1252)) {
      try ImportReader(options: options).read(sample)
    }
  }

  /// A Russian Excel CSV (`Дата;Вес, кг;Заметка` in Windows-1251) and a Polish one (`Data;Waga
  /// [kg];Notatka`, `łóżko` in Windows-1250): read exactly with their code page.
  @Test(arguments: [
    (
      ImportEncoding.windows1251,
      [
        0xC4, 0xE0, 0xF2, 0xE0, 0x3B, 0xC2, 0xE5, 0xF1, 0x2C, 0x20, 0xEA, 0xE3, 0x3B, 0xC7, 0xE0,
        0xEC,
        0xE5, 0xF2, 0xEA, 0xE0, 0x0A,
      ] + Array("15.01.2026;60,5;".utf8) + [0xD3, 0xF2, 0xF0, 0xEE, 0x0A]
        as [UInt8], "Утро"
    ),
    (
      .macintosh,
      Array("Datum;Gewicht (kg);Notiz\r15.01.2026;60,5;M".utf8) + [0x9F] + Array("de\r".utf8),
      "Müde"
    ),
    (
      .windows1250,
      Array("Data;Waga [kg];Notatka\n15.01.2026;60,5;".utf8) + [
        0xB3, 0xF3, 0xBF, 0x6B, 0x6F, 0x0A,
      ],
      "łóżko"
    ),
  ])
  func read_codePage_headerAndNoteExact(
    encoding: ImportEncoding, bytes: [UInt8], note: String
  ) throws {
    let batch = try ImportReader(options: Self.options(encoding)).read(bytes)
    let entries = batch.profiles[0].entries
    #expect(entries.map(\.kilograms) == [60.5])
    #expect(entries.map(\.note) == [note])
  }

  /// Each table against Foundation's own code pages, at every byte from 0x80: the same
  /// character, or undefined in both.
  @Test(arguments: [
    (CodePage.windows1250, String.Encoding.windowsCP1250),
    (.windows1251, .windowsCP1251), (.windows1252, .windowsCP1252),
  ])
  func codePage_everyByte_asFoundationReadsIt(codePage: CodePage, encoding: String.Encoding) {
    for byte in UInt8(0x80)...0xFF {
      let ours = codePage.utf8([byte]).map { String(decoding: $0, as: UTF8.self) }
      let theirs = String(bytes: [byte], encoding: encoding)
      if ours == nil || theirs == nil || theirs == "\u{FFFD}" {
        #expect(ours == nil, "0x\(String(byte, radix: 16)): \(String(describing: ours))")
        continue
      }
      #expect(ours == theirs, "0x\(String(byte, radix: 16))")
    }
  }

  /// Mac OS Roman by Apple's table (Foundation on Linux reads it otherwise): letters, the
  /// euro sign where the currency sign was, the Apple logo in the private use area.
  @Test(
    arguments: [
      (0x80, "Ä"), (0x8A, "ä"), (0x9F, "ü"), (0xA5, "•"), (0xA7, "ß"), (0xC7, "«"), (0xD0, "–"),
      (0xD5, "’"), (0xDB, "€"), (0xF0, "\u{F8FF}"), (0xFF, "ˇ"),
    ] as [(UInt8, String)])
  func macintosh_byte_asApplesTable(byte: UInt8, expected: String) {
    #expect(CodePage.macintosh.utf8([byte]) == Array(expected.utf8))
  }

  /// A Russian file read through a Western code page is read, with a note naming the
  /// first word no language writes and the code page that reads it as text; one whose
  /// header it garbles is refused for the header with that note; without `--encoding` the
  /// file is refused with that code page named.
  @Test func read_russianFile_wrongCodePageNotedAndTheRightOneNamed() throws {
    let notes = "Date;Weight (kg);Note\r\n15.01.2026;70,5;Устал после работы\r\n"
    let noted = try ImportReader(options: Self.options(.windows1252)).read(
      MisreadTextBytes.encoded(notes, in: .windows1251))
    #expect(
      noted.misreadText
        == MisreadTextNote(
          codePage: "Windows-1252", word: "Óñòàë", line: 2, likely: .windows1251))
    let header = MisreadTextBytes.encoded(
      "Дата;Вес, кг;Заметка\r\n15.01.2026;70,5;Устал\r\n", in: .windows1251)
    #expect {
      try ImportReader(options: Self.options(.windows1252)).read(header)
    } throws: { error in
      guard case .misread(let note, .missingColumn) = error as? ImportFailure else { return false }
      return note.word == "Äàòà" && note.likely == .windows1251
    }
    #expect(throws: ImportFailure.invalidUTF8(line: 1, likely: .windows1251)) {
      try ImportReader(options: Self.options(nil)).read(header)
    }
    let batch = try ImportReader(options: Self.options(.windows1251)).read(header)
    #expect(batch.profiles[0].entries.map(\.note) == ["Устал"])
    #expect(batch.misreadText == nil)
  }

  @Test func firstUndefinedLine_countsLineFeeds() {
    #expect(CodePage.windows1252.firstUndefinedLine(Array("a\nb\n".utf8) + [0x90]) == 3)
    #expect(CodePage.windows1252.firstUndefinedLine([0x80, 0xFF, 0x0A]) == nil)
    #expect(CodePage.windows1251.firstUndefinedLine([0x0A, 0x98]) == 2)
  }
}
