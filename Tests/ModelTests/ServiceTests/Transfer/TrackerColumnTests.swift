import DataSource
import Model
import Testing

/// Which column is the weight, and in what unit, in layouts other apps write: a unit column
/// beside a bare weight, weights other than the reading before the reading's own column,
/// columns named for their unit alone, Samsung Health's prefixed names, US dates with
/// dashes, and lines of spaces a spreadsheet left.
struct TrackerColumnTests {
  static func kilograms(_ text: String, _ options: ImportOptions = ImportOptions()) throws
    -> [Double?]
  {
    try ImportReader(options: options).read(Array(text.utf8)).profiles[0].entries.map(\.kilograms)
  }

  static func dates(_ text: String, _ options: ImportOptions = ImportOptions()) throws
    -> [String]
  {
    try ImportReader(options: options).read(Array(text.utf8)).profiles[0].entries.map {
      $0.date.description
    }
  }

  /// Each row's unit is its own: pounds are converted exactly (1 lb = 0.45359237 kg, kept to
  /// the gram), kilograms kept, and a unit cell that names no weight unit leaves the bare
  /// weight to the file's or profile's unit.
  @Test func read_unitColumn_eachRowInItsOwnUnit() throws {
    let text = """
      Date,Time,Weight,Units,Notes
      2024-03-04,07:00,165.5,lbs,
      2024-03-05,07:00,75.1,kg,x
      2024-03-06,07:00,75.2,,
      """
    #expect(try Self.kilograms(text, ImportOptions(profileUnits: .metric)) == [75.07, 75.1, 75.2])
    let weightUnit = "Date,Weight,Weight Unit\n2024-03-04,165.5,lb\n"
    #expect(try Self.kilograms(weightUnit) == [75.07])
  }

  @Test(arguments: [
    "Target Weight (lb)", "Ideal Weight (lb)", "Start Weight (lb)", "Moving Average Weight (lb)",
    "Smoothed Weight (lb)", "Weight Difference (lb)", "Average Weight (lb)", "Weight lost (lb)",
  ])
  func read_otherWeightBeforeTheReading_readingTaken(other: String) throws {
    let text = "Date,\(other),Weight (lb)\n2024-03-04,150.0,165.5\n"
    #expect(try Self.kilograms(text) == [75.07])
  }

  /// Weightbot's `date, kilograms, pounds`: the kilograms column.
  @Test func read_columnsNamedForTheirUnit_kilogramsTaken() throws {
    #expect(try Self.kilograms("date, kilograms, pounds\n2024-03-04, 75.3, 166.0\n") == [75.3])
    #expect(try Self.kilograms("date,pounds\n2024-03-04,166.0\n") == [75.296])
  }

  /// Samsung Health's newer files put the data type before each name; its times are UTC
  /// with the reading's own offset beside them.
  @Test func read_samsungPrefixedNames_readAsTheirLastPart() throws {
    let text = """
      com.samsung.health.weight,6313001,3
      com.samsung.health.weight.start_time,com.samsung.health.weight.weight,com.samsung.health.weight.height,com.samsung.health.weight.time_offset,com.samsung.health.weight.datauuid,
      2024-03-04 22:30:00.000,75.3,170.0,UTC+0900,u1,

      """
    #expect(try Self.kilograms(text) == [75.3])
    #expect(try Self.dates(text) == ["2024-03-05"])
  }

  /// Dashes are day first (`04-03-2024`, Europe) unless some date shows the month first
  /// (`03-13-2024`, a US export): then every one is.
  @Test func read_dashedDates_monthFirstWhenTheFileShowsIt() throws {
    let us = "Date,Weight (kg)\n\"03-12-2024\",\"75.5\"\n\"03-13-2024\",\"75.2\"\n"
    #expect(try Self.dates(us) == ["2024-03-12", "2024-03-13"])
    let european = "Datum,Gewicht (kg)\n04-03-2024,75.3\n13-03-2024,75.1\n"
    #expect(try Self.dates(european) == ["2024-03-04", "2024-03-13"])
  }

  @Test func read_linesOfSpacesOrTabsAlone_blank() throws {
    let text = "Date,Weight (kg)\n2024-03-04,75.3\n   \n\t\n2024-03-05,75.1\n \t \n"
    let batch = try ImportReader(options: ImportOptions()).read(Array(text.utf8))
    #expect(batch.profiles[0].entries.map(\.kilograms) == [75.3, 75.1])
    #expect(batch.skippedRows == 0)
  }
}

