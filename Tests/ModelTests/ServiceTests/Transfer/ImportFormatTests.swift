import DataSource
import Model
import Testing

/// Each tracker's file, shaped as the app documents it, reads into the same weigh-ins.
struct ImportFormatTests {
  static let first = LocalDate(year: 2026, month: 11, day: 21)
  static let second = LocalDate(year: 2026, month: 11, day: 22)

  static func read(_ text: String, _ options: ImportOptions = ImportOptions()) throws(ImportFailure)
    -> ImportBatch
  {
    try ImportReader(options: options).read(Array(text.utf8))
  }

  @Test(arguments: [
    ("withings", ImportFixtures.withings, ImportOptions(), [79.6, 79.4]),
    ("renpho", ImportFixtures.renpho, ImportOptions(), [79.6, 79.4]),
    ("libra", ImportFixtures.libra, ImportOptions(), [79.6, 79.4]),
    ("european", ImportFixtures.european, ImportOptions(), [79.6, 79.4]),
    ("epoch", ImportFixtures.epoch, ImportOptions(), [79.6, 79.4]),
    // Garmin writes newest first: the day's last reading by its time is 9:15 PM's.
    ("garmin", ImportFixtures.garmin, ImportOptions(), [80.1, 79.4]),
    (
      "hackers diet", ImportFixtures.hackersDiet, ImportOptions(profileUnits: .imperial),
      [79.605, 79.379]
    ),
    ("fitbit", ImportFixtures.fitbit, ImportOptions(units: .imperial), [79.56, 79.379]),
    ("apple health", ImportFixtures.appleHealth, ImportOptions(), [80.2, 79.379]),
  ])
  func read_eachApp_givesTheWeighIns(
    app: String, text: String, options: ImportOptions, kilograms: [Double]
  ) throws {
    let sut = try Self.read(text, options)
    #expect(sut.format.isTracker, "\(app)")
    #expect(sut.profiles.count == 1)
    #expect(sut.profiles[0].entries.map(\.date) == [Self.first, Self.second], "\(app)")
    #expect(sut.profiles[0].entries.map(\.kilograms) == kilograms, "\(app)")
    #expect(sut.skippedRows == 0, "\(app)")
  }

  @Test func read_googleFit_skipsDaysWithoutAWeight() throws {
    let sut = try Self.read(ImportFixtures.googleFit)
    #expect(sut.profiles[0].entries == [WeightEntry(date: Self.first, kilograms: 79.6)])
    #expect(sut.skippedRows == 1)
  }

  @Test func read_appleHealth_takesWaistAndOffersTheLatestHeight() throws {
    let sut = try Self.read(ImportFixtures.appleHealth)
    #expect(sut.format == .appleHealth)
    #expect(sut.profiles[0].entries[0].waistCentimetres == 83.82)
    #expect(sut.heightCentimetres == 176.78)
    #expect(sut.heightDate == LocalDate(year: 2026, month: 6, day: 1))
    // 2026-11-21 has two weights (one repeats) and a waist (kept beside the weight).
    #expect(sut.repeatedDates == 1)
  }

  @Test(arguments: [
    (PerDayRule.last, 80.2), (.first, 79.6), (.min, 79.6), (.mean, 79.9),
  ])
  func read_severalReadingsOnADay_keepOneByThePerDayRule(rule: PerDayRule, kilograms: Double)
    throws
  {
    let sut = try Self.read(ImportFixtures.appleHealth, ImportOptions(perDay: rule))
    #expect(sut.profiles[0].entries[0].kilograms == kilograms)
  }

