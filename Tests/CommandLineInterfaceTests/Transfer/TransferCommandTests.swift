import DataSource
import Glibc
import Testing

@testable import CommandLineInterface

/// `bmi export` and `bmi import` in-process against temporary stores.
@MainActor
struct TransferCommandTests {
  @Test func export_json_isTheStoreDocument() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["export"])
    #expect(sut.status == 0)
    #expect(sut.stdout == session.directory.text(of: "store.json"))
  }

  /// A store of more than a megabyte is written in pieces; no piece ends inside a
  /// character's UTF-8 bytes, so every two-byte `é` straddling a piece's end comes out whole.
  @Test func export_json_largeStoreWithMultibyteNotes_isTheStoreDocument() async throws {
    let session = try TrackingSession()
    var profile = Profile(name: "ann", heightCentimetres: 165)
    var day = LocalDate(year: 2000, month: 1, day: 1)
    for index in 0..<1_600 {
      // Odd lengths shift each note's bytes, so some `é` crosses every megabyte boundary.
      let note = String(repeating: "é", count: 300 + index % 7) + "x"
      profile.entries.append(WeightEntry(date: day, kilograms: 60, note: note))
      day = day.adding(days: 1)
    }
    try session.directory.writeStore(StoreDocument(defaultProfile: "ann", profiles: [profile]))
    let stored = try #require(session.directory.text(of: "store.json"))
    #expect(stored.utf8.count > 1 << 20)
    let sut = await session.run(["export"])
    #expect(sut.status == 0)
    #expect(sut.stdout == stored)
  }

  /// The pieces end between characters: a two-, three- or four-byte character at a piece's
  /// end goes whole into the next piece (or the piece grows to hold a character longer
  /// than the size), and the pieces cover every byte in order.
  @Test(arguments: [1, 2, 3, 4, 5, 8])
  func pieces_endBetweenCharacters(size: Int) {
    let text = "aé€😀b" + String(repeating: "ü", count: 5) + "z"
    let bytes = Array(text.utf8)
    let pieces = ExportCommand.pieces(of: bytes, size: size)
    #expect(pieces.first?.lowerBound == 0)
    #expect(pieces.last?.upperBound == bytes.count)
    #expect(zip(pieces, pieces.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
    let decoded = pieces.map { String(decoding: bytes[$0], as: UTF8.self) }
    #expect(decoded.joined() == text)
    #expect(decoded.allSatisfy { !$0.contains("\u{FFFD}") })
    #expect(pieces.allSatisfy { $0.count <= max(size, 4) })
  }

  @Test func export_csv_oneRowPerWeighInWithTheProfile() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    await session.given([["profile", "save", "bob", "--height", "180", "--sex", "male"]])
    let sut = await session.run(["export", "--format", "csv"])
    #expect(
      sut.stdout == """
        profile,default,height_cm,sex,born,goal_kg,units,date,weight_kg,note,population,waist_cm,height_in,goal_lb,weight_lb,waist_in,measured_height_cm,head_cm,arm_cm,measured_height_in,head_in,arm_in,growth_references,bmi,category,reference,age_months,percentile,z_score,percent_of_p95,reason,who_length_height_z,who_length_height_flag,who_weight_z,who_weight_flag,who_weight_for_length_z,who_weight_for_length_flag,who_bmi_z,who_bmi_flag,who_head_z,who_head_flag,who_arm_z,who_arm_flag,who_category_indicator,who_stature_class,who_weight_class
        ann,true,165.00,,,58.000,metric,2026-01-10,61.000,,,,64.96,127.87,134.48,,,,,,,,,22.41,normal,who-adult,,,,,,,,,,,,,,,,,,,,
        ann,true,165.00,,,58.000,metric,2026-01-12,60.600,after run,,,64.96,127.87,133.60,,,,,,,,,22.26,normal,who-adult,,,,,,,,,,,,,,,,,,,,
        ann,true,165.00,,,58.000,metric,2026-01-14,60.300,,,,64.96,127.87,132.94,,,,,,,,,22.15,normal,who-adult,,,,,,,,,,,,,,,,,,,,
        bob,false,180.00,male,,,metric,,,,,,70.87,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,

        """)
  }

  /// Every profile setting survives the round trip: population, growth references.
  @Test(arguments: ["json", "csv", "ndjson"])
  func exportThenImport_intoAnEmptyStore_rebuildsTheSameStore(format: String) async throws {
    let source = try TrackingSession()
    await source.givenAnn()
    await source.given([
      ["profile", "save", "bob", "--height", "6ft", "--weight", "180lb", "--population", "asian"],
      ["profile", "save", "bob", "--reference", "who"],
    ])
    let exported = await source.run(["export", "--format", format])
    let target = try TrackingSession()
    let sut = await target.run(["import", "-"], stdin: exported.stdout)
    #expect(sut.status == 0)
    #expect(
      sut.stderr
        == "Imported standard input: 4 added, 0 replaced, 0 already there, new profiles: ann, bob.\n"
    )
    #expect(target.directory.text(of: "store.json") == source.directory.text(of: "store.json"))
  }

  @Test func import_trackerCSVDryRun_showsThePlanAndWritesNothing() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    try session.directory.write(
      "Date,Weight (lb),Comment\n2026-01-14,132.5,\n2026-01-15 07:02,132.0,new scale\n",
      to: "scale.csv")
    let before = session.directory.bytes(of: "store.json")
    let sut = await session.run(["import", session.directory.file("scale.csv"), "--dry-run"])
    #expect(sut.status == 0)
    #expect(
      sut.stdout
        == """
        CHANGE   PROFILE  DATE        WEIGHT
        replace  ann      2026-01-14  60.10 kg                    was 60.30 kg
        add      ann      2026-01-15  59.87 kg, note 'new scale'

        """)
    #expect(
      sut.stderr.hasPrefix(
        "Dry run of \(session.directory.file("scale.csv")) (nothing written): 1 added, 1 replaced"))
    #expect(session.directory.bytes(of: "store.json") == before)
  }

  @Test func import_dryRun_showsANoteOnlyChange() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(
      ["import", "-", "--dry-run"], stdin: "date,weight_kg,note\n2026-01-12,60.6,after swim\n")
    #expect(sut.status == 0)
    #expect(
      sut.stdout
        == """
        CHANGE   PROFILE  DATE        WEIGHT
        replace  ann      2026-01-12  60.60 kg, note 'after swim'  was 60.60 kg, note 'after run'

        """)
  }

  @Test func import_badRow_namesLineAndColumnAndWritesNothing() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let before = session.directory.bytes(of: "store.json")
    let sut = await session.run(
      ["import", "-"], stdin: "date,weight_kg\n2026-01-01,60\n2026-01-02,6O.1\n")
    #expect(sut.status == 65)
    #expect(
      sut.stderr
        == "bmi: standard input: line 3, column 2 (weight_kg): '6O.1' is not a weight: unknown unit 'o'; expected a weight such as 70, 70kg, 154lb or 11st2lb; fix the row, or pass --skip-invalid to skip such rows and import the rest; nothing was imported\n"
    )
    #expect(session.directory.bytes(of: "store.json") == before)
  }

  @Test(arguments: [
    (
      "When,Mass\n", 65,
      "bmi: standard input has no weigh-ins to import: a header line and no row under it"
    ),
    (
      "When,Weight (kg)\n2026-01-01,60\n", 65,
      "bmi: standard input: no date column among 'When', 'Weight (kg)'; name the one to use with --date-column NAME; nothing was imported"
    ),
    (
      "profile,height_cm,date,weight_kg,population\nx,170,2026-01-01,60,asain\n", 65,
      "bmi: standard input: line 2, column 5 (population): 'asain' is not one of default, asian; fix the row, or pass --skip-invalid to skip such rows and import the rest; nothing was imported"
    ),
    (
      "{\"schema_version\": 1,\n\"profiles\": [}\n", 65,
      "bmi: standard input: line 2, column 14: expected an object; nothing was imported; it was read as JSON (a bmi export, 'bmi export --format ndjson', or a Fitbit weight file): fix it there, or pass --from NAME if it is another kind of file"
    ),
  ])
  func import_badFile_exitStatusAndMessage(input: String, status: Int32, message: String)
    async throws
  {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["import", "-"], stdin: input)
    #expect(sut.status == status)
    #expect(sut.stderr == message + "\n")
  }

  @Test func import_bareWeightsWithUnitsFlag_readsThem() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(
      ["import", "-", "--units", "imperial", "--format", "csv"],
      stdin: "Date,Weight\n2026-01-15,132\n")
    #expect(
      sut.stdout == """
        profile,date,weight_kg,weight_lb,note,action,previous_weight_kg,waist_cm,waist_in,previous_waist_cm,previous_weight_lb,previous_waist_in,height_cm,height_in,head_cm,head_in,arm_cm,arm_in
        ann,2026-01-15,59.87,132.00,,added,,,,,,,,,,,,

        """)
  }

  @Test func import_missingFile_exit66() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let path = session.directory.file("nope.csv")
    let sut = await session.run(["import", path])
    #expect(sut.status == 66)
    #expect(sut.stderr == "bmi: cannot import \(path): no such file\n")
  }

  /// A file that is there but whose read fails (EIO: `/proc/self/mem` at offset 0 is never
  /// mapped) is an I/O error, 74, as for the store and batch input, not a missing file.
  @Test(.enabled(if: access("/proc/self/mem", R_OK) == 0, "needs Linux's /proc/self/mem"))
  func import_readFails_exit74() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["import", "/proc/self/mem"])
    #expect(sut.status == 74)
    #expect(sut.stderr.hasPrefix("bmi: cannot read /proc/self/mem: "))
  }

  /// A file's name is anyone's bytes: the summary escapes it as every outside name is, so a
  /// name holding an escape sequence cannot rewrite the terminal.
  @Test func import_fileNamedWithAnEscapeSequence_summaryEscapesIt() async throws {
    let session = try await ImportAccountingCommandTests.session(
      writing: "Date,Weight (kg)\n2026-01-11,60.9\n", as: "evil\u{1B}[2J.csv")
    let sut = await session.run(["import", session.directory.file("evil\u{1B}[2J.csv")])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(!sut.stderr.contains("\u{1B}"))
    #expect(sut.stderr.contains("evil\\u{1B}[2J.csv: 1 added"), "\(sut.stderr)")
  }
}
