import Foundation
import TestSupport
import Testing

// How an import reads a file's text: bytes that are not UTF-8 in an Apple Health export,
// a spreadsheet's UTF-16, dates that read either way.
extension ImportFormatCommandTests {
  /// An Apple Health export with a byte that is not UTF-8 (in a record nobody reads) is
  /// refused at its line and column with exit 65, and the store is left as it was.
  @Test func import_appleHealthBytesNotUTF8_refusedAtLineAndColumn() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let before = session.directory.bytes(of: "store.json")
    let export =
      Array(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"en_US\">\n <Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"Jos"
          .utf8)
      + [0xE9] + Array("\" unit=\"count\" value=\"3\"/>\n</HealthData>\n".utf8)
    try session.directory.write(bytes: export, to: "export.xml")
    let sut = await session.run([
      "import", session.directory.file("export.xml"), "--profile", "ann",
    ])
    #expect(sut.status == 65)
    #expect(
      sut.stderr.hasSuffix(
        "export.xml: line 3, column 66: bytes that are not UTF-8, as Apple Health writes its exports; export again, or save the file as UTF-8; it was read as Apple Health XML; nothing was imported\n"
      ), "\(sut.stderr)")
    #expect(session.directory.bytes(of: "store.json") == before)
  }
}

extension ImportFormatCommandTests {
  /// Dates that read either way go in the order the weights point to, and the summary says
  /// which, why, and how to read them the other way.
  @Test(arguments: [
    (
      "Date;Poids (kg)\n04/03/2025;61,3\n05/03/2025;61,1\n", "2025-03-04",
      "Dates such as 04/03/2025 read either way: they were read day first, as DD/MM/YYYY, as the days between its rows show (if they are month first: import it with --date-format MM/DD/YYYY).\n"
    ),
    (
      "Date,Weight (lb)\n04/03/2025,135.2\n", "2025-04-03",
      "Dates such as 04/03/2025 read either way: they were read month first, as MM/DD/YYYY, as a file of weights in pounds usually does (if they are day first: import it with --date-format DD/MM/YYYY).\n"
    ),
  ])
  func import_datesThatReadEitherWay_saysHowTheyWereRead(
    input: String, first: String, note: String
  ) async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["import", "-", "--dry-run"], stdin: input)
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stderr.hasSuffix(note), "\(sut.stderr)")
    #expect(sut.stdout.contains("\n" + "add     ann      " + first), "\(sut.stdout)")
  }
}

extension ImportFormatCommandTests {
  /// Excel's "Unicode text": UTF-16 little-endian with its mark, tab-separated, CRLF.
  @Test func import_spreadsheetUnicodeText_readAsUTF8() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let text = "Datum\tGewicht (kg)\tNotiz\r\n11.01.2026\t61,3\taprès\r\n"
    let utf16: [UInt8] =
      [0xFF, 0xFE]
      + text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    try session.directory.write(bytes: utf16, to: "unicode.txt")
    let sut = await session.run(["import", session.directory.file("unicode.txt")])
    #expect(sut.status == 0, "\(sut.stderr)")
    let history = await session.run(["history", "--format", "csv"])
    #expect(history.stdout.contains("2026-01-11,61.30"), "\(history.stdout)")
    #expect(history.stdout.contains("après"))

    try session.directory.write(bytes: Array(utf16.dropFirst(2)), to: "unmarked.txt")
    let before = session.directory.bytes(of: "store.json")
    let unmarked = await session.run(["import", session.directory.file("unmarked.txt")])
    #expect(unmarked.status == 65)
    #expect(unmarked.stderr.contains("is UTF-16 without a byte order mark"), "\(unmarked.stderr)")
    #expect(session.directory.bytes(of: "store.json") == before)

    // UTF-32 starts as UTF-16 does (FF FE, then 00 00): refused for what it is, not read as
    // UTF-16 into columns of NULs.
    let utf32 =
      [0xFF, 0xFE, 0, 0]
      + text.unicodeScalars.flatMap { scalar -> [UInt8] in
        (0..<4).map { UInt8((scalar.value >> (8 * $0)) & 0xFF) }
      }
    try session.directory.write(bytes: utf32, to: "utf32.txt")
    let wide = await session.run(["import", session.directory.file("utf32.txt")])
    #expect(wide.status == 65)
    #expect(wide.stderr.contains("is UTF-32 text, which bmi does not read"), "\(wide.stderr)")
    #expect(session.directory.bytes(of: "store.json") == before)
  }
}

