import DataSource
import Model
import Testing

/// The third layout pass (`TrackerSamples+Third`): a measurement named `Bodyweight`, a
/// reading deleted in the app, AM and PM after a narrow no-break space, a report's preamble,
/// a unit glued to a name, a Japanese header, and workout logs,
/// whose weights are loads and are refused rather than stored as the lifter's.
struct TrackerSampleThirdTests {
  @Test(arguments: [
    (
      TrackerSamples.fitNotesBodyTracker, TrackerSampleTests.options(),
      ["2026-03-01 82.40", "2026-03-02 82.10", "2026-03-04 81.90"]
    ),
    // The deleted 197.9 lb of 05/03 and the deleted day 05/05 are no weigh-ins.
    (
      TrackerSamples.loseIt, TrackerSampleTests.options(units: .imperial),
      ["2026-05-02 81.83", "2026-05-03 81.15", "2026-05-04 81.28"]
    ),
    (TrackerSamples.veSyncAroundNoon, TrackerSampleTests.options(), ["2026-02-15 80.00"]),
    // Each weight on its date in the record's UTC+8: the latest version, no family member's.
    (
      TrackerSamples.huaweiHealth, TrackerSampleTests.options(),
      ["2026-01-01 70.35", "2026-01-02 70.10"]
    ),
    (
      TrackerSamples.veSyncAroundNoon, TrackerSampleTests.options(perDay: .first),
      ["2026-02-15 81.00"]
    ),
    // The preamble under the title is layout; the table's `kg` is the weight.
    (
      TrackerSamples.beurerHealthManager, TrackerSampleTests.options(),
      ["2022-01-31 62.70", "2022-02-01 62.50"]
    ),
    // `weightkg` is kilograms, even for a profile in pounds; `fatkg` and the rest are not it.
    (
      TrackerSamples.goldenCheetah, TrackerSampleTests.options(units: .imperial),
      ["2017-01-02 80.15", "2017-01-03 79.95"]
    ),
    (
      TrackerSamples.japaneseScale, TrackerSampleTests.options(),
      ["2024-03-01 62.40", "2024-03-02 62.10"]
    ),
    (TrackerSamples.polarFlowSession, TrackerSampleTests.options(), ["2018-06-20 77.00"]),
    // The rule is no row; 220.5 lb is 100.02 kg.
    (
      TrackerSamples.seohtracker, TrackerSampleTests.options(),
      ["2014-01-07 101.90", "2014-01-10 100.02"]
    ),
    // The preamble before the header is no row, without a title over it too.
    (
      TrackerSamples.beurerHealthManagerPro, TrackerSampleTests.options(),
      ["2025-12-03 82.40", "2025-12-04 82.00"]
    ),
    (TrackerSamples.polishScale, TrackerSampleTests.options(), ["2024-01-05 82.50"]),
    // Grams on the calendar date; 1 September's last is the 19:30 UTC one (the other 05:00).
    (
      TrackerSamples.garminBiometrics, TrackerSampleTests.options(),
      ["2022-09-01 80.50", "2022-09-03 80.10"]
    ),
    (
      TrackerSamples.garminBiometrics, TrackerSampleTests.options(perDay: .first),
      ["2022-09-01 80.90", "2022-09-03 80.10"]
    ),
    // The local column over the UTC one: 172.0 lb on the 9th, not the 10th.
    (
      TrackerSamples.basis, TrackerSampleTests.options(units: .imperial),
      ["2015-01-09 78.02", "2015-06-01 76.43"]
    ),
    (
      TrackerSamples.trackAndGraph, TrackerSampleTests.options(units: .metric),
      ["2025-03-04 72.40", "2025-03-05 72.10"]
    ),
    (
      TrackerSamples.nomie, TrackerSampleTests.options(units: .metric),
      ["2020-05-04 72.40", "2020-05-05 72.20"]
    ),
  ])
  func read_sample_everyDayAsTheAppRecordedIt(
    sample: TrackerSamples.Sample, options: ImportOptions, expected: [String]
  ) throws {
    #expect(try TrackerSampleTests.weights(sample, options) == expected)
  }

