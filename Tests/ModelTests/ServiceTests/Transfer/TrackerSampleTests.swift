import DataSource
import Model
import Testing

/// Every tracker's export in its exact published layout (`TrackerSamples`) imports as the app
/// recorded it: each day's weight (to 10 g), the day taken by `--per-day last` by time of day.
/// The person is 181 cm tall and the machine's zone is UTC.
struct TrackerSampleTests {
  static func options(
    person: String? = nil, units: UnitSystem? = nil, perDay: PerDayRule = .last
  ) -> ImportOptions {
    var options = ImportOptions(units: units, perDay: perDay, person: person)
    options.profileHeightCentimetres = 181
    return options
  }

  static func weights(_ sample: TrackerSamples.Sample, _ options: ImportOptions)
    throws(ImportFailure)
    -> [String]
  {
    let batch = try ImportReader(options: options).read(sample.bytes)
    return batch.profiles[0].entries.map { entry in
      "\(entry.date) \(FixedDecimal(entry.kilograms ?? 0, places: 2))"
    }
  }

  @Test(arguments: [
    (
      TrackerSamples.appleHealthV14, options(),
      [
        "2024-03-04 84.30", "2024-03-05 84.05", "2024-03-06 83.90", "2024-03-31 83.42",
        "2024-04-02 83.20",
      ]
    ),
    (
      TrackerSamples.appleHealthUSPoundsV8, options(),
      ["2019-05-02 84.46", "2019-05-09 84.10", "2019-05-16 83.82", "2019-06-15 83.01"]
    ),
    (
      TrackerSamples.appleHealthIOS16BrokenDTD, options(), ["2022-11-29 91.60", "2022-12-01 91.10"]
    ),
    (
      TrackerSamples.cronometerBiometrics, options(),
      ["2024-03-04 84.28", "2024-03-05 84.05", "2024-03-07 84.01"]
    ),
    (TrackerSamples.eufyLife, options(person: "Sam"), ["2024-03-08 61.45", "2024-03-09 61.20"]),
    (
      TrackerSamples.fitbitWebsiteCSV, options(units: .metric),
      [
        "2024-01-08 81.60", "2024-01-09 81.30", "2024-01-10 81.50", "2024-01-11 81.50",
        "2024-01-12 80.90", "2024-01-13 80.90", "2024-01-14 81.00",
      ]
    ),
    (
      TrackerSamples.fitbitJSONKilograms, options(),
      [
        "2024-01-08 81.60", "2024-01-09 81.30", "2024-01-10 81.50", "2024-01-12 80.90",
        "2024-01-14 81.00", "2024-01-15 80.70",
      ]
    ),
    (
      TrackerSamples.fitbitJSONPounds, options(),
      [
        "2015-05-18 87.00", "2015-05-21 86.59", "2015-05-24 86.27", "2015-05-27 86.00",
        "2015-06-02 85.77",
      ]
    ),
    (
      TrackerSamples.garminUK, options(),
      ["2024-03-07 83.90", "2024-03-08 84.90", "2024-03-09 83.50"]
    ),
    (
      TrackerSamples.garminUS, options(),
      ["2024-03-05 84.10", "2024-03-07 83.90", "2024-03-08 84.90", "2024-03-09 83.50"]
    ),
    (
      TrackerSamples.garminUSPounds, options(),
      ["2024-03-07 83.87", "2024-03-08 83.69", "2024-03-09 83.51"]
    ),
    (
      TrackerSamples.googleFitDaily, options(),
      ["2024-03-02 81.25", "2024-03-04 80.90", "2024-03-07 80.60"]
    ),
    (
      TrackerSamples.hackersDietFull, options(),
      [
        "2024-02-01 84.20", "2024-02-02 84.00", "2024-02-05 83.80", "2024-02-06 83.90",
        "2024-02-09 83.50", "2024-02-12 83.60", "2024-03-01 83.10", "2024-03-02 82.90",
        "2024-03-04 82.80",
      ]
    ),
    (
      TrackerSamples.hackersDietMonthPounds, options(),
      ["2024-02-01 84.19", "2024-02-02 84.01", "2024-02-05 83.82", "2024-02-09 83.51"]
    ),
    (
      TrackerSamples.libraV5, options(),
      ["2019-09-05 83.10", "2019-09-06 83.30", "2019-09-07 84.10", "2019-09-08 83.60"]
    ),
    (
      TrackerSamples.libraV6, options(),
      [
        "2024-03-04 84.30", "2024-03-05 84.10", "2024-03-07 84.00", "2024-03-08 83.70",
        "2024-03-30 83.50", "2024-03-31 83.50",
      ]
    ),
    (
      TrackerSamples.libraV6Pounds, options(),
      ["2024-03-04 84.28", "2024-03-05 84.10", "2024-03-07 84.01"]
    ),
    (
      TrackerSamples.miFit, options(),
      [
        "2024-03-04 84.30", "2024-03-05 84.05", "2024-03-07 83.95", "2024-03-08 83.70",
        "2024-03-09 83.45",
      ]
    ),
    (
      TrackerSamples.myFitnessPal, options(units: .imperial),
      [
        "2024-01-02 84.46", "2024-01-05 84.19", "2024-01-09 83.96", "2024-01-12 83.82",
        "2024-01-16 83.46", "2024-01-19 83.28",
      ]
    ),
    (
      TrackerSamples.openScale, options(),
      ["2024-03-05 84.05", "2024-03-07 84.90", "2024-03-08 83.70", "2024-03-09 83.45"]
    ),
    (
      TrackerSamples.renphoClassic, options(),
      [
        "2024-03-04 84.30", "2024-03-05 84.05", "2024-03-07 83.95", "2024-03-08 83.70",
        "2024-03-09 83.45",
      ]
    ),
    (
      TrackerSamples.renphoHealth, options(),
      ["2024-03-11 83.55", "2024-03-12 84.65", "2024-03-13 83.20"]
    ),
    (
      TrackerSamples.renphoHealthV2, options(),
      ["2026-10-03 83.70", "2026-10-05 83.45", "2026-10-07 84.10"]
    ),
    (
      TrackerSamples.samsungHealth, options(),
      [
        "2024-03-04 84.30", "2024-03-05 84.05", "2024-03-07 83.95", "2024-03-31 83.42",
        "2024-04-02 83.20",
      ]
    ),
    (
      TrackerSamples.withingsKilograms, options(),
      [
        "2024-03-04 84.30", "2024-03-05 84.05", "2024-03-07 84.90", "2024-03-08 83.71",
        "2024-03-09 83.46",
      ]
    ),
    (
      TrackerSamples.withingsPounds, options(),
      ["2009-12-31 110.22", "2024-03-05 84.05", "2024-03-08 83.71", "2024-03-09 83.46"]
    ),
  ])
  func read_publishedLayout_everyDayAsTheAppRecordedIt(
    sample: TrackerSamples.Sample, options: ImportOptions, expected: [String]
  ) throws {
    #expect(try Self.weights(sample, options) == expected)
  }

