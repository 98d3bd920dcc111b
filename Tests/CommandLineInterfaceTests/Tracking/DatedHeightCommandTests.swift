import Testing

/// Issue 21 item 6 as a parent meets it (today is 2026-01-15): `bmi log` takes a height, a
/// head and an arm; a child's weigh-ins are assessed with the height measured then, so a new
/// profile height never rescores them; the measures survive every export format.
@MainActor
struct DatedHeightCommandTests {
  /// Mia, born 2016-03-10, 128 cm in her profile: weighed in June 2025 with her height, in
  /// February 2025 without one, and today.
  static let mia: [[String]] = [
    ["profile", "save", "mia", "--height", "128", "--sex", "female", "--born", "2016-03-10"],
    ["log", "26", "--date", "2025-02-01"],
    ["log", "27", "--date", "2025-06-01", "--height", "128", "--head", "52", "--arm", "18"],
    ["log", "28.5", "--date", "2026-01-15"],
  ]

  @Test func history_profileHeightChanged_pastWeighInsKeepTheirScores() async throws {
    let session = try TrackingSession()
    await session.given(Self.mia)
    let before = await session.run(["history", "--format", "csv"])
    await session.given([["profile", "save", "mia", "--height", "133"]])
    let after = await session.run(["history", "--format", "csv"])
    let rows = { (text: String) in text.split(separator: "\n").map(String.init) }
    // The two past rows are as they were; only today's weigh-in takes the new height.
    #expect(Array(rows(after.stdout).prefix(3)) == Array(rows(before.stdout).prefix(3)))
    #expect(rows(after.stdout)[3] != rows(before.stdout)[3])
    // February 2025 had no height within 3 months: no BMI, no class, and the reason why.
    #expect(
      rows(after.stdout)[1]
        == "2025-02-01,26.00,57.32,26.00,57.32,,,,,,,,,,,,,106.78,,,,height-too-old,,,,,,,,,,,,,,,,,"
    )
    #expect(
      rows(after.stdout)[2].hasPrefix(
        "2025-06-01,27.00,59.52,26.93,59.36,16.48,healthy,,,,128.00,50.39,52.00,20.47,18.00,7.09,cdc-2000,"
      ))
    let text = await session.run(["history"])
    #expect(
      text.stdout.contains(
        "2025-02-01  26.0 kg  26.0 kg  -      not assessed: no height within 3 months  -"))
    #expect(text.stdout.contains("  128.0 cm\n"))
  }

  @Test func log_heightHeadArm_inTheProfilesUnitsAndAlone() async throws {
    let session = try TrackingSession()
    await session.given([["profile", "save", "leo", "--height", "4ft2in", "--units", "imperial"]])
    let sut = await session.run(["log", "--height", "50.5", "--head", "20", "--arm", "6.5"])
    #expect(sut.status == 0, "\(sut.stderr)")
    // No birth date: nothing scores the head and arm, and the log says so.
    #expect(
      sut.stderr.hasPrefix(
        "Logged height 50.5 in, head 20.0 in, arm 6.5 in for leo on 2026-01-15.\nKept, not scored: the head and arm circumference: no sex or birth date is recorded for leo (bmi profile save leo --sex female|male --born DATE)"
      ), "\(sut.stderr)")
    let json = await session.run(["log", "60", "--json", "-q"])
    #expect(json.stdout.contains("\"height_cm\": 128.27,"))
    #expect(json.stdout.contains("\"head_cm\": 50.80,"))
    #expect(json.stdout.contains("\"arm_in\": 6.50"))
    #expect(
      session.directory.text(of: "store.json")?.contains(
        #"{"date": "2026-01-15", "weight_kg": 27.216, "height_cm": 128.27, "head_cm": 50.8, "arm_cm": 16.51}"#
      )
        == true)
  }

  @Test(arguments: [
    (["log", "--head", "90"], "bmi: invalid --head '90': 90.00 cm is outside 20–80 cm"),
    (["log", "--arm", "2cm"], "bmi: invalid --arm '2cm': 2.00 cm is outside 5–80 cm"),
    (
      ["log", "--height", "tall"],
      "bmi: invalid --height 'tall': not a number; expected a height such as 175, 175cm, 1.75m, 69in or 5ft9in"
    ),
  ])
  func log_badMeasure_usageErrorAndNothingWritten(arguments: [String], message: String)
    async throws
  {
    let session = try TrackingSession()
    await session.givenAnn()
    let before = session.directory.text(of: "store.json")
    let sut = await session.run(arguments)
    #expect(sut.status == 64)
    #expect(sut.stderr == message + "\n")
    #expect(session.directory.text(of: "store.json") == before)
  }

  /// Every format bmi exports reads back into the same store, measures included.
  @Test(arguments: ["json", "csv", "ndjson"])
  func exportThenImport_withHeightsHeadsAndArms_rebuildsTheSameStore(format: String)
    async throws
  {
    let source = try TrackingSession()
    await source.given(Self.mia + [["log", "--arm", "18.5", "--date", "2025-06-02"]])
    let exported = await source.run(["export", "--format", format])
    #expect(exported.status == 0)
    let target = try TrackingSession()
    let imported = await target.run(["import", "-"], stdin: exported.stdout)
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(target.directory.text(of: "store.json") == source.directory.text(of: "store.json"))
    let again = await target.run(["export", "--format", format])
    #expect(again.stdout == exported.stdout)
  }

  /// Heights of schema 3 make a store an older bmi refuses as newer, not misreads.
  @Test func store_afterLoggingAHeight_isSchema3() async throws {
    let session = try TrackingSession()
    await session.given(Self.mia)
    #expect(
      session.directory.text(of: "store.json")?.hasPrefix("{\n  \"schema_version\": 3,") == true)
  }

  /// `bmi calc` with a profile takes a height not given from the log as history does, and
  /// says which: an adult's latest logged height (60 kg at 160 cm is 23.44; at the profile's
  /// 165 cm, 22.04); `--height` still wins.
  @Test(arguments: [
    (
      ["calc", "--weight", "60", "--format", "value"], "23.44\n",
      "Used the height logged on 2026-01-01 (160.0 cm) of the default profile ann.\n"
    ),
    (["calc", "--weight", "60", "--height", "165", "--format", "value"], "22.04\n", ""),
  ])
  func calc_withAProfile_usesTheLoggedHeight(arguments: [String], value: String, note: String)
    async throws
  {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "ann", "--height", "165"],
      ["log", "60", "--height", "160", "--date", "2026-01-01"],
    ])
    let sut = await session.run(arguments)
    #expect(sut.status == 0)
    #expect(sut.stdout == value)
    #expect(sut.stderr == note)
  }

  /// A bad measure in an export's new columns refuses the file, naming the cell, and writes
  /// nothing.
  @Test(arguments: [
    ("head_cm", "ninety", "is not a head circumference"),
    ("arm_cm", "99", "is not an arm circumference"),
    ("measured_height_cm", "3", "is not a height"),
  ])
  func import_badMeasureColumn_refused65(column: String, cell: String, says: String) async throws {
    let session = try TrackingSession()
    let file = "profile,height_cm,date,weight_kg,\(column)\nmia,128,2026-01-10,26,\(cell)\n"
    let sut = await session.run(["import", "-"], stdin: file)
    #expect(sut.status == 65)
    #expect(sut.stderr.contains("line 2"))
    #expect(sut.stderr.contains("'\(cell)' \(says)") || sut.stderr.contains("\"\(cell)\" \(says)"))
    #expect(session.directory.text(of: "store.json") == nil)
  }

  /// `calc --save` for a child keeps the height, head and arm given with the weigh-in on
  /// its entry, as `bmi log` does; an adult's height stays the profile's alone.
  @Test func calcSave_child_measuresKeptWithTheWeighIn() async throws {
    let session = try TrackingSession()
    let saved = await session.run([
      "calc", "--weight", "8", "--height", "70", "--born", "2025-06-20", "--sex", "female",
      "--head", "44", "--date", "2025-12-20", "--save", "baby",
    ])
    #expect(saved.status == 0, "\(saved.stderr)")
    #expect(saved.stderr.contains("Logged 8.0 kg, height 70.0 cm, head 44.0 cm for baby"))
    let history = await session.run(["history", "--format", "csv"])
    #expect(history.stdout.contains("2025-12-20,8.00,17.64,8.00,17.64,"), "\(history.stdout)")
    #expect(history.stdout.contains(",70.00,27.56,44.00,17.32,"), "\(history.stdout)")
    let adult = await session.run([
      "calc", "--weight", "70", "--height", "175", "--save", "cy",
    ])
    #expect(adult.stderr.contains("Logged 70.0 kg for cy"), "\(adult.stderr)")
  }

  /// A child aged by `--age` is not saved to a profile without a birth date (its weigh-ins
  /// would be classed as an adult's); with one, or with `--born`, it is.
  @Test func calcSave_childByAgeWithoutBirthDate_refusedAndNothingWritten() async throws {
    let session = try TrackingSession()
    let refused = await session.run([
      "calc", "--weight", "9.5", "--height", "75", "--age", "11m", "--sex", "female", "--save",
      "kim",
    ])
    #expect(refused.status == 64)
    #expect(
      refused.stderr
        == "bmi: --save keeps a child's weigh-in only with a birth date: --age is this calculation's alone, and 'kim' would be classed as an adult; give --born YYYY-MM-DD instead\n"
    )
    #expect(session.directory.bytes(of: "store.json") == nil)
    await session.given([
      ["profile", "save", "kim", "--height", "75", "--sex", "female", "--born", "2025-02-10"]
    ])
    let saved = await session.run([
      "calc", "--weight", "9.5", "--height", "75", "--age", "11m", "--sex", "female", "--save",
      "kim",
    ])
    #expect(saved.status == 0, "\(saved.stderr)")
    let adult = await session.run([
      "calc", "--weight", "70", "--height", "175", "--age", "30y", "--save", "cy",
    ])
    #expect(adult.status == 0, "\(adult.stderr)")
  }

  /// What a weigh-in cannot hold (oedema, the position) is said when `calc --save` logs it.
  @Test func calcSave_oedema_saidNotKept() async throws {
    let session = try TrackingSession()
    let saved = await session.run([
      "calc", "--weight", "7.5", "--height", "71", "--born", "2025-06-20", "--sex", "female",
      "--oedema", "--date", "2025-12-20", "--save", "oli",
    ])
    #expect(saved.status == 0, "\(saved.stderr)")
    #expect(
      saved.stderr.contains(
        "Not kept with the weigh-in: --oedema (a logged weigh-in holds its weight, height, head, arm and waist); history scores it without them.\n"
      ), "\(saved.stderr)")
  }
}

