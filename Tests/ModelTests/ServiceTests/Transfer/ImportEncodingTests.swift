import DataSource
import Model
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

  static func options(_ encoding: ImportEncoding?) -> ImportOptions {
    var options = ImportOptions(encoding: encoding)
    options.profileUnits = .metric
    return options
  }

  @Test func read_excelWindows1252_withoutEncoding_refusedAtItsLine() {
    #expect(throws: ImportFailure.invalidUTF8(line: 1)) {
      try ImportReader(options: Self.options(nil)).read(Self.excelGerman)
    }
    #expect(throws: ImportFailure.invalidUTF8(line: 1)) {
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

  @Test(arguments: [
    (CSVCodec.byteOrderMark + Array("Date,Weight (kg)\n2026-11-01,70\n".utf8), "UTF-8"),
    ([0xFF, 0xFE] + Array("D\0,\0".utf8), "UTF-16"),
  ])
  func read_windows1252_fileWithByteOrderMark_refused(bytes: [UInt8], named: String) {
    #expect(throws: ImportFailure.byteOrderMark(of: named)) {
      try ImportReader(options: Self.options(.windows1252)).read(bytes)
    }
  }

  @Test func read_windows1252_undefinedByte_refusedAtItsLine() {
    let bytes =
      Array("Date,Weight (kg),Note\n2026-11-01,70,ok\n2026-11-02,70,a".utf8) + [0x8D, 0x0A]
    #expect(throws: ImportFailure.notWindows1252(line: 3)) {
      try ImportReader(options: Self.options(.windows1252)).read(bytes)
    }
  }

  /// Every byte reads as a Windows-1252 character: a database must still be refused as one.
  @Test func read_windows1252_database_refusedAsOne() {
    let bytes = Array("SQLite format 3\0".utf8) + [UInt8](repeating: 0x41, count: 64)
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
    #expect(throws: ImportFailure.invalidUTF8(line: 7)) {
      try ImportReader(options: options).read(sample)
    }
  }

  @Test func firstUndefinedLine_countsLineFeeds() {
    #expect(Windows1252.firstUndefinedLine(Array("a\nb\n".utf8) + [0x90]) == 3)
    #expect(Windows1252.firstUndefinedLine([0x80, 0xFF, 0x0A]) == nil)
  }
}