  /// A body mass record bmi cannot read refuses the file rather than losing the weigh-in.
  @Test(arguments: [
    ("value=\"79.6\"", "value=\"79,6\"", "79,6", "kg"),
    (
      "unit=\"kg\" creationDate=\"2026-11-21 07:02", "unit=\"oz\" creationDate=\"2026-11-21 07:02",
      "79.6", "oz"
    ),
  ])
  func read_appleHealthRecordItCannotRead_refusesTheFile(
    original: String, replacement: String, value: String, unit: String
  ) {
    let text = ImportFixtures.appleHealth.replacing(original, with: replacement)
    #expect(text != ImportFixtures.appleHealth)
    #expect(
      throws: ImportFailure.appleHealthRecord(
        type: "BodyMass", date: "2026-11-21 07:02:14 +0100", value: value, unit: unit)
    ) { try Self.read(text) }
  }

  @Test func read_namedColumnsAndDateFormat_readAnyCSV() throws {
    let text = "Tag;Kilos;Bauch;Notes\n21/11/2026;79,6;85,5;a\n05/12/2026;79,4;;\n"
    let sut = try Self.read(
      text,
      ImportOptions(
        dateColumn: "Tag", weightColumn: "KILOS", waistColumn: "bauch", dateFormat: "DD/MM/YYYY"))
    #expect(
      sut.profiles[0].entries == [
        WeightEntry(date: Self.first, kilograms: 79.6, waistCentimetres: 85.5, note: "a"),
        WeightEntry(date: LocalDate(year: 2026, month: 12, day: 5), kilograms: 79.4),
      ])
  }

  @Test(arguments: [
    ("DD/MM/YYYY", "05/12/2026", LocalDate(year: 2026, month: 12, day: 5)),
    ("MM/DD/YY", "12/05/26", LocalDate(year: 2026, month: 12, day: 5)),
    ("%d.%m.%Y", "5.12.2026", LocalDate(year: 2026, month: 12, day: 5)),
    ("YYYYMMDD", "20261205", LocalDate(year: 2026, month: 12, day: 5)),
    ("epoch-ms", "1795240934000", LocalDate(year: 2026, month: 11, day: 21)),
  ])
  func read_dateFormat_readsThatForm(format: String, text: String, date: LocalDate) throws {
    let sut = try Self.read("date,weight_kg\n\(text),70\n", ImportOptions(dateFormat: format))
    #expect(sut.profiles[0].entries.map(\.date) == [date])
  }

  @Test func read_commentLinesBeforeAPlainHeader_areSkipped() throws {
    let sut = try Self.read("# exported by a scale\n#\nDate,Weight (kg)\n2026-11-21,79.6\n")
    #expect(sut.profiles[0].entries == [WeightEntry(date: Self.first, kilograms: 79.6)])
  }

  @Test func read_storeDocumentOnOneLine_isNotTakenForNDJSON() throws {
    let text = "{\"schema_version\": 2, \"default_profile\": null, \"profiles\": []}\n"
    #expect(try Self.read(text).format == .json)
  }

  @Test(arguments: [
    "2026-11-21", "2026-11-21T07:02:14+01:00", "2026/11/21 07:02", "21.11.2026",
    "\"11/21/2026, 7:02:14 AM\"", "11/21/26", "\"Nov 21, 2026\"", "21 Nov 2026", "1795240934",
    "1795240934000", "\"Sat, 21 Nov 2026 07:02:14 +0000\"", "\"Saturday, November 21, 2026\"",
    "20261121", "20261121 07:02", "21-Nov-2026", "21-nov-2026 07:02", "20261121T070214",
    "20261121T0702Z", "21/Nov/2026 07:02:14", "21-Nov-26", "21-Nov-2026 00:00", "21 Nov 26",
    // Month names in the apps' other languages, after a weekday in them too.
    "\"21 nov. 2026\"", "\"sam. 21 nov. 2026\"", "21. Nov. 2026", "\"Sa., 21. Nov. 2026\"",
  ])
  func read_dateWithoutFormat_isRecognised(text: String) throws {
    let sut = try Self.read("date,weight_kg\n\(text),70\n")
    #expect(sut.profiles[0].entries.map(\.date) == [Self.first])
  }

  /// `--date-format` writes a month name as MMM or %b (English, short or full).
  @Test(arguments: [
    ("DD/MMM/YYYY", "21/Nov/2026 8:00:00"), ("%d %b %Y", "21 November 2026"),
    ("MMM DD YYYY", "nov 21 2026"), ("MMMM D, YYYY", "\"November 21, 2026\""),
  ])
  func read_dateFormatWithAMonthName_isRecognised(format: String, text: String) throws {
    let sut = try Self.read("date,weight_kg\n\(text),70\n", ImportOptions(dateFormat: format))
    #expect(sut.profiles[0].entries.map(\.date) == [Self.first])
  }

  @Test func read_slashDatesWithADayOver12_areDayFirstThroughoutTheFile() throws {
    let sut = try Self.read("date,weight_kg\n21/11/2026,70\n05/12/2026,71\n")
    #expect(
      sut.profiles[0].entries.map(\.date) == [Self.first, LocalDate(year: 2026, month: 12, day: 5)])
  }

  @Test(arguments: [
    ("Height (m)", "1.78", 178.0), ("height", "1.78", 178.0), ("height_cm", "178", 178.0),
    ("Height (in)", "70", 177.8),
  ])
  func read_heightColumn_offersTheLatestHeight(name: String, text: String, centimetres: Double)
    throws
  {
    let sut = try Self.read(
      "date,weight_kg,\(name)\n2026-11-22,79.4,\(text)\n2026-11-21,79.6,1.60\n")
    #expect(sut.heightCentimetres == centimetres)
    #expect(sut.heightDate == Self.second)
  }

  /// A bare weight under a stone header is stones (1 st = 14 lb), in every spelling of the
  /// header the other units have; a weight written with its own unit keeps it.
  @Test(arguments: [
    "Weight (st)", "Weight (stone)", "Weight(st)", "weight_st", "Weight [st]", "Gewicht (stones)",
  ])
  func read_stoneHeader_bareWeightsAreStones(header: String) throws {
    let sut = try Self.read("Date,\(header)\n2026-11-21,13.2\n2026-11-22,13 st 2 lb\n")
    #expect(
      sut.profiles[0].entries.map { FixedDecimal($0.kilograms ?? 0, places: 3).description }
        == ["83.824", "83.461"])
  }

  /// Grams by the header (scales and apps that write whole grams), in its spellings and in
  /// camel case; kilograms in camel case too.
  @Test(arguments: [
    ("Weight (g)", "70500"), ("weight_grams", "70500"), ("weightInGrams", "70500"),
    ("WeightGrams", "70500"), ("WeightKg", "70.5"), ("bodyWeightKG", "70.5"),
    ("Weight", "70500 g"),
  ])
  func read_gramsOrCamelCaseHeader_weightInKilograms(header: String, cell: String) throws {
    let sut = try Self.read("Date,\(header)\n2026-11-21,\(cell)\n")
    #expect(sut.profiles[0].entries.map(\.kilograms) == [70.5])
  }

  /// A decimal comma is a comma between digits; one after a unit parts it from the next.
  @Test(arguments: [("\"13 st, 1 lb\"", 83.007), ("\"79,6\"", 79.6), ("\"13 st 1,5 lb\"", 83.234)])
  func read_commasInAWeight_decimalOrBetweenUnits(cell: String, kilograms: Double) throws {
    let sut = try Self.read("Date,Weight\n2026-11-21,\(cell)\n", ImportOptions(units: .metric))
    #expect(sut.profiles[0].entries.map(\.kilograms) == [kilograms])
  }

  @Test func read_tabsAndPoundsInTheHeader_readTSV() throws {
    let sut = try Self.read("date\tweight (lb)\n2026-11-21\t175\n")
    #expect(sut.profiles[0].entries.map(\.kilograms) == [79.379])
  }

  @Test(arguments: [
    ("apple-health", ImportSource.appleHealth), ("fitbit", .fitbit), ("libra", .libra),
    ("csv", .csv),
  ])
  func from_name_namesTheSource(name: String, source: ImportSource) {
    #expect(ImportSource(rawValue: name) == source)
  }

  @Test(arguments: [
    ("<?xml version=\"1.0\"?><Other/>", ImportFailure.notAppleHealth),
    // Without a BMI beside the weight, nothing in the file gives its unit away.
    ("[{\"weight\": 70, \"date\": \"11/21/26\"}]", .fitbitNeedsUnits),
    (
      "[{\"weight\": 70, \"date\": \"someday\"}]",
      .fitbit(index: 1, field: "date", value: "someday")
    ),
    ("Tag,Kilos\n2026-01-01,70\n", .missingColumn(wanted: "date", header: ["Tag", "Kilos"])),
    ("{\"a\": 1}\n{\"a\": 2}\n", .notExportNDJSON(keys: ["a"])),
  ])
  func read_badFile_failsWithAnErrorForItsKind(text: String, failure: ImportFailure) {
    #expect(throws: failure) { try Self.read(text) }
  }

  @Test func read_namedColumnMissing_namesTheColumnsSeen() {
    #expect(
      throws: ImportFailure.namedColumnMissing(
        wanted: "weight", named: "Kilos", header: ["date", "kg"])
    ) {
      try Self.read("date,kg\n2026-01-01,70\n", ImportOptions(weightColumn: "Kilos"))
    }
  }

  /// Excel's first line `sep=;` (after a byte order mark, quoted or not) names the
  /// delimiter and is no row: the header is under it, and a bad row's line counts it.
  @Test(arguments: ["sep=;\r\n", "\u{FEFF}\"sep=;\"\r\n", "SEP=;\n"])
  func read_excelSeparatorLine_takesItsDelimiterAndIsNoRow(first: String) throws {
    let sut = try Self.read(first + "Datum;Gewicht (kg)\r\n21.11.2026;79,6\r\n22.11.2026;79,4\r\n")
    #expect(sut.profiles[0].entries.map(\.date) == [Self.first, Self.second])
    #expect(sut.profiles[0].entries.map(\.kilograms) == [79.6, 79.4])
    #expect(sut.skippedRows == 0)
    do {
      _ = try Self.read(first + "Datum;Gewicht (kg)\n21.11.2026;79,6\n22.11.2026;viel\n")
      Issue.record("a bad weight was read")
    } catch {
      guard case .row(let line, let column, _, _) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(line == 4)
      #expect(column == 2)
    }
  }
}