  /// Withings and Garmin write newest first: `first` and `last` go by the time of day.
  @Test(arguments: [
    (TrackerSamples.withingsKilograms, PerDayRule.first, "2024-03-07 83.95"),
    (TrackerSamples.withingsKilograms, .last, "2024-03-07 84.90"),
    (TrackerSamples.garminUK, .first, "2024-03-08 83.70"),
    (TrackerSamples.garminUK, .max, "2024-03-08 84.90"),
  ])
  func read_newestFirst_perDayByTimeOfDay(
    sample: TrackerSamples.Sample, rule: PerDayRule, expected: String
  ) throws {
    #expect(try Self.weights(sample, Self.options(perDay: rule)).contains(expected))
  }

  /// Google Fit's per-day file gives only times: the date is in its name (`2024-03-04.csv`).
  @Test func read_googleFitDayFile_datedByItsNameLastByTime() throws {
    var options = Self.options()
    options.fileDate = LocalDate(year: 2024, month: 3, day: 4)
    #expect(try Self.weights(TrackerSamples.googleFitDay, options) == ["2024-03-04 80.40"])
  }

  /// The per-day file's date is the date in its times' own offset: the machine's zone leaves
  /// it, --tz moves each time there (07:00+00:00 is 23:00 the day before at -08:00).
  @Test(arguments: [
    (ImportZone(name: nil) { _ in -8 * 3600 }, ["2024-03-04 80.40"]),
    (ImportZone(name: "-08:00") { _ in -8 * 3600 }, ["2024-03-03 80.40"]),
    (ImportZone(name: "Asia/Tokyo") { _ in 9 * 3600 }, ["2024-03-04 80.40"]),
    (ImportZone.utc, ["2024-03-04 80.40"]),
  ])
  func read_googleFitDayFileWithTZ_timesMoveToThatZone(zone: ImportZone, expected: [String])
    throws
  {
    var options = Self.options()
    options.fileDate = LocalDate(year: 2024, month: 3, day: 4)
    options.zone = zone
    #expect(try Self.weights(TrackerSamples.googleFitDay, options) == expected)
  }