extension TrackerColumnTests {
  /// A file whose dates with slashes all read either way is read in the order its weights
  /// point to (decimal commas, kilograms or stones: day first; pounds: month first; bare
  /// weights: the profile's units; nothing: month first) and says so; one date that settles
  /// it, or `--date-format`, leaves nothing to say.
  @Test(arguments: [
    (
      "Date;Poids (kg)\n04/04/2024;75,2\n04/03/2024;75,3\n05/03/2024;75,1\n", UnitSystem?.none,
      DateOrderGuess.Evidence.decimalComma, ["2024-03-04", "2024-03-05", "2024-04-04"]
    ),
    ("Date,Weight (lb)\n04/03/2024,165.2\n", nil, .pounds, ["2024-04-03"]),
    // The days between rows decide first, whatever the weights: 1 day apart, not 30.
    (
      "Date,Weight (lb)\n04/03/2024,165.2\n05/03/2024,165\n", nil, .spacing(dayFirst: true),
      ["2024-03-04", "2024-03-05"]
    ),
    (
      "Date,Weight (kg)\n1/5/2026,82.35\n1/6/2026,82.1\n1/8/2026,81.9\n", nil,
      .spacing(dayFirst: false), ["2026-01-05", "2026-01-06", "2026-01-08"]
    ),
    ("Date,Weight\n04/03/2024,75.2kg\n", nil, .kilogramsOrStones, ["2024-03-04"]),
    ("Date,Weight\n04/03/2024,11st 2lb\n", nil, .kilogramsOrStones, ["2024-03-04"]),
    ("Date,Weight\n04/03/2024,75.2\n", .metric, .profileUnits(.metric), ["2024-03-04"]),
    ("Date,Weight\n04/03/2024,165.2\n", .imperial, .profileUnits(.imperial), ["2024-04-03"]),
  ])
  func read_datesThatReadEitherWay_readAsTheWeightsSuggestAndSaid(
    text: String, profileUnits: UnitSystem?, evidence: DateOrderGuess.Evidence, dates: [String]
  ) throws {
    let batch = try ImportReader(options: ImportOptions(profileUnits: profileUnits))
      .read(Array(text.utf8))
    #expect(batch.dateOrderGuess?.evidence == evidence)
    #expect(batch.dateOrderGuess != nil)
    #expect(batch.profiles[0].entries.map(\.date.description) == dates)
  }

  @Test func read_datesSettledByTheFileOrAFormat_nothingToSay() throws {
    let read = { (text: String, format: String?) in
      try ImportReader(options: ImportOptions(dateFormat: format)).read(Array(text.utf8))
    }
    let either = "Date;Poids (kg)\n04/04/2024;75,2\n04/03/2024;75,3\n05/03/2024;75,1\n"
    #expect(try read(either, "MM/DD/YYYY").dateOrderGuess == nil)
    #expect(try read(either + "13/03/2024;75,0\n", nil).dateOrderGuess == nil)
    // A date whose second number is over 12 settles month first, whatever the weights say.
    let monthFirst = try read("Date,Weight (kg)\n04/03/2024,75.2\n01/13/2024,75.3\n", nil)
    #expect(monthFirst.dateOrderGuess == nil)
    #expect(monthFirst.profiles[0].entries.map(\.date.description) == ["2024-01-13", "2024-04-03"])
    #expect(try read("Date,Weight (kg)\n04/04/2024,75.2\n", nil).dateOrderGuess == nil)
  }
}

extension TrackerColumnTests {
  /// The Fitbit website's CSV: its `Body` table is read, and each row of the sections after
  /// it is counted with its section and line (titles and their headers are not rows).
  @Test func read_fitbitWebsiteSections_otherSectionsRowsCounted() throws {
    let text = """
      Body
      Date,Weight,BMI,Fat
      "2024-03-04","75.3","26.05","0"

      Foods
      Date,Calories In
      "2024-03-04","2,100"
      "2024-03-05","1,900"

      Activities
      Date,Calories Burned,Steps
      "2024-03-04","2,500","8,000"

      """
    var reading = try ImportReader(options: ImportOptions(units: .metric)).open(Array(text.utf8))
    try reading.read(upTo: 100)
    #expect(reading.finish().profiles[0].entries.map(\.kilograms) == [75.3])
    #expect(
      reading.skipped.tallies.map { "\($0.reason) \($0.count) \($0.lines)" } == [
        "otherSection(\"Foods\") 2 [7, 8]", "otherSection(\"Activities\") 1 [12]",
      ])
  }
}

extension TrackerColumnTests {
  /// ISO 8601's basic form of a moment reads as its extended form: in UTC (`Z`) or at its
  /// offset, to the local date in the zone, ordered by time for `--per-day`.
  @Test func read_isoBasicMoments_localDatesInTheZone() throws {
    let text = """
      Date,Weight (kg)
      20240304T073000Z,75.3
      20240304T2330Z,75.1
      20240305T073000+0900,75.0
      """
    var options = ImportOptions(perDay: .first)
    options.zone = ImportZone(name: "Asia/Tokyo") { _ in 9 * 3600 }
    let batch = try ImportReader(options: options).read(Array(text.utf8))
    #expect(batch.profiles[0].entries.map(\.date.description) == ["2024-03-04", "2024-03-05"])
    #expect(batch.profiles[0].entries.map(\.kilograms) == [75.3, 75.0])
  }
}

