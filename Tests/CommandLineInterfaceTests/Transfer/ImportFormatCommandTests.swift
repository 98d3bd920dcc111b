import DataSource
import TestSupport
import Testing

/// `bmi import` with other apps' files, round trips of every export, and errors that fit
/// the kind of file.
@MainActor
struct ImportFormatCommandTests {
  /// Export, import into an empty store, export again: the same bytes, in every format.
  @Test(arguments: ["json", "csv", "ndjson"])
  func exportImportExport_throughAFreshStore_isByteForByte(format: String) async throws {
    let source = try TrackingSession()
    await source.givenAnn()
    await source.given([
      ["profile", "save", "bob", "--height", "6ft", "--weight", "180lb", "--population", "asian"],
      ["log", "--waist", "80cm", "--date", "2026-01-12", "--profile", "ann"],
    ])
    let first = await source.run(["export", "--format", format])
    #expect(first.status == 0)
    let target = try TrackingSession()
    try target.directory.write(first.stdout, to: "backup.\(format)")
    let imported = await target.run(["import", target.directory.file("backup.\(format)")])
    #expect(imported.status == 0, "\(imported.stderr)")
    let second = await target.run(["export", "--format", format])
    #expect(second.stdout == first.stdout)
  }

  @Test func import_appleHealthExport_mergesWeighInsAndOffersTheHeight() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let before = session.directory.bytes(of: "store.json")
    try session.directory.write(AppleHealthFixture.export, to: "export.xml")
    // --force: the fixture's dates are after the session's today and far from Ann's weights,
    // which the plausibility check would refuse.
    let dryRun = await session.run(
      ["import", session.directory.file("export.xml"), "--dry-run", "--force"])
    #expect(dryRun.status == 0)
    #expect(dryRun.stdout.contains("2026-11-21  80.20 kg, waist 83.82 cm"))
    #expect(session.directory.bytes(of: "store.json") == before)
    let sut = await session.run(["import", session.directory.file("export.xml"), "--force"])
    #expect(sut.status == 0)
    #expect(
      sut.stderr.hasSuffix(
        "The file gives a height of 176.8 cm (measured 2026-06-01); it was not applied. To use it: bmi profile save ann --height 176.8cm\n"
      ))
    let show = await session.run(["profile", "show", "ann", "--format", "json"])
    #expect(show.stdout.contains("\"height_cm\": 165.00,"))
    // Again, with every weigh-in already there: the offer still names whose they are.
    let again = await session.run(["import", session.directory.file("export.xml"), "--force"])
    #expect(again.stderr.hasSuffix("To use it: bmi profile save ann --height 176.8cm\n"))
  }

  /// A JSON object with few of a bmi store's members (another app's) is named for what it
  /// is not, its members listed; a store document with one unknown member still gets its
  /// fault with line and column.
  @Test func import_foreignJSONObject_namedNotABmiExport() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let before = session.directory.bytes(of: "store.json")
    let foreign = """
      {
        "name": "Weights",
        "items": [{"kg": 80.0, "at": 1700000000}]
      }
      """
    let sut = await session.run(["import", "-"], stdin: foreign)
    #expect(sut.status == 65)
    #expect(
      sut.stderr.contains(
        "holds a JSON object, but not a bmi export (it has 'name', 'items', not schema_version and profiles)"
      ), "\(sut.stderr)")
    #expect(session.directory.bytes(of: "store.json") == before)
    // Another app's profile shares one name (`height`) with an old store: it is the app's.
    let profile = #"{"nickname":"ann","height":"170","sex":"female","steps":[1200, 800]}"#
    let app = await session.run(["import", "-"], stdin: profile + "\n")
    #expect(app.status == 65)
    #expect(
      app.stderr.contains(
        "holds a JSON object, but not a bmi export (it has 'nickname', 'height', 'sex', 'steps',"
      ), "\(app.stderr)")
    let store = """
      {
        "schema_version": 3,
        "profiles": [],
        "colour": "blue"
      }
      """
    let fault = await session.run(["import", "-"], stdin: store)
    #expect(fault.status == 65)
    #expect(fault.stderr.contains("line 4"), "\(fault.stderr)")
  }

  /// A zip archive without an Apple Health export in it is named as such, not as XML that is
  /// not Apple Health's.
  @Test func import_zipWithoutHealthData_namedAZipWithoutAnExport() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let before = session.directory.bytes(of: "store.json")
    try session.directory.write(
      bytes: StoredZip.archive([("notes.txt", Array("hi".utf8))]), to: "a.zip")
    let sut = await session.run(["import", session.directory.file("a.zip")])
    #expect(sut.status == 65)
    #expect(
      sut.stderr.contains("is a zip archive without an Apple Health export in it"), "\(sut.stderr)")
    #expect(sut.stderr.contains("unzip it and import the folder or its weight file"))
    #expect(session.directory.bytes(of: "store.json") == before)
  }

  /// Weights the file gives no unit for (Lose It!'s `Date,Weight`) are read in the profile's
  /// units, and the summary says so with what to do otherwise; a file or `--units` that names
  /// the unit gets no such note.
  @Test(arguments: [
    ("Date,Weight\n01/15/2026,60.2\n", [String](), true),
    ("Date,Weight\n01/15/2026,132.7\n", ["--units", "imperial"], false),
    ("Date,Weight (kg)\n01/15/2026,60.2\n", [], false),
    ("Date,Weight\n01/15/2026,60.2 kg\n", [], false),
  ])
  func import_bareWeights_noteSaysWhichUnitsReadThem(
    file: String, options: [String], noted: Bool
  ) async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["import", "-"] + options, stdin: file)
    #expect(sut.status == 0, "\(sut.stderr)")
    let note =
      "The file names no unit: its weights were read in kg, the profile's units (if they are pounds: bmi undo, then import it with --units imperial)."
    #expect(sut.stderr.contains(note) == noted, "\(sut.stderr)")
    let history = await session.run(["history", "--format", "csv"])
    #expect(
      history.stdout.contains("2026-01-15,60.2") || history.stdout.contains("2026-01-15,60.19"))
  }

  @Test func import_hackersDietBareWeights_useTheProfileUnits() async throws {
    let session = try TrackingSession()
    await session.given([["profile", "save", "ann", "--height", "165cm", "--units", "imperial"]])
    let sut = await session.run(
      ["import", "-"], stdin: "Date,Weight,Rung,Flag,Comment\n2026-01-14,175.5,12,0,\n")
    #expect(sut.status == 0, "\(sut.stderr)")
    let history = await session.run(["history", "--format", "csv"])
    #expect(history.stdout.contains("79.605") || history.stdout.contains("175.5"))
  }

  /// The Fitbit website's CSV of a US account into a metric profile: pounds, as its BMIs
  /// at the profile's height say, whatever the profile's units; the message when they do not.
  @Test(arguments: [("180.3cm", "metric"), ("71in", "imperial")])
  func import_fitbitWebsiteCSVInPounds_readAsPounds(height: String, units: String) async throws {
    let session = try TrackingSession()
    await session.given([["profile", "save", "al", "--height", height, "--units", units]])
    let file =
      "Body\nDate,Weight,BMI,Fat\n\"2024-01-08\",\"180.4\",\"25.16\",\"0\"\n\nFoods\nDate,Calories In\n\"2024-01-08\",\"1,850\"\n"
    let sut = await session.run(["import", "-"], stdin: file)
    #expect(sut.status == 0, "\(sut.stderr)")
    let history = await session.run(["export", "--format", "csv"])
    #expect(history.stdout.contains(",2024-01-08,81.828,"), "\(history.stdout)")
    #expect(history.stdout.contains(",180.40,"), "\(history.stdout)")
  }

  @Test func import_bareWeightsWhoseBMIsFitBothUnits_refusedAskingForUnits() async throws {
    let session = try TrackingSession()
    await session.given([["profile", "save", "al", "--height", "150cm", "--units", "metric"]])
    let sut = await session.run(
      ["import", "-"], stdin: "Date,Weight,BMI\n2024-01-08,81.6,24.91\n")
    #expect(sut.status == 65)
    #expect(
      sut.stderr
        == "bmi: standard input: the 'Weight' column names no unit, and the BMIs beside its weights fit both kg and lb, or neither (at the profile's height, or by the height they imply); pass --units metric or --units imperial; nothing was imported\n"
    )
  }

  @Test(arguments: [
    (
      "<?xml version=\"1.0\"?>\n<Workouts/>\n",
      "bmi: standard input is XML but not an Apple Health export (no <HealthData> element); in the Health app choose Export All Health Data and import the export.xml inside the zip; nothing was imported"
    ),
    (
      "Tag;Kilo\n21.11.2026;79,6\n",
      "bmi: standard input: no date column among 'Tag', 'Kilo'; name the one to use with --date-column NAME; nothing was imported"
    ),
    (
      "Day,Kilos\n2026-01-05,6O\n",
      "bmi: standard input: --weight-column 'kg' is not among the columns 'Day', 'Kilos'; pass one of them; nothing was imported"
    ),
    (
      "Date,Weight (KG)\n2026-01-05,6O\n",
      "bmi: standard input: line 2, column 2 (Weight (KG)): '6O' is not a weight: unknown unit 'o'; expected a weight such as 70, 70kg, 154lb or 11st2lb; fix the row, or pass --skip-invalid to skip such rows and import the rest; nothing was imported"
    ),
    (
      "date,weight_kg\n21-31-2026,70\n",
      "bmi: standard input: line 2, column 1 (date): '21-31-2026' is not a date this reads (YYYY-MM-DD, DD.MM.YYYY, MM/DD/YYYY, Nov 21, 2026, epoch seconds); say how it is written with --date-format, such as --date-format DD/MM/YYYY; nothing was imported"
    ),
    (
      "<HealthData>\n<Record type=\"HKQuantityTypeIdentifierBodyMass\" unit=\"lb\" startDate=\"2026-01-02 08:00:00 +0200\" value=\"5000\"/>\n</HealthData>\n",
      "bmi: standard input: the BodyMass record of '2026-01-02 08:00:00 +0200' holds 5000 lb, a weight of 2267.962 kg, outside 0.2 to 1000 kg, which bmi does not take; fix that record in the file; nothing was imported"
    ),
    (
      "Zeit;Gewicht\n07:02;79,6\n",
      "bmi: standard input: line 2, column 1 (Zeit): '07:02' is a time of day, not a date: name the column of dates with --date-column NAME; nothing was imported"
    ),
    (
      "[{\"logId\":1,\"fat\":22.5,\"date\":\"11/01/26\",\"time\":\"07:02:14\",\"source\":\"Aria\"}]",
      "bmi: standard input: weigh-in 1 of the JSON array has no weight; it was read as a Fitbit weight file (a Fitbit fat-….json holds body fat: import the weight-….json files; pass --from NAME if it is another kind); nothing was imported"
    ),
  ])
  func import_badFile_givesAdviceForItsKind(input: String, message: String) async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let options = input.hasPrefix("Day,") ? ["--weight-column", "kg"] : []
    let sut = await session.run(["import", "-"] + options, stdin: input)
    #expect(sut.status == 65)
    #expect(sut.stderr == message + "\n")
    #expect(!sut.stderr.contains("rename"))
  }

  @Test func import_options_readAnyCSV() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(
      [
        "import", "-", "--date-column", "Tag", "--weight-column", "Kilo", "--date-format",
        "DD/MM/YYYY", "--per-day", "min", "--dry-run",
      ], stdin: "Tag;Kilo\n05/01/2026;60,6\n05/01/2026;60,2\n")
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stdout.contains("2026-01-05  60.20 kg"))
  }

  @Test(arguments: [
    (
      "Date,Weight (kg)\n2026-01-05,60.2\n2026-01-06,\n",
      "1 added, 0 replaced, 0 already there; 1 row skipped: 1 without a weight."
    ),
    (
      "Date,Weight (kg)\n2026-01-05,60.2\n2026-01-05,60.4\n2026-01-06,\n2026-01-07,\n",
      "1 added, 0 replaced, 0 already there, 1 reading shared a date with another (one kept a day: see --per-day); 2 rows skipped: 2 without a weight."
    ),
  ])
  func import_summary_countsInTheSingularAndPlural(input: String, counts: String) async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["import", "-", "--dry-run"], stdin: input)
    #expect(sut.status == 0)
    #expect(sut.stderr == "Dry run of standard input (nothing written): \(counts)\n")
  }

  /// Renpho writes its notes under Remarks, German files under Notiz: they are notes too.
  @Test(arguments: [
    "Time of Measurement,Weight(kg),BMI,Remarks\n\"01/13/2026, 7:02:14 AM\",60.2,22.1,new scale\n",
    "Datum;Gewicht (kg);Notiz\n05.01.2026;60,2;new scale\n",
  ])
  func import_remarksOrNotizColumn_isTheNote(input: String) async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["import", "-", "--dry-run"], stdin: input)
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stdout.contains("60.20 kg, note 'new scale'"), "\(sut.stdout)")
  }

  @Test func import_badDateFormat_isAUsageError() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(
      ["import", "-", "--date-format", "soon"], stdin: "date,weight_kg\n2026-01-01,70\n")
    #expect(sut.status == 64)
  }
}

/// `bmi help topic import` documents every kind of file and every per-day rule, from the code's
/// own tables.
@MainActor
struct ImportTopicTests {
  @Test func helpImport_listsEveryFromNameAndPerDayRule() async {
    let sut = await InProcessRunner.run(["help", "topic", "import"], columns: 200)
    #expect(sut.status == 0)
    for name in ["apple-health", "fitbit", "libra", "garmin", "renpho", "google-fit", "withings"]
      + ["hackers-diet", "csv", "bmi", "(the default)", "--per-day", "--date-format"]
    {
      #expect(sut.stdout.contains(name), "\(name)")
    }
  }
}
