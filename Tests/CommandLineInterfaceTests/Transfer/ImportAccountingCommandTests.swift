import Foundation
import TestSupport
import Testing

/// Every row of an import is accounted for: taken, or counted with why it was not; a row of
/// the wrong shape refuses the file unless `--skip-invalid`; a file that yields nothing is
/// refused with 65 whatever its format; any line ending is read.
@MainActor
struct ImportAccountingCommandTests {
  /// Ann's store, and `text` written as `name` beside it.
  static func session(writing text: String, as name: String = "weights.csv") async throws
    -> TrackingSession
  {
    let session = try TrackingSession()
    await session.givenAnn()
    try session.directory.write(text, to: name)
    return session
  }

  @Test func import_rowsWithoutAWeightAndAShortRow_skipInvalidCountsEachReasonWithItsLine()
    async throws
  {
    let session = try await Self.session(
      writing: "Date,Weight (kg)\n2026-01-11,60.9\n2026-01-12,\n2026-01-13\n2026-01-14,--\n")
    let sut = await session.run(
      ["import", session.directory.file("weights.csv"), "--skip-invalid"])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(
      sut.stderr
        == "Imported \(session.directory.file("weights.csv")): 1 added, 0 replaced, 0 already there; 3 rows skipped: 2 without a weight, 1 with 1 field where the header has 2 (line 4).\n"
    )
  }

  /// A file of one reading a row (Cronometer's biometrics): the rows of other measures are
  /// counted as such, not as rows without a weight.
  @Test func import_oneReadingARow_countsTheOtherMeasures() async throws {
    let session = try await Self.session(
      writing: "Day,Group,Metric,Unit,Amount\n2026-01-11,Uncategorized,Weight,kg,60.9\n"
        + "2026-01-11,Uncategorized,Heart Rate,bpm,61\n2026-01-12,Uncategorized,Sleep,h,7.5\n",
      as: "biometrics.csv")
    let sut = await session.run(["import", session.directory.file("biometrics.csv")])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(
      sut.stderr
        == "Imported \(session.directory.file("biometrics.csv")): 1 added, 0 replaced, 0 already there; 2 rows skipped: 2 of other measures.\n"
    )
  }