extension ImportFormatCommandTests {
  /// Bare pounds read in a metric profile's kilograms look like slips: the refusal says the
  /// weights were read in the profile's units and how to read them in the others.
  @Test func import_barePoundsInAMetricProfile_refusalNamesTheUnits() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(
      ["import", "-"], stdin: "Date,Weight\n2026-01-13,134.2\n2026-01-15,133.9\n")
    #expect(sut.status == 65)
    #expect(
      sut.stderr.contains(
        "\nThe file names no unit: its weights were read in kg, the profile's units (if they are pounds: import it with --units imperial).\nbmi: import refused: 2 implausible rows"
      ), "\(sut.stderr)")
    let imperial = await session.run(
      ["import", "-", "--units", "imperial"],
      stdin: "Date,Weight\n2026-01-13,134.2\n2026-01-15,133.9\n")
    #expect(imperial.status == 0, "\(imperial.stderr)")
  }
}

extension ImportFormatCommandTests {
  /// A date that does not match the --date-format given says so, not to give one; a month
  /// name reads with MMM.
  @Test func import_dateNotMatchingTheFormat_saysWhichFormat() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let input = "Start,Finish,Body Mass (kg)\n13/Jan/2026 8:00:00,13/Jan/2026 8:00:01,60.5\n"
    let sut = await session.run(
      ["import", "-", "--date-column", "Start", "--date-format", "DD/MM/YYYY"], stdin: input)
    #expect(sut.status == 65)
    #expect(
      sut.stderr
        == "bmi: standard input: line 2, column 1 (Start): '13/Jan/2026 8:00:00' does not match --date-format 'DD/MM/YYYY' (YYYY, YY, MM, M, MMM, DD, D and the separators between them); nothing was imported\n"
    )
    let named = await session.run(
      ["import", "-", "--date-column", "Start", "--date-format", "DD/MMM/YYYY", "--dry-run"],
      stdin: input)
    #expect(named.status == 0, "\(named.stderr)")
    #expect(named.stdout.contains("2026-01-13  60.50 kg"))
  }
}

extension ImportFormatCommandTests {
  /// A dry run's plan shows weights and waists as the profile does: pounds and inches for an
  /// imperial one. TrendWeight's interpolated days are counted, not planned.
  @Test func import_dryRunForAnImperialProfile_planInPounds() async throws {
    let session = try TrackingSession()
    await session.given([["profile", "save", "cy", "--height", "69in", "--units", "imperial"]])
    let sut = await session.run(
      ["import", "-", "--dry-run"],
      stdin:
        "Date,Actual Weight,Weight Is Interpolated,Trend Weight\n2026-01-10,180.4,No,181.0\n2026-01-11,180.1,Yes,180.9\n2026-01-12,179.8,No,180.8\n"
    )
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(
      sut.stdout == """
        CHANGE  PROFILE  DATE        WEIGHT
        add     cy       2026-01-10  180.40 lb
        add     cy       2026-01-12  179.80 lb

        """)
    #expect(sut.stderr.contains("1 row skipped: 1 interpolated, not weighed (line 3)"))
  }

  /// Lose It!'s deleted readings are counted by why; a workout log is refused (65) by name.
  @Test func import_deletedRowsCountedAndWorkoutLogRefused() async throws {
    let session = try TrackingSession()
    await session.given([["profile", "save", "cy", "--height", "69in", "--units", "imperial"]])
    let sut = await session.run(
      ["import", "-", "--dry-run"],
      stdin:
        "Date,Weight,Last Updated,Deleted\n01/02/2026,180.4,2026-01-02T07:21:13+0100,false\n01/03/2026,197.9,2026-01-03T07:00:00+0100,true\n"
    )
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stderr.contains("1 row skipped: 1 deleted in the app (line 3)"), "\(sut.stderr)")
    let workout = await session.run(
      ["import", "-"],
      stdin:
        "Date,Exercise,Category,Weight,Weight Unit,Reps\n2026-03-01,Barbell Squat,Legs,100.0,kgs,5\n"
    )
    #expect(workout.status == 65)
    #expect(
      workout.stderr
        == "bmi: standard input is a workout log (its 'Exercise' column): its weights are the loads lifted, not body weight; export the app's body-weight log instead, or name the column with --weight-column if it really is body weight; nothing was imported\n"
    )
  }
}

extension ImportFormatCommandTests {
  /// A file of a trend alone (MacroFactor's Weight Trend sheet) has no weigh-ins, and the
  /// refusal says so rather than invite --weight-column for the trend.
  @Test func import_trendWeightAlone_refusedAsAnotherFigure() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(
      ["import", "-"], stdin: "Date,Trend Weight (kg)\n1/13/2026,60.61\n")
    #expect(sut.status == 65)
    #expect(
      sut.stderr
        == "bmi: standard input: no weight column among 'Date', 'Trend Weight (kg)': 'Trend Weight (kg)' is another figure (a trend, a target, a change), not weigh-ins; if a column does hold readings, name it with --weight-column NAME; nothing was imported\n"
    )
  }
}

