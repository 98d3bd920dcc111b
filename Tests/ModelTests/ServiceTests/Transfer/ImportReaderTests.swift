import DataSource
import Model
import Testing

struct ImportReaderTests {
  static func day(_ day: Int) -> LocalDate { LocalDate(year: 2026, month: 1, day: day) }

  static func read(_ text: String, units: UnitSystem? = nil) throws(ImportFailure) -> ImportBatch {
    try ImportReader(units: units).read(Array(text.utf8))
  }

  @Test(arguments: [
    ("Date,Weight (kg)\n2026-01-02,70.5\n2026-01-01,71\n", nil as UnitSystem?, [71.0, 70.5]),
    ("date;weight_lbs;fat\n2026-01-01 07:30;154;20\n2026-01-02;150;\n", nil, [69.853, 68.039]),
    (
      "Timestamp,Body Weight\n2026-01-01T07:00:00Z,154\n2026-01-02T07:00:00Z,70kg\n", .imperial,
      [69.853, 70]
    ),
    ("day,weight\n2026/01/01,11st 2lb\n2026.01.02,70.2 kg\n", nil, [70.76, 70.2]),
  ])
  func read_trackerCSV_findsColumnsAndUnits(text: String, units: UnitSystem?, kilograms: [Double])
    throws
  {
    let sut = try Self.read(text, units: units)
    #expect(sut.format == .trackerCSV)
    #expect(sut.profiles.count == 1)
    #expect(sut.profiles[0].name == nil)
    #expect(sut.profiles[0].entries.map(\.date) == [Self.day(1), Self.day(2)])
    #expect(sut.profiles[0].entries.map(\.kilograms) == kilograms)
  }

