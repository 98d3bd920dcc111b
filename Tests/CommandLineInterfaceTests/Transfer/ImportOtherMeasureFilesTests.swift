import DataSource
import Foundation
import Glibc
import TestSupport
import Testing

/// An app's unpacked export is a folder of files, most of other measures (Withings' bp.csv
/// and height.csv beside weight.csv, Fitbit's fat-….json beside weight-….json): imported as
/// a folder, those are counted and named as files without weigh-ins, not a reason to refuse
/// the weights; named alone, such a file is still refused with its reason.
@MainActor
struct ImportOtherMeasureFilesTests {
  static func folder(_ files: [(String, String)]) async throws -> (TrackingSession, String) {
    let session = try TrackingSession()
    await session.givenAnn()
    let folder = session.directory.file("export")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    for (name, text) in files { try session.directory.write(text, to: "export/\(name)") }
    return (session, folder)
  }

  /// Zepp's account file (`USER/USER_….csv`: a birthday, a height and a weight, no date) is
  /// a person's details: counted beside the weigh-ins, refused alone naming what it is.
  @Test func import_zeppUserFileBesideItsWeighIns_countedNotRefused() async throws {
    let user =
      "userId,gender,height,weight,nickName,avatar,birthday\n1234,0,165,60.0,Ann,,1990-05-01\n"
    let (session, folder) = try await Self.folder([
      ("USER_1768700000000.csv", user),
      (
        "BODY_1768700000000.csv", "time,weight,height,bmi\n2026-01-14 07:10:00+0000,60.9,165,22.4\n"
      ),
    ])
    let sut = await session.run(["import", folder])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(
      sut.stderr.contains("1 file without weigh-ins (USER_1768700000000.csv)"), "\(sut.stderr)")
    let alone = await session.run(["import", folder + "/USER_1768700000000.csv"])
    #expect(alone.status == 65)
    #expect(alone.stderr.contains("holds one person's details"), "\(alone.stderr)")
  }