  /// Libra writes UTC: its midnight duplicate (23:00Z in UTC+1) lands on the real day.
  @Test func read_libraUTCInTheUsersZone_midnightDuplicateLandsOnItsDay() throws {
    var options = Self.options()
    options.zone = ImportZone(name: "+01:00") { _ in 3600 }
    let sut = try Self.weights(TrackerSamples.libraV6, options)
    #expect(sut.suffix(2) == ["2024-03-08 83.70", "2024-03-31 83.50"])
  }

  /// A Tokyo weigh-in at 07:30 written as UTC the evening before lands on its own day.
  @Test func read_utcTimestampInTokyo_isTheLocalDate() throws {
    var options = Self.options()
    options.zone = ImportZone(name: "Asia/Tokyo") { _ in 9 * 3600 }
    let text = "#Version: 6\n#Units: kg\n\n#date;weight;log\n2024-03-04T22:30:00.000Z;84.3;\n"
    let batch = try ImportReader(options: options).read(Array(text.utf8))
    #expect(batch.profiles[0].entries.map(\.date) == [LocalDate(year: 2024, month: 3, day: 5)])
  }

  @Test func read_eufyLifeWithoutPerson_refusedNamingEveryone() {
    #expect(throws: ImportFailure.severalPeople(["Alex", "Sam", "Baby"], column: "Family Members"))
    {
      try Self.weights(TrackerSamples.eufyLife, Self.options())
    }
  }