  @Test func import_shortRowWithoutSkipInvalid_exit65NamingTheLineAndTheStoreUnchanged()
    async throws
  {
    let session = try await Self.session(writing: "Date,Weight (kg)\n2026-01-11,60.9\n2026-01-13\n")
    let before = session.directory.bytes(of: "store.json")
    let sut = await session.run(["import", session.directory.file("weights.csv")])
    #expect(sut.status == 65)
    #expect(
      sut.stderr.contains(
        "line 3 has 1 field where the header has 2 (another delimiter, a missing field, or a delimiter in an unquoted note); fix the row, or pass --skip-invalid"
      ))
    #expect(session.directory.bytes(of: "store.json") == before)
  }

  /// A dry run says what the import would: a note over the limit is refused with its line
  /// the same way, and `--skip-invalid` skips and counts its row.
  @Test func importDryRun_noteOverTheLimit_refusedWithItsLineAsTheImportIs() async throws {
    let session = try await Self.session(
      writing: "date,weight_kg,note\n2026-01-10,61,ok\n2026-01-11,60.9,"
        + String(repeating: "x", count: 1001) + "\n")
    let file = session.directory.file("weights.csv")
    let before = session.directory.bytes(of: "store.json")
    let dry = await session.run(["import", file, "--dry-run"])
    let real = await session.run(["import", file])
    #expect(dry.status == 65)
    #expect(
      dry.stderr.contains(
        "weights.csv: line 3, column 3 (note): a note of 1001 characters, more than the 1000 bmi keeps"
      ), "\(dry.stderr)")
    #expect(dry.stderr == real.stderr)
    #expect(session.directory.bytes(of: "store.json") == before)
    let skipping = await session.run(["import", file, "--skip-invalid"])
    #expect(skipping.status == 0, "\(skipping.stderr)")
    #expect(skipping.stderr.contains(": 0 added, 1 replaced"), "\(skipping.stderr)")
    #expect(skipping.stderr.contains("1 row skipped: 1 with an unreadable 'note' (line 3)"))
  }

  @Test func import_otherDelimiterUnderACommaHeader_exit65NotZeroAdded() async throws {
    let session = try await Self.session(
      writing: "Date,Weight (kg)\n2026-01-11;60.9\n2026-01-13;60.1\n")
    let sut = await session.run(["import", session.directory.file("weights.csv")])
    #expect(sut.status == 65)
    #expect(sut.stderr.contains("line 2 has 1 field where the header has 2"))
    let skipping = await session.run(
      ["import", session.directory.file("weights.csv"), "--skip-invalid"])
    #expect(skipping.status == 65)
    #expect(
      skipping.stderr.hasSuffix(
        "has no weigh-ins to import: 2 rows skipped: 2 with 1 field where the header has 2 (lines 2, 3); nothing was imported\n"
      ))
  }

  @Test func import_unreadableWeightWithSkipInvalid_countedWithItsColumnAndLine() async throws {
    let session = try await Self.session(
      writing: "Date,Weight (kg)\n2026-01-11,60.9\n2026-01-13,sixty\n")
    let sut = await session.run(
      ["import", session.directory.file("weights.csv"), "--skip-invalid", "--dry-run"])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(
      sut.stderr.hasSuffix(
        "1 added, 0 replaced, 0 already there; 1 row skipped: 1 with an unreadable 'Weight (kg)' (line 3).\n"
      ))
  }

  /// A file that yields nothing is 65 for every format, with the reason.
  @Test(arguments: [
    ("weights.csv", "Date,Weight (kg),Fat\n2026-01-11,,20\n2026-01-12,,21\n"),
    ("export.xml", "<?xml version=\"1.0\"?>\n<HealthData locale=\"en_GB\">\n</HealthData>\n"),
    ("weight.json", "[]"),
    ("empty.csv", "Date,Weight (kg)\n"),
  ])
  func import_fileWithoutAWeighIn_exit65WithAReason(name: String, text: String) async throws {
    let session = try await Self.session(writing: text, as: name)
    let before = session.directory.bytes(of: "store.json")
    let sut = await session.run(["import", session.directory.file(name)])
    #expect(sut.status == 65, "\(sut.stderr)")
    #expect(sut.stderr.contains("no weigh-ins to import"), "\(sut.stderr)")
    #expect(session.directory.bytes(of: "store.json") == before)
  }

  /// Several files, or a directory of them, go in as one change; a bad one refuses them all,
  /// named.
  @Test func import_severalFilesAndADirectory_oneChangeNamingABadFile() async throws {
    let session = try await Self.session(
      writing: "Date,Weight (kg)\n2026-01-11,60.9\n", as: "a.csv")
    try session.directory.write("Date,Weight (kg)\n2026-01-13,60.1\n", to: "b.csv")
    let both = await session.run(
      [
        "import", session.directory.file("a.csv"), session.directory.file("b.csv"), "--dry-run",
      ])
    #expect(both.status == 0, "\(both.stderr)")
    #expect(both.stderr.hasPrefix("Dry run of 2 files (nothing written): 2 added, 0 replaced"))
    try FileManager.default.createDirectory(
      atPath: session.directory.file("in"), withIntermediateDirectories: false)
    try session.directory.write("Date,Weight (kg)\n2026-01-09,61.2\n", to: "in/c.csv")
    try session.directory.write("Date,Weight (kg)\n2026-01-08,61.4\n", to: "in/d.csv")
    let folder = await session.run(["import", session.directory.file("in")])
    #expect(folder.status == 0, "\(folder.stderr)")
    #expect(folder.stderr.contains(": 2 added, 0 replaced, 0 already there."))
    try session.directory.write("Date,Weight (kg)\n2026-01-05;61.4\n", to: "in/e.csv")
    let before = session.directory.bytes(of: "store.json")
    let bad = await session.run(["import", session.directory.file("in"), "--force"])
    #expect(bad.status == 65)
    #expect(bad.stderr.contains("e.csv: line 2 has 1 field where the header has 2"))
    #expect(session.directory.bytes(of: "store.json") == before)
  }

  /// bmi's own export read back takes `--skip-invalid` as a tracker's file does: a short row
  /// and an unreadable weight are counted with their lines, the rest imported.
  @Test func import_exportCSVWithBadRows_skipInvalidCountsThem() async throws {
    let session = try TrackingSession()
    try session.directory.write(
      "profile,height_cm,units,date,weight_kg\nann,170,metric,2026-01-11,70\n"
        + "ann,170,metric,2026-01-12\nann,170,metric,2026-01-13,x\n"
        + "ann,170,metric,2026-01-14,70\n", to: "backup.csv")
    let file = session.directory.file("backup.csv")
    let refused = await session.run(["import", file])
    #expect(refused.status == 65)
    #expect(refused.stderr.contains("line 3, column 5 (weight_kg): the row has fewer fields"))
    let sut = await session.run(["import", file, "--skip-invalid"])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(
      sut.stderr.contains(
        ": 2 added, 0 replaced, 0 already there, new profiles: ann; 2 rows skipped: 1 with 4 fields where the header has 5 (line 3), 1 with an unreadable 'weight_kg' (line 4)."
      ), "\(sut.stderr)")
  }

  /// A profile name is read as written, as from a JSON export: " ann" breaks the name rule,
  /// it is not quietly "ann".
  @Test func import_exportCSVNameWithSpaces_refusedNotTrimmed() async throws {
    let session = try TrackingSession()
    try session.directory.write(
      "profile,height_cm,units,date,weight_kg\n\" ann\",170,metric,2026-01-11,70\n",
      to: "backup.csv")
    let sut = await session.run(["import", session.directory.file("backup.csv")])
    #expect(sut.status == 65)
    #expect(sut.stderr.contains("line 2, column 1 (profile): ' ann' is not a profile name"))
  }

  /// A file that yields nothing says why, whatever its kind.
  @Test(arguments: [
    ("empty.csv", "", "it is empty"),
    ("header.csv", "date,weight\n", "a header line and no row under it"),
    ("weight-2026-01-11.json", "[]", "not one weight entry (an empty list)"),
    (
      "export.xml",
      "<?xml version=\"1.0\"?>\n<HealthData locale=\"en\">\n <Record type=\"HKQuantityTypeIdentifierStepCount\" unit=\"count\" startDate=\"2026-01-11 07:00:00 +0000\" value=\"5\"/>\n</HealthData>\n",
      "not one body mass record (HKQuantityTypeIdentifierBodyMass)"
    ),
  ])
  func import_fileWithNothingToImport_saysWhy(name: String, text: String, why: String)
    async throws
  {
    let session = try await Self.session(writing: text, as: name)
    let sut = await session.run(["import", session.directory.file(name)])
    #expect(sut.status == 65)
    #expect(sut.stderr.hasSuffix("has no weigh-ins to import: \(why)\n"), "\(sut.stderr)")
  }

  /// A note's spaces, leading and trailing, survive every export format and back.
  @Test(arguments: ["json", "csv", "ndjson"])
  func exportImport_noteWithSpaces_byteForByte(format: String) async throws {
    let source = try TrackingSession()
    await source.given([
      ["profile", "save", "ann", "--height", "165"],
      ["log", "61", "--date", "2026-01-10", "--note", "  two  spaces\t "],
    ])
    let exported = await source.run(["export", "--format", format])
    let target = try TrackingSession()
    try target.directory.write(exported.stdout, to: "backup.\(format)")
    let imported = await target.run(["import", target.directory.file("backup.\(format)")])
    #expect(imported.status == 0, "\(imported.stderr)")
    let again = await target.run(["export", "--format", format])
    #expect(again.stdout == exported.stdout)
    #expect(again.stdout.contains("  two  spaces"))
  }

  /// Every entry's note survives every export format and back, an entry without a weight
  /// (a height, a head and arm, a waist alone) too: FHIR puts it on the entry's first measure.
  @Test(arguments: ["json", "csv", "ndjson", "fhir"])
  func exportImport_notesOfEntriesWithoutAWeight_kept(format: String) async throws {
    let source = try TrackingSession()
    await source.given([
      ["profile", "save", "ann", "--height", "165"],
      ["log", "--height", "166", "--date", "2026-01-03", "--note", " measured "],
      ["log", "--head", "50", "--arm", "30", "--date", "2026-01-04", "--note", "tape"],
      ["log", "--waist", "80", "--date", "2026-01-05", "--note", "waist only"],
      ["log", "61", "--waist", "81", "--date", "2026-01-06", "--note", "both"],
    ])
    let exported = await source.run(["export", "--format", format])
    let target = try TrackingSession()
    try target.directory.write(exported.stdout, to: "backup.\(format)")
    let imported = await target.run(["import", target.directory.file("backup.\(format)")])
    #expect(imported.status == 0, "\(imported.stderr)")
    let notes = { (session: TrackingSession) async -> [String] in
      let rows = await session.run(["history", "--format", "csv"]).stdout.split(separator: "\n")
      return rows.map { $0.split(separator: ",", omittingEmptySubsequences: false)[7] }
        .map(String.init)
    }
    #expect(await notes(target) == ["note", " measured ", "tape", "waist only", "both"])
  }

  static let family =
    "\u{FEFF}Time,Family Members,WEIGHT (kg),BMI\n2026-01-11 07:12:44,Ann ,60.9,22.4\n2026-01-11 07:20:02,Bob ,81.2,25.1\n"

  /// A file of several people is refused with their names; --person takes one, the other's
  /// rows counted.
  @Test func import_severalPeople_refusedNamingThemAndPersonPicksOne() async throws {
    let session = try await Self.session(writing: Self.family, as: "eufy.csv")
    let refused = await session.run(["import", session.directory.file("eufy.csv")])
    #expect(refused.status == 64)
    #expect(
      refused.stderr.contains(
        "holds the readings of several people in column 'Family Members' ('Ann', 'Bob'); choose one with --person NAME, or, if that column names no people, pass --person-column none\n"
      ))
    let both = await session.run([
      "import", session.directory.file("eufy.csv"), "--person", "ann", "--person-column", "none",
    ])
    #expect(both.status == 64)
    #expect(
      both.stderr
        == "bmi: --person picks one person of a column of people, and --person-column none says there is none; give one of them\n"
    )
    // A name the column does not hold: its names, and the option for a column that may.
    let stranger = await session.run([
      "import", session.directory.file("eufy.csv"), "--person", "cy",
    ])
    #expect(stranger.status == 64)
    #expect(
      stranger.stderr.hasSuffix(
        "has no person 'cy' (it has: 'Ann', 'Bob'); pass one of them to --person, or name the column that holds 'cy' with --person-column\n"
      ), "\(stranger.stderr)")
    let sut = await session.run(["import", session.directory.file("eufy.csv"), "--person", "ann"])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(
      sut.stderr.hasSuffix(
        "1 added, 0 replaced, 0 already there; 1 row skipped: 1 of other people.\n"))
  }

  /// Google Fit's per-day files, as Takeout writes them: the date in the name, a row every
  /// 15 minutes, a weight on few days.
  static func googleFitDay(_ rows: [(time: String, kilograms: String)]) -> String {
    let header =
      "Start time,End time,Move Minutes count,Calories (kcal),Distance (m),Heart Points,Heart Minutes,Low latitude (deg),Low longitude (deg),High latitude (deg),High longitude (deg),Average speed (m/s),Max speed (m/s),Min speed (m/s),Step count,Average weight (kg),Max weight (kg),Min weight (kg),Walking duration (ms),Running duration (ms)\n"
    return header
      + rows.map { time, weight in
        "\(time).000+00:00,\(time).000+00:00,,16.114583519597847,,,,,,,,,,,,\(weight),\(weight),\(weight),,\n"
      }.joined()
  }

  /// In a folder (or several files), a file without a weigh-in (most of a Takeout's days; an
  /// empty Fitbit array) is counted and named, not a reason to refuse the rest; its rows are
  /// accounted for; only a folder with no weigh-in at all is refused (65).
  @Test func import_folderOfPerDayFilesMostWithoutAWeight_countsAndNamesThem() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    try FileManager.default.createDirectory(
      atPath: session.directory.file("Daily activity metrics"), withIntermediateDirectories: false)
    let days = [
      ("2026-01-05", [("07:00:00", ""), ("07:15:00", "")]),
      ("2026-01-06", [("07:00:00", "61.4000015258789")]),
      ("2026-01-07", [("00:00:00", "")]),
      ("2026-01-08", [("00:00:00", ""), ("07:00:00", "61.2"), ("21:15:00", "")]),
    ]
    for (day, rows) in days {
      try session.directory.write(
        Self.googleFitDay(rows), to: "Daily activity metrics/\(day).csv")
    }
    try session.directory.write("[]", to: "Daily activity metrics/weight-2026-01-09.json")
    let sut = await session.run(["import", session.directory.file("Daily activity metrics")])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(
      sut.stderr
        == "Imported \(session.directory.file("Daily activity metrics")): 2 added, 0 replaced, 0 already there, 3 files without weigh-ins (2026-01-05.csv, 2026-01-07.csv, weight-2026-01-09.json); 5 rows skipped: 5 without a weight.\n"
    )
    let history = await session.run(["history", "--format", "csv"])
    #expect(history.stdout.contains("2026-01-06,61.4"))
    #expect(history.stdout.contains("2026-01-08,61.2"))

    for name in ["2026-01-06.csv", "2026-01-08.csv"] {
      try FileManager.default.removeItem(
        atPath: session.directory.file("Daily activity metrics/\(name)"))
    }
    let before = session.directory.bytes(of: "store.json")
    let refused = await session.run(["import", session.directory.file("Daily activity metrics")])
    #expect(refused.status == 65)
    #expect(
      refused.stderr
        == "bmi: \(session.directory.file("Daily activity metrics")): none of the 3 files has weigh-ins to import (3 rows skipped: 3 without a weight); nothing was imported\n"
    )
    #expect(session.directory.bytes(of: "store.json") == before)
  }

  /// A per-day file's times carry their offset: --tz moves them (07:00+00:00 is the evening
  /// before at -08:00); without it the file's name dates them.
  @Test(arguments: [([] as [String], "2026-01-06"), (["--tz", "-08:00"], "2026-01-05")])
  func import_googleFitDayFileWithTZ_dateOfThatZone(options: [String], date: String)
    async throws
  {
    let session = try await Self.session(
      writing: Self.googleFitDay([("07:00:00", "61.2")]), as: "2026-01-06.csv")
    let sut = await session.run(
      ["import", session.directory.file("2026-01-06.csv"), "--dry-run"] + options)
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stdout.contains("\(date)  61.20 kg"), "\(sut.stdout)")
  }

  @Test(arguments: ["Mars/Olympus", "+25:00"])
  func import_unknownTimeZone_exit64(zone: String) async throws {
    let session = try await Self.session(writing: "Date,Weight (kg)\n2026-01-11,60.9\n")
    let sut = await session.run(["import", session.directory.file("weights.csv"), "--tz", zone])
    #expect(sut.status == 64)
    #expect(sut.stderr.contains("is not a time zone this system knows"))
  }

  /// UTC times go to the --tz date: 22:30Z is the next morning in Tokyo.
  @Test func import_utcTimesWithFixedOffsetZone_localDate() async throws {
    let session = try await Self.session(
      writing: "Date,Weight (kg)\n2026-01-10T22:30:00Z,60.9\n")
    let sut = await session.run(
      ["import", session.directory.file("weights.csv"), "--tz", "+09:00", "--dry-run"])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stdout.contains("2026-01-11  60.90 kg"))
  }

  /// A Garmin export of days without a reading (date rows only, no times under them) has
  /// nothing to import: it says so, each day counted, not that its rows have the wrong shape.
  @Test func import_garminDateRowsOnly_noWeighInsNotAWrongShape() async throws {
    let session = try await Self.session(
      writing:
        "Time,Weight,Change,BMI,Body Fat,Skeletal Muscle Mass,Bone Mass,Body Water,\n\" Mar 9, 2024\",\n\" Mar 8, 2024\",\n",
      as: "Weight.csv")
    let sut = await session.run(["import", session.directory.file("Weight.csv")])
    #expect(sut.status == 65)
    #expect(
      sut.stderr.contains(
        "Weight.csv has no weigh-ins to import: 2 rows skipped: 2 without a weight;"),
      "\(sut.stderr)")
  }
}