  /// A weight column a person (or a scale), none plainly the weight: refused (64) naming
  /// them and the option that picks one.
  @Test func import_weightColumnPerPerson_usageErrorNamingThem() async throws {
    let (session, folder) = try await Self.folder([
      ("family.csv", "Datum;Gewicht Anna;Gewicht Tom\n11.01.2026;61,2;82,4\n")
    ])
    let sut = await session.run(["import", folder + "/family.csv"])
    #expect(sut.status == 64)
    #expect(
      sut.stderr
        == "bmi: \(folder)/family.csv has several weight columns, none plainly the weight, each of its own person or scale ('Gewicht Anna', 'Gewicht Tom'); choose one with --weight-column NAME\n"
    )
  }

  /// A log with a birthday whose date column has a name bmi does not know (a survey's
  /// `dov`) is no person's details, of two rows or of one with a date beside the birthday:
  /// refused asking for --date-column, in a folder too, never passed over as a file without
  /// weigh-ins.
  @Test(arguments: [
    "Birthday,Measured,Weight\n2016-03-10,2026-01-10,30.1\n2016-03-10,2026-01-12,30.3\n",
    "Birthday,Measured,Weight\n2016-03-10,2026-01-10,30.1\n",
  ])
  func import_birthdayBesideAnUnknownDateColumn_refusedAskingForTheDateColumn(visits: String)
    async throws
  {
    let (session, folder) = try await Self.folder([
      ("visits.csv", visits),
      ("weights.csv", "date,weight\n2026-01-11,60.9\n"),
    ])
    let sut = await session.run(["import", folder])
    #expect(sut.status == 65)
    #expect(
      sut.stderr.contains(
        "visits.csv: no date column among 'Birthday', 'Measured', 'Weight'; name the one to use with --date-column NAME"
      ),
      "\(sut.stderr)")
  }

  /// A couple's Garmin exports in one folder are two accounts': refused until --person
  /// names one, whose file alone is then read.
  @Test func import_twoGarminAccountsFolder_refusedThenPersonChooses() async throws {
    func file(_ account: Int, _ grams: Int) -> String {
      #"[{"userProfilePK": \#(account), "metaData": {"calendarDate": "2026-01-11T00:00:00.0"}, "weight": {"weight": \#(grams).0}}]"#
    }
    let (session, folder) = try await Self.folder([
      ("111_userBioMetrics.json", file(111, 82_000)),
      ("222_userBioMetrics.json", file(222, 61_000)),
    ])
    let sut = await session.run(["import", folder])
    #expect(sut.status == 64)
    #expect(
      sut.stderr
        == "bmi: \(folder) holds the weigh-ins of several Garmin accounts (userProfilePK 111, 222); choose one with --person 111\n"
    )
    let chosen = await session.run(["import", folder, "--person", "222", "--dry-run"])
    #expect(chosen.status == 0, "\(chosen.stderr)")
    #expect(chosen.stdout.contains("2026-01-11  61.00 kg"), "\(chosen.stdout)")
  }

  @Test func import_withingsFolder_weightsTakenOtherMeasuresNamed() async throws {
    let (session, folder) = try await Self.folder([
      (
        "weight.csv",
        "Date,Weight (kg),Fat mass (kg),Bone mass (kg),Muscle mass (kg),Hydration (kg),Comments\n\"2026-01-11 07:30:00\",61.3,,,,,\n"
      ),
      (
        "bp.csv",
        "Date,Heart rate,Systolic,Diastolic,Comments\n\"2026-01-11 07:30:00\",60,120,80,\n"
      ),
      ("height.csv", "Date,Value\n\"2025-06-01 07:30:00\",1.65\n"),
    ])
    let sut = await session.run(["import", folder])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(
      sut.stderr
        == "Imported \(folder): 1 added, 0 replaced, 0 already there, 2 files without weigh-ins (bp.csv, height.csv).\n"
    )
    let history = await session.run(["history", "--format", "csv"])
    #expect(history.stdout.contains("2026-01-11,61.30"))

    let before = session.directory.bytes(of: "store.json")
    let alone = await session.run(["import", folder + "/bp.csv"])
    #expect(alone.status == 65)
    #expect(alone.stderr.contains("bp.csv: no weight column among 'Date', 'Heart rate'"))
    #expect(session.directory.bytes(of: "store.json") == before)
  }

  /// Lose It!'s export: files with neither a date nor a weight column (`profile.csv`,
  /// `achievements.csv`) are named; one with a weight but no date bmi knows still refuses.
  @Test func import_loseItFolder_filesWithoutDateOrWeightNamed() async throws {
    let (session, folder) = try await Self.folder([
      ("weights.csv", "Date,Weight,Last Updated,Deleted\n01/11/2026,135.1,,false\n"),
      ("profile.csv", "Name,Value\nBudget,1800\n"),
      ("achievements.csv", "Achievement,Earned\nFirst weigh-in,yes\n"),
    ])
    let sut = await session.run(["import", folder, "--units", "imperial"])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(
      sut.stderr.contains(
        "1 added, 0 replaced, 0 already there, 2 files without weigh-ins (achievements.csv, profile.csv)"
      ), "\(sut.stderr)")

    try session.directory.write("ts,weight_kg\n1768118400,61.3\n", to: "export/undated.csv")
    let before = session.directory.bytes(of: "store.json")
    let undated = await session.run(["import", folder])
    #expect(undated.status == 65)
    #expect(undated.stderr.contains("undated.csv: no date column"), "\(undated.stderr)")
    #expect(session.directory.bytes(of: "store.json") == before)
  }

  @Test func import_fitbitFolder_fatFileNamed() async throws {
    let (session, folder) = try await Self.folder([
      (
        "weight-2026-01-11.json",
        #"[{"bmi":22.52,"date":"01/11/26","logId":1,"time":"07:00:00","weight":61.3,"source":"Aria"}]"#
      ),
      (
        "fat-2026-01-11.json",
        #"[{"date":"01/11/26","fat":20.1,"logId":1,"time":"07:00:00","source":"Aria"}]"#
      ),
    ])
    let sut = await session.run(["import", folder])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stderr.contains("1 added"), "\(sut.stderr)")
    #expect(sut.stderr.contains("1 file without weigh-ins (fat-2026-01-11.json)"), "\(sut.stderr)")
  }

  /// An unzipped Apple Health export (its `export_cda.xml` beside `export.xml`), Fitbit's
  /// Takeout (steps, sleep and heart-rate JSON beside the weight files) and a folder with a
  /// picture in it: the files of other kinds are counted and named, not a reason to refuse.
  @Test func import_exportFolderWithOtherKindsOfFiles_weightsTakenOthersNamed() async throws {
    let (session, folder) = try await Self.folder([
      ("export_cda.xml", "<?xml version=\"1.0\"?>\n<ClinicalDocument></ClinicalDocument>\n"),
      (
        "export.xml",
        "<HealthData locale=\"en\"><Record type=\"HKQuantityTypeIdentifierBodyMass\" unit=\"kg\" startDate=\"2026-01-11 07:00:00 +0000\" value=\"61.3\"/></HealthData>\n"
      ),
      ("steps-2026-01-11.json", "[{\"dateTime\":\"01/11/26 07:00:00\",\"value\":\"82\"}]"),
      ("chart.png", "\u{89}PNG\r\n"),
    ])
    let sut = await session.run(["import", folder])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(
      sut.stderr.contains(
        "3 files without weigh-ins (chart.png, export_cda.xml, steps-2026-01-11.json)"),
      "\(sut.stderr)")
  }

  /// Standard input is read once: `-` twice is a mistake in the command line, not an empty
  /// second file.
  @Test func import_standardInputTwice_usageError() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["import", "-", "-"], stdin: "Date,Weight (kg)\n2026-01-11,61\n")
    #expect(sut.status == 64)
    #expect(
      sut.stderr == "bmi: '-' (standard input) given more than once; standard input is read once\n")
  }

  /// The store read before the file (for the profile's units) that fails (a memory limit,
  /// an I/O error) ends the import with the store's own error, not a refusal of the file's
  /// weights as if the profile had no units.
  @Test func import_storeUnreadableBeforeTheFile_itsOwnErrorNotTheFiles() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let before = session.directory.bytes(of: "store.json")
    let faults = FileSystemFaults(failing: .read, occurrence: 1, code: EIO)
    let sut = await session.run(
      ["import", "-"], stdin: "date,weight\n2026-01-13,60.5\n", fileSystem: .injecting(faults))
    #expect(sut.status == 74, "\(sut.stderr)")
    #expect(sut.stderr.contains("store.json"), "\(sut.stderr)")
    #expect(!sut.stderr.contains("has no unit"), "\(sut.stderr)")
    #expect(session.directory.bytes(of: "store.json") == before)
  }
}