extension ImportFormatCommandTests {
  /// A German Excel CSV in Windows-1252: refused (65) with the way through named, read with
  /// `--encoding cp1252`; an unknown encoding is a usage error (64) and writes nothing.
  @Test func import_excelWindows1252_needsEncoding() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let csv =
      Array("Datum;Gewicht (kg);Notiz\r\n15.01.2026;60,5;M".utf8) + [0xFC]
      + Array("de\r\n".utf8)
    try session.directory.write(bytes: csv, to: "gewicht.csv")
    let before = session.directory.bytes(of: "store.json")
    let refused = await session.run(["import", session.directory.file("gewicht.csv")])
    #expect(refused.status == 65)
    #expect(
      refused.stderr.contains(
        "line 2 has bytes that are not UTF-8; it is most likely Windows-1252, as Excel's CSV in Western Europe and the Americas (or windows-1250 if its text is Central European, such as Czech): import it with --encoding windows-1252, or save the file as UTF-8 and import it again; nothing was imported"
      ), "\(refused.stderr)")
    let unknown = await session.run([
      "import", session.directory.file("gewicht.csv"), "--encoding", "ebcdic",
    ])
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains("invalid value 'ebcdic' for '--encoding'"), "\(unknown.stderr)")
    #expect(session.directory.bytes(of: "store.json") == before)

    let sut = await session.run([
      "import", session.directory.file("gewicht.csv"), "--encoding", "CP1252",
    ])
    #expect(sut.status == 0, "\(sut.stderr)")
    let history = await session.run(["history", "--format", "csv"])
    #expect(history.stdout.contains("2026-01-15,60.50"), "\(history.stdout)")
    #expect(history.stdout.contains("Müde"), "\(history.stdout)")
  }
}

extension ImportFormatCommandTests {
  /// A Russian file read through Windows-1252 is imported with a note naming a word no
  /// language writes and the likely code page (never a refusal: real words can look so); one
  /// whose header the code page garbles is refused for its header, the code page named.
  @Test func import_russianFileThroughWesternCodePage_notedWithTheLikelyOne() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let notes = "Date;Weight (kg);Note\r\n15.01.2026;60,5;Устал после работы\r\n"
    try session.directory.write(
      bytes: MisreadTextBytes.encoded(notes, in: .windows1251), to: "notes.csv")
    let sut = await session.run([
      "import", session.directory.file("notes.csv"), "--encoding", "cp1252",
    ])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(
      sut.stderr.contains(
        "Its text, read as Windows-1252, line 2 has 'Óñòàë', and many of the file's words are as odd: if its text looks wrong, bmi undo, then import it with --encoding windows-1251, the most likely.\n"
      ), "\(sut.stderr)")

    let header = "Дата;Вес, кг;Рост;Заметка\r\n15.01.2026;60,5;165;Устал\r\n"
    try session.directory.write(
      bytes: MisreadTextBytes.encoded(header, in: .windows1251), to: "header.csv")
    let refused = await session.run([
      "import", session.directory.file("header.csv"), "--encoding", "cp1252",
    ])
    #expect(refused.status == 65)
    #expect(
      refused.stderr.hasSuffix(
        "; read as Windows-1252, line 1 has 'Äàòà', and many of the file's words are as odd: if its text looks wrong, import it with --encoding windows-1251, the most likely\n"
      ), "\(refused.stderr)")

    // In a folder it is refused too, never counted as a file without weigh-ins: in its
    // code page its header names them.
    try FileManager.default.createDirectory(
      atPath: session.directory.file("sheets"), withIntermediateDirectories: false)
    try session.directory.write(
      bytes: MisreadTextBytes.encoded(header, in: .windows1251), to: "sheets/ru.csv")
    try session.directory.write(
      bytes: Array("Date,Weight (kg)\n2026-01-16,60.4\n".utf8), to: "sheets/en.csv")
    let before = session.directory.bytes(of: "store.json")
    let folder = await session.run([
      "import", session.directory.file("sheets"), "--encoding", "cp1252",
    ])
    #expect(folder.status == 65)
    #expect(folder.stderr.contains("--encoding windows-1251"), "\(folder.stderr)")
    #expect(session.directory.bytes(of: "store.json") == before)
  }
}