  @Test func read_trackerCSVRepeatsAndBlanks_keepsLaterAndCountsSkipped() throws {
    let sut = try Self.read(
      "Date,Weight (kg),Notes\n2026-01-01,70,am\n2026-01-02,,\n2026-01-01,69.5,pm\n")
    #expect(
      sut.profiles[0].entries == [WeightEntry(date: Self.day(1), kilograms: 69.5, note: "pm")])
    #expect(sut.repeatedDates == 1)
    #expect(sut.skippedRows == 1)
  }

  @Test(arguments: [
    (
      "Date,Weight\n2026-01-01,70\n",
      ImportFailure.row(line: 2, column: 2, name: "Weight", .weightNeedsUnit("70"))
    ),
    (
      "Date,Weight (kg)\n2026-01-01,70\n2026-13-01,71\n",
      .row(line: 3, column: 1, name: "Date", .badDate("2026-13-01"))
    ),
    (
      "Date,Weight (kg)\n2026-01-01,7o\n",
      .row(line: 2, column: 2, name: "Weight (kg)", .badWeight("7o", .unknownUnit("o")))
    ),
    (
      "When,Weight (kg)\n2026-01-01,70\n",
      .missingColumn(wanted: "date", header: ["When", "Weight (kg)"])
    ),
    ("Date,Steps\n2026-01-01,7000\n", .missingColumn(wanted: "weight", header: ["Date", "Steps"])),
    ("Date,Weight (kg)\n", .headerOnly),
    ("  \n", .blankFile),
    (
      "Date,Weight (kg)\n\"2026-01-01,70\n",
      .csv(CSVFailure(line: 2, column: 1, problem: .unterminatedQuote))
    ),
  ])
  func read_badFile_namesLineAndColumn(text: String, failure: ImportFailure) {
    #expect(throws: failure) { try Self.read(text) }
  }

  @Test func read_exportCSV_groupsRowsByProfileWithDetails() throws {
    let text = """
      profile,default,height_cm,sex,born,goal_kg,units,date,weight_kg,note
      ann,true,165.1,female,1990-04-01,58,imperial,2026-01-02,61.2,"after run, tired"
      ann,true,165.1,female,1990-04-01,58,imperial,2026-01-01,61.5,
      bob,false,180,,,,metric,,,
      """
    let sut = try Self.read(text)
    #expect(sut.format == .csv)
    #expect(sut.defaultProfile == "ann")
    #expect(sut.profiles.map(\.name) == ["ann", "bob"])
    #expect(
      sut.profiles[0].details
        == Profile(
          name: "ann", heightCentimetres: 165.1, sex: .female,
          born: LocalDate(year: 1990, month: 4, day: 1), goalKilograms: 58, units: .imperial))
    #expect(
      sut.profiles[0].entries == [
        WeightEntry(date: Self.day(1), kilograms: 61.5),
        WeightEntry(date: Self.day(2), kilograms: 61.2, note: "after run, tired"),
      ])
    #expect(sut.profiles[1].entries.isEmpty)
    #expect(sut.profiles[1].line == 4)
  }

  /// The sex column takes every spelling the other ways in take, in any case, `none` (no
  /// sex recorded) included.
  @Test(arguments: [
    ("F", Sex.female as Sex?), ("boy", .male), ("2", .female), ("M", .male), ("none", nil),
    ("NONE", nil),
  ])
  func read_exportCSVSexSpelling_readsItsSex(spelling: String, sex: Sex?) throws {
    let text = """
      profile,default,height_cm,sex,date,weight_kg
      ann,true,165,\(spelling),2026-01-01,61
      """
    let sut = try Self.read(text)
    #expect(sut.profiles.first?.details?.sex == sex)
  }

  /// `waist_cm` is optional; a row with a waist may leave the weight empty.
  @Test func read_exportCSVWithWaists_readsWaistOnlyRows() throws {
    let text = """
      profile,height_cm,date,weight_kg,note,waist_cm
      ann,165,2026-01-01,61.5,,80.25
      ann,165,2026-01-02,,tape,79.5
      ann,165,2026-01-03,61,,
      """
    let sut = try Self.read(text)
    #expect(
      sut.profiles[0].entries == [
        WeightEntry(date: Self.day(1), kilograms: 61.5, waistCentimetres: 80.25),
        WeightEntry(date: Self.day(2), kilograms: nil, waistCentimetres: 79.5, note: "tape"),
        WeightEntry(date: Self.day(3), kilograms: 61),
      ])
  }

  @Test(arguments: [
    (
      "profile,height_cm,date,weight_kg,waist_cm\nann,165,2026-01-01,,\n",
      ImportFailure.row(line: 2, column: 4, name: "weight_kg", .badWeight("", .empty))
    ),
    (
      "profile,height_cm,date,weight_kg,waist_cm\nann,165,2026-01-01,60,9\n",
      .row(
        line: 2, column: 5, name: "waist_cm",
        .badWaist("9", .outOfRange(value: 9, accepted: 20...300)))
    ),
    (
      "profile,height_cm,date,weight_kg\nann,165,2026-01-01,heavy\n",
      ImportFailure.row(line: 2, column: 4, name: "weight_kg", .badWeight("heavy", .notANumber))
    ),
    (
      "profile,height_cm,sex,date,weight_kg\nann,165,x,2026-01-01,60\n",
      .row(line: 2, column: 3, name: "sex", .badChoice("x", expected: Sex.spellingWords))
    ),
    (
      "profile,height_cm,date,weight_kg\n-x,165,2026-01-01,60\n",
      .row(line: 2, column: 1, name: "profile", .badProfileName("-x", .leadingDash))
    ),
    (
      "profile,height_cm,date,weight_kg\nann,165,2026-01-01\n",
      .row(line: 2, column: 4, name: "weight_kg", .missingField)
    ),
  ])
  func read_badExportCSV_namesLineAndColumn(text: String, failure: ImportFailure) {
    #expect(throws: failure) { try Self.read(text) }
  }

  @Test func read_exportJSON_readsTheStoreDocument() throws {
    let document = StoreDocument(
      defaultProfile: "ann",
      profiles: [
        Profile(
          name: "ann", heightCentimetres: 165,
          entries: [WeightEntry(date: Self.day(1), kilograms: 61)])
      ])
    let text = String(decoding: StoreDocumentEncoder.encode(document), as: UTF8.self)
    let sut = try Self.read(text)
    #expect(sut.format == .json)
    #expect(sut.defaultProfile == "ann")
    #expect(
      sut.profiles == [
        ImportedProfile(
          name: "ann", details: Profile(name: "ann", heightCentimetres: 165),
          entries: [WeightEntry(date: Self.day(1), kilograms: 61)])
      ])
  }

  @Test func read_brokenJSON_namesLineAndColumn() {
    #expect(
      throws: ImportFailure.json(JSONError(line: 2, column: 1, reason: "expected ',' or '}'"))
    ) {
      try Self.read("{\"schema_version\": 1\n]")
    }
  }
}