extension TrackerColumnTests {
  /// A time written with its offset is the reading's own local time, as Apple Health writes
  /// it: its date stands whatever the machine's zone, unless --tz names another; a `Z` time,
  /// or one at an offset of zero (how Zepp Life writes UTC), is UTC and goes to the
  /// machine's zone or --tz.
  @Test(arguments: [
    ("2024-03-05 07:30:00 +0900", nil as String?, "2024-03-05"),
    ("2024-03-05 07:30:00 +0900", "UTC", "2024-03-04"),
    ("2024-03-04T23:30:00Z", nil, "2024-03-05"),
    ("2024-03-04T23:30:00+00:00", nil, "2024-03-05"),
    ("2024-03-04 23:30:00+0000", nil, "2024-03-05"),
    ("2024-03-04 23:30:00+0000", "UTC", "2024-03-04"),
    ("2024-03-04T23:30:00-00:30", nil, "2024-03-04"),
    // The zone words: UTC and GMT alone are UTC, as `Z` is (after AM/PM too); GMT+0100 is
    // an offset like +0100.
    ("\"2024-03-04 23:30:00 UTC\"", nil, "2024-03-05"),
    ("\"Mon, 04 Mar 2024 23:30:00 GMT\"", nil, "2024-03-05"),
    ("\"03/04/2024 11:30 PM utc\"", nil, "2024-04-04"),  // kilograms: day first
    ("\"2024-03-04 23:30:00 UTC\"", "UTC", "2024-03-04"),
    ("\"2024-03-05 07:30:00 GMT+0900\"", nil, "2024-03-05"),
    ("\"2024-03-05 07:30:00 GMT+0900\"", "UTC", "2024-03-04"),
  ])
  func read_timeWithItsOffset_itsOwnDateUnlessTZ(cell: String, tz: String?, date: String) throws {
    var options = ImportOptions()
    // The machine is in Tokyo (+9): --tz UTC names another zone.
    options.zone =
      tz == nil ? ImportZone(name: nil) { _ in 9 * 3600 } : ImportZone(name: tz) { _ in 0 }
    let batch = try ImportReader(options: options).read(
      Array("Date,Weight (kg)\n\(cell),75\n".utf8))
    #expect(batch.profiles[0].entries.map(\.date.description) == [date])
  }
}

extension TrackerColumnTests {
  /// The time column in the apps' languages (Garmin's German `Zeit`, French `Heure`), and
  /// Garmin's date rows padded to the header's width by a spreadsheet: each time row under
  /// its date.
  @Test func read_localisedTimeColumnAndPaddedDateRows_eachReadingOnItsDate() throws {
    let german = """
      Zeit,Gewicht,Änderung,BMI
      " 22.11.2026",,,
      07:02,"80,1 kg",,26
      " 23.11.2026",,,
      07:05,"79,8 kg",,26

      """
    #expect(try Self.dates(german) == ["2026-11-22", "2026-11-23"])
    #expect(try Self.kilograms(german) == [80.1, 79.8])
    let french = "Heure,Poids (kg)\n2026-11-22 07:02,80.1\n"
    #expect(try Self.dates(french) == ["2026-11-22"])
  }
}

extension TrackerColumnTests {
  /// A spreadsheet's rows of totals or averages under the readings are counted as such, not
  /// refused as bad dates; a note column in the apps' languages keeps its notes.
  @Test func read_summaryRowsAndLocalisedNotes_countedAndKept() throws {
    let text = """
      Date,Weight (kg),Kommentare
      2026-11-20,80.1,gut
      2026-11-21,79.9,
      Average,80.0,
      Durchschnitt,80.0,

      """
    let batch = try ImportReader(options: ImportOptions()).read(Array(text.utf8))
    #expect(batch.profiles[0].entries.map(\.note) == ["gut", nil])
    #expect(batch.skippedRows == 2)
  }
}

extension TrackerColumnTests {
  /// A spreadsheet that saved its date column as numbers: serial days since 1899-12-30, with
  /// or without the time as a fraction.
  @Test func read_spreadsheetSerialDays_readAsDates() throws {
    let text = "Date,Weight (kg)\n46347,80.1\n46348.3125,79.9\n"
    #expect(try Self.dates(text) == ["2026-11-21", "2026-11-22"])
    // A decimal-comma locale's Excel writes the fraction after a comma, in a `;` file.
    let german = "Datum;Gewicht (kg)\n46347,3125;80,1\n\"46348,75\";79,9\n"
    #expect(try Self.dates(german) == ["2026-11-21", "2026-11-22"])
  }
}