  /// The heart rate, the superseded version and the family member's weight are counted.
  @Test func read_huaweiHealth_countsWhatItLeaves() throws {
    let reading = try ImportReader(options: TrackerSampleTests.options()).read(
      TrackerSamples.huaweiHealth.bytes)
    #expect(reading.skippedRows == 3)
    var zoned = TrackerSampleTests.options()
    // --tz UTC: 07:00 in UTC+8 on 2026-01-01 was 23:00 the day before there.
    zoned.zone = ImportZone.utc
    #expect(
      try TrackerSampleTests.weights(TrackerSamples.huaweiHealth, zoned) == [
        "2025-12-31 70.35", "2026-01-02 70.10",
      ])
  }

  /// Polar Flow's samples are a section of their own, counted, and its session's name is
  /// no person's: the file is one athlete's.
  @Test func read_polarFlowSession_samplesCountedAsTheirSection() throws {
    let batch = try ImportReader(options: TrackerSampleTests.options()).read(
      TrackerSamples.polarFlowSession.bytes)
    #expect(batch.skippedRows == 3)
    #expect(batch.profiles[0].entries.map(\.note) == ["Fahrtspiel, sehr warm"])
  }

  @Test func read_garminBiometrics_countsTheHeightRecord() throws {
    let batch = try ImportReader(options: TrackerSampleTests.options()).read(
      TrackerSamples.garminBiometrics.bytes)
    #expect(batch.format == .garminBiometrics)
    #expect(batch.skippedRows == 1)
  }

  /// A time too large for any date is no time: the weight keeps its calendar date.
  @Test func read_garminBiometricsWithAHugeTimestamp_noTrap() throws {
    let text =
      #"[{"userProfilePK": 1, "metaData": {"calendarDate": "2022-09-01T00:00:00.0"}, "weight": {"weight": 80500.0, "timestampGMT": 1e300}}]"#
    let batch = try ImportReader(options: TrackerSampleTests.options()).read(Array(text.utf8))
    #expect(batch.profiles[0].entries.map(\.kilograms) == [80.5])
  }

  /// A day's readings go by their moments, not their times of day here: a US evening
  /// weigh-in (02:10 UTC the next day, still the person's 10 March) is the day's last,
  /// whatever `--tz` says, and `first` keeps the morning's.
  @Test(arguments: [ImportZone.utc, ImportZone(name: "+09:00") { _ in 9 * 3_600 }])
  func read_garminBiometricsAcrossUTCMidnight_lastIsTheLaterMoment(zone: ImportZone) throws {
    let text = """
      [{"userProfilePK": 1, "metaData": {"calendarDate": "2026-03-10T00:00:00.0"}, "weight": {"weight": 81000.0, "timestampGMT": "2026-03-10T12:05:00.0"}},
      {"userProfilePK": 1, "metaData": {"calendarDate": "2026-03-10T00:00:00.0"}, "weight": {"weight": 82000.0, "timestampGMT": "2026-03-11T02:10:00.0"}},
      {"userProfilePK": 1, "metaData": {"calendarDate": "2026-03-11T00:00:00.0"}, "weight": {"weight": 81400.0, "timestampGMT": "2026-03-11T12:00:00.0"}}]
      """
    for (rule, expected) in [(PerDayRule.last, 82.0), (.first, 81.0)] {
      var options = TrackerSampleTests.options()
      options.zone = zone
      options.perDay = rule
      let batch = try ImportReader(options: options).read(Array(text.utf8))
      #expect(batch.profiles[0].entries.map(\.kilograms) == [expected, 81.4])
    }
  }

  /// A file of two Garmin accounts (`userProfilePK`) is two people's: refused naming them,
  /// and `--person` takes one's, the other's counted.
  @Test func read_garminBiometricsOfTwoAccounts_refusedUntilPersonChooses() throws {
    let text = """
      [{"userProfilePK": 111, "metaData": {"calendarDate": "2026-04-01T00:00:00.0"}, "weight": {"weight": 82000.0}},
      {"userProfilePK": 222, "metaData": {"calendarDate": "2026-04-01T00:00:00.0"}, "weight": {"weight": 61000.0}}]
      """
    #expect(throws: ImportFailure.severalPeople(["111", "222"], column: "userProfilePK")) {
      try ImportReader(options: TrackerSampleTests.options()).read(Array(text.utf8))
    }
    var options = TrackerSampleTests.options()
    options.person = "222"
    let batch = try ImportReader(options: options).read(Array(text.utf8))
    #expect(batch.profiles[0].entries.map(\.kilograms) == [61.0])
    #expect(batch.skippedRows == 1)
    #expect(batch.account == "222")
  }

  /// A column named for UTC is read as UTC and moved by the zone (here UTC+9: 03:30 UTC on
  /// 10 January is that day there, 06:15 on 2 June too); a bare height in an imperial file is
  /// inches, offered as 167.6 cm, not 66 cm.
  @Test func read_basisByItsUTCColumn_movedByTheZoneHeightInInches() throws {
    var options = TrackerSampleTests.options(units: .imperial)
    options.dateColumn = "Timestamp (UTC)"
    options.zone = ImportZone(name: "+09:00") { _ in 9 * 3_600 }
    #expect(
      try TrackerSampleTests.weights(TrackerSamples.basis, options) == [
        "2015-01-10 78.02", "2015-06-02 76.43",
      ])
    let batch = try ImportReader(options: TrackerSampleTests.options(units: .imperial)).read(
      TrackerSamples.basis.bytes)
    #expect(batch.heightCentimetres == 167.64)
  }

  /// The other features' readings are counted as other measures, and `FeatureName` is no
  /// person's name.
  @Test(arguments: [(TrackerSamples.trackAndGraph, 2), (TrackerSamples.nomie, 1)])
  func read_logOfEverythingTracked_othersCounted(sample: TrackerSamples.Sample, others: Int)
    throws
  {
    let batch = try ImportReader(options: TrackerSampleTests.options(units: .metric)).read(
      sample.bytes)
    #expect(batch.skippedRows == others)
  }

  @Test func read_polishScale_keepsItsNote() throws {
    let batch = try ImportReader(options: TrackerSampleTests.options()).read(
      TrackerSamples.polishScale.bytes)
    #expect(batch.profiles[0].entries.map(\.note) == ["po śniadaniu"])
  }

  @Test func read_loseIt_countsTheDeletedRows() throws {
    let batch = try ImportReader(options: TrackerSampleTests.options(units: .imperial)).read(
      TrackerSamples.loseIt.bytes)
    #expect(batch.skippedRows == 2)
  }

  @Test(arguments: [
    (TrackerSamples.fitNotesWorkout, "Exercise"), (TrackerSamples.strongWorkout, "Exercise Name"),
  ])
  func read_workoutLog_refusedByItsColumn(sample: TrackerSamples.Sample, column: String) {
    #expect(throws: ImportFailure.workoutLog(column: column)) {
      try ImportReader(options: TrackerSampleTests.options()).read(sample.bytes)
    }
  }

  /// Named with --weight-column, the column is taken as the user says.
  @Test func read_workoutLogWithWeightColumnNamed_taken() throws {
    var options = TrackerSampleTests.options()
    options.weightColumn = "Weight"
    options.perDay = .first
    let weights = try TrackerSampleTests.weights(TrackerSamples.fitNotesWorkout, options)
    #expect(weights == ["2026-03-01 80.00"])
  }

  /// Apple Health's records one a row (Simple Health Export CSV): body mass (kg and lb) and
  /// waist taken with their row's unit, on the date their startDate writes at its own offset
  /// (a weight at 00:30 +01:00 is that day's, as in export.xml); `--tz` moves it, and the
  /// heart rate is counted as another measure. QS Access's `Start` is its date; Excel's
  /// d-mmm-yy dates are 20YY.
  @Test(arguments: [
    (
      TrackerSamples.simpleHealthExport, ImportZone?.none, ["2026-11-21 79.60", "2026-11-22 79.38"]
    ),
    // In UTC the 00:30 weight is the 21st's last, and the 22nd keeps the waist alone.
    (TrackerSamples.simpleHealthExport, .utc, ["2026-11-21 79.38", "2026-11-22 0.00"]),
    (TrackerSamples.qsAccess, nil, ["2026-11-20 80.00", "2026-11-21 79.60"]),
    (TrackerSamples.excelShortDates, nil, ["2026-11-21 79.60", "2026-11-22 79.40"]),
  ])
  func read_appleHealthRowsAndSpreadsheetDates_everyDayAsRecorded(
    sample: TrackerSamples.Sample, zone: ImportZone?, expected: [String]
  ) throws {
    var options = TrackerSampleTests.options()
    if let zone { options.zone = zone }
    #expect(try TrackerSampleTests.weights(sample, options) == expected)
  }

  @Test func read_simpleHealthExport_waistJoinsItsDayAndTheHeartRateIsCounted() throws {
    let batch = try ImportReader(options: TrackerSampleTests.options()).read(
      TrackerSamples.simpleHealthExport.bytes)
    #expect(batch.profiles[0].entries.map(\.waistCentimetres) == [nil, 83.82])
    #expect(batch.skippedRows == 1)
  }
}