extension DatedHeightCommandTests {
  /// A child's entry the WHO flags is kept and said, as calc says it, with how to take it back.
  @Test func log_childMeasureTheWHOFlags_keptAndSaid() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "pip", "--sex", "female", "--born", "2025-08-01", "--height", "60"]
    ])
    let sut = await session.run(["log", "6.5", "--date", "2026-01-10", "--height", "95"])
    #expect(sut.status == 0)
    #expect(
      sut.stderr.contains(
        "\nCheck the measurements: length/height-for-age z 13.61 is outside the WHO's plausible range (-6 to 6)\n"
      ), "\(sut.stderr)")
    #expect(sut.stderr.hasSuffix("\n(bmi undo takes the entry back.)\n"))
    // The same entry again changes nothing: still said, but there is nothing to undo.
    let again = await session.run(["log", "6.5", "--date", "2026-01-10", "--height", "95"])
    #expect(again.stderr.contains("nothing changed"), "\(again.stderr)")
    #expect(again.stderr.contains("Check the measurements"), "\(again.stderr)")
    #expect(!again.stderr.contains("bmi undo"), "\(again.stderr)")
    let plain = await session.run(["log", "6.5", "--date", "2026-01-11", "--height", "64"])
    #expect(!plain.stderr.contains("Check the measurements"), "\(plain.stderr)")
  }

  /// A CDC child's weigh-in whose BMI the CDC flags as biologically implausible is said too.
  @Test func log_childWeighInTheCDCFlags_keptAndSaid() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "max", "--sex", "male", "--born", "2016-01-01", "--height", "140"]
    ])
    let sut = await session.run(["log", "16", "--date", "2026-01-10", "--height", "140"])
    #expect(sut.status == 0)
    #expect(
      sut.stderr.contains(
        "\nCheck the measurements: BMI-for-age is implausibly low (modified z "), "\(sut.stderr)")
    #expect(sut.stderr.hasSuffix("\n(bmi undo takes the entry back.)\n"))
  }
}