  /// Whose reading a row is, under any of the names scales and apps give the column: a file
  /// of two people is refused naming them, --person takes one, a file of one imports.
  @Test(arguments: [
    "Date,User,Weight (kg)\n2024-03-09,Alex,80.0\n2024-03-09,Sam,76.0\n2024-03-10,Sam,76.2\n",
    "Name,Date,Weight(kg)\nAlex,2024-03-09,80.0\nSam,2024-03-09,76.0\nSam,2024-03-10,76.2\n",
    "Measure Time,Member,Weight(kg),BMI,Body Fat(%)\n2024-03-09 07:12:44,Alex,80.0,24.4,22.1\n2024-03-09 07:20:02,Sam,76.0,23.2,27.4\n2024-03-10 07:01:00,Sam,76.2,23.3,27.3\n",
    "Date;Person;Weight (kg)\n2024-03-09;Alex;80.0\n2024-03-09;Sam;76.0\n2024-03-10;Sam;76.2\n",
    "Date,Profile,Weight (kg)\n2024-03-09,Alex,80.0\n2024-03-09,Sam,76.0\n2024-03-10,Sam,76.2\n",
    "Date,User Name,Weight (kg)\n2024-03-09,Alex,80.0\n2024-03-09,Sam,76.0\n2024-03-10,Sam,76.2\n",
    "Date,Username,Weight (kg)\n2024-03-09,Alex,80.0\n2024-03-09,Sam,76.0\n2024-03-10,Sam,76.2\n",
    "Date,USER_NAME,Weight (kg)\n2024-03-09,Alex,80.0\n2024-03-09,Sam,76.0\n2024-03-10,Sam,76.2\n",
  ])
  func read_personColumnUnderAnyName_severalRefusedPersonPicksOne(text: String) throws {
    let sample = TrackerSamples.text("weights.csv", [text])
    #expect {
      try Self.weights(sample, Self.options())
    } throws: { error in
      guard case ImportFailure.severalPeople(let names, _) = error else { return false }
      return names == ["Alex", "Sam"]
    }
    #expect(
      try Self.weights(sample, Self.options(person: "sam"))
        == ["2024-03-09 76.00", "2024-03-10 76.20"])
    let alone = text.split(separator: "\n").filter { !$0.contains("Alex") }.joined(separator: "\n")
    #expect(
      try Self.weights(TrackerSamples.text("sam.csv", [alone + "\n"]), Self.options())
        == ["2024-03-09 76.00", "2024-03-10 76.20"])
  }

  /// A `Name` column read for another role (--weight-column) is not the person's.
  @Test func read_nameColumnNamedAsTheWeight_isNotThePerson() throws {
    var options = Self.options(units: .metric)
    options.weightColumn = "Name"
    let sample = TrackerSamples.text("w.csv", ["Date,Name\n2024-03-09,80.0\n2024-03-10,79.5\n"])
    #expect(try Self.weights(sample, options) == ["2024-03-09 80.00", "2024-03-10 79.50"])
  }

  /// Fitbit's unit from the file: the kg file's BMIs need the height to tell (at 122 cm its
  /// weights would be pounds), and without it the file is refused rather than guessed.
  @Test func read_fitbitWithoutHeightOrUnits_ambiguousIsRefused() {
    var options = ImportOptions()
    options.profileUnits = .metric
    #expect(throws: ImportFailure.fitbitNeedsUnits) {
      try Self.weights(TrackerSamples.fitbitJSONKilograms, options)
    }
  }

  /// The Fitbit website's CSV names no unit either: its BMI column gives it away, as in the
  /// JSON, whatever the profile's units (a kg file into an imperial profile stays kg).
  @Test(arguments: [
    (
      TrackerSamples.fitbitWebsiteCSVPounds, UnitSystem.metric,
      ["2024-01-08 81.83", "2024-01-09 81.56", "2024-01-10 81.47"]
    ),
    (
      TrackerSamples.fitbitWebsiteCSVPounds, .imperial,
      ["2024-01-08 81.83", "2024-01-09 81.56", "2024-01-10 81.47"]
    ),
    (
      TrackerSamples.fitbitWebsiteCSV, .imperial,
      [
        "2024-01-08 81.60", "2024-01-09 81.30", "2024-01-10 81.50", "2024-01-11 81.50",
        "2024-01-12 80.90", "2024-01-13 80.90", "2024-01-14 81.00",
      ]
    ),
  ])
  func read_fitbitWebsiteCSV_unitFromItsBMIsNotTheProfile(
    sample: TrackerSamples.Sample, profileUnits: UnitSystem, expected: [String]
  ) throws {
    var options = Self.options()
    options.profileUnits = profileUnits
    #expect(try Self.weights(sample, options) == expected)
  }

  /// Without the profile's height the kg file's BMIs fit both units (at 122 cm its weights
  /// would be pounds): refused, not guessed, unless --units says.
  @Test func read_fitbitWebsiteCSVWithoutHeight_ambiguousIsRefused() throws {
    var options = ImportOptions()
    options.profileUnits = .metric
    #expect(throws: ImportFailure.unitsNotShownByBMI(column: "Weight")) {
      try Self.weights(TrackerSamples.fitbitWebsiteCSV, options)
    }
    options.units = .metric
    #expect(try Self.weights(TrackerSamples.fitbitWebsiteCSV, options).first == "2024-01-08 81.60")
  }

  /// A BMI column tells the unit of any tracker's bare weights, only from the chosen
  /// person's rows (another person's BMIs are of another height); zero BMIs tell nothing.
  @Test(arguments: [
    ("Date,Weight,BMI\n2024-03-09,184.0,25.5\n", nil as String?, "2024-03-09 83.46"),
    ("Date,Weight,BMI\n2024-03-09,83.46,25.5\n", nil, "2024-03-09 83.46"),
    ("Date,Weight,BMI\n2024-03-09,83.46,0\n", nil, "2024-03-09 83.46"),
    (
      // Alex's pounds fit his height; the toddler's 26.5 lb at BMI 16.5 fit kg alone.
      "Date,Member,Weight,BMI\n2024-03-09,Alex,184.0,25.5\n2024-03-09,Kid,26.5,16.5\n", "Alex",
      "2024-03-09 83.46"
    ),
  ])
  func read_bareWeightsBesideABMIColumn_unitFromTheBMIs(
    text: String, person: String?, expected: String
  ) throws {
    var options = Self.options(person: person)
    options.profileUnits = .metric
    let sample = TrackerSamples.text("weights.csv", [text])
    #expect(try Self.weights(sample, options) == [expected])
  }

  @Test func read_renphoHealthDashes_areNoNote() throws {
    let batch = try ImportReader(options: Self.options()).read(TrackerSamples.renphoHealth.bytes)
    #expect(batch.profiles[0].entries.allSatisfy { $0.note == nil })
  }

  @Test func read_hackersDietWindows1252_notesDecoded() throws {
    let batch = try ImportReader(options: Self.options()).read(
      TrackerSamples.hackersDietMonthPounds.bytes)
    #expect(batch.profiles[0].entries.compactMap(\.note) == ["Café"])
  }

  @Test func read_invalidUTF8_refusedWithItsLine() {
    let bytes =
      Array("Date,Weight (kg),Note\n2024-03-04,84.3,ok\n2024-03-05,84.1,caf".utf8) + [0xE9, 0x0A]
    #expect(throws: ImportFailure.invalidUTF8(line: 3, likely: .windows1252)) {
      try ImportReader(options: Self.options()).read(bytes)
    }
  }
}
