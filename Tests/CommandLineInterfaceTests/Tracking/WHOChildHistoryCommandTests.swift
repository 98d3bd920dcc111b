import Testing

/// A baby's log in `bmi history` and `bmi export`: every entry scored by the WHO at the
/// child's age that day, a length, head or arm without a weight included (no BMI, no class,
/// reason weight-missing), each WHO z in the `who_*` fields. The z are the WHO's anthro's,
/// run beside bmi: `anthro_zscores(sex = 2, age = c(92, 153, 184, 198), is_age_in_month =
/// FALSE, weight = c(6.1, NA, NA, NA), lenhei = c(61, 66, NA, 68), headc = c(40, NA, 42.5,
/// 43), armc = c(NA, NA, NA, 14))`: zlen 0.54, 0.87, NA, 0.64; zwei 0.32; zwfl -0.05;
/// zbmi 0.02; zhc 0.36, NA, 0.21, 0.36; zac 0.13.
@MainActor
struct WHOChildHistoryCommandTests {
  static let whoFields =
    "who_length_height_z,who_length_height_flag,who_weight_z,who_weight_flag,"
    + "who_weight_for_length_z,who_weight_for_length_flag,who_bmi_z,who_bmi_flag,who_head_z,"
    + "who_head_flag,who_arm_z,who_arm_flag,who_category_indicator,who_stature_class,"
    + "who_weight_class"

  /// Ava, a girl born 2025-06-01: weighed, measured and her head at 92 days; her length alone
  /// at 153, her head alone at 184, length, head and arm at 198.
  func givenAva(_ session: TrackingSession) async {
    await session.given([
      ["profile", "save", "ava", "--height", "68", "--sex", "female", "--born", "2025-06-01"],
      ["log", "6.1", "--date", "2025-09-01", "--height", "61", "--head", "40"],
      ["log", "--date", "2025-11-01", "--height", "66"],
      ["log", "--date", "2025-12-02", "--head", "42.5"],
      ["log", "--date", "2025-12-16", "--height", "68", "--head", "43", "--arm", "14"],
    ])
  }

  @Test func history_baby_scoresEveryMeasureAsAnthro() async throws {
    let session = try TrackingSession()
    await givenAva(session)
    let text = await session.run(["history"])
    #expect(text.status == 0)
    let rows = text.stdout.split(separator: "\n").map(String.init)
    #expect(rows[1].contains("Normal (weight-for-length z -0.05)"))
    #expect(rows[2].contains("no weight (length/height-for-age z 0.87)"))
    #expect(rows[3].contains("no weight (head circumference-for-age z 0.21)"))
    #expect(
      rows[4].contains(
        "no weight (length/height-for-age z 0.64, head circumference-for-age z 0.36, "
          + "arm circumference-for-age z 0.13)"))
    let csv = await session.run(["history", "--format", "csv"])
    let lines = csv.stdout.split(separator: "\n").map(String.init)
    #expect(lines[0].hasSuffix(",reason," + Self.whoFields + ",bmi_height_cm,bmi_height_in"))
    #expect(
      lines[1].hasSuffix(
        ",who-2006,3.02,50.70,0.02,,,0.54,0,0.32,0,-0.05,0,0.02,0,0.36,0,,,weight-for-length,normal,normal,61.00,24.02"
      ))
    #expect(lines[2].hasSuffix(",who-2006,5.03,,,,weight-missing,0.87,0,,,,,,,,,,,,normal,,,"))
    #expect(lines[3].hasSuffix(",who-2006,6.05,,,,weight-and-height-missing,,,,,,,,,0.21,0,,,,,,,"))
    #expect(
      lines[4].hasSuffix(",who-2006,6.51,,,,weight-missing,0.64,0,,,,,,,0.36,0,0.13,0,,normal,,,"))
  }

  /// The export carries the same fields; importing it back reads the measures and ignores
  /// the scores, which are worked out again.
  @Test func exportThenImport_baby_keepsTheMeasuresAndTheirScores() async throws {
    let source = try TrackingSession()
    await givenAva(source)
    let exported = await source.run(["export", "--format", "csv"])
    let lines = exported.stdout.split(separator: "\n").map(String.init)
    #expect(lines[0].hasSuffix(",reason," + Self.whoFields))
    #expect(lines[2].hasSuffix(",,,who-2006,5.03,,,,weight-missing,0.87,0,,,,,,,,,,,,normal,"))
    let target = try TrackingSession()
    let imported = await target.run(["import", "-"], stdin: exported.stdout)
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(target.directory.text(of: "store.json") == source.directory.text(of: "store.json"))
    let again = await target.run(["export", "--format", "csv"])
    #expect(again.stdout == exported.stdout)
  }

  /// A baby's weigh-in with no length within its window (a quarter of its age, here 57 days
  /// at 228 days old) gets no BMI and no class (height-too-old), and still the WHO scores
  /// that need none, as anthro gives them from age and weight: `anthro_zscores(sex = 2,
  /// age = c(111, 228), is_age_in_month = FALSE, weight = c(6.5, 7.8), lenhei = c(61, NA),
  /// measure = c("l", NA))`: zwei 0.34, 0.00; zwfl 0.64, zbmi 0.57 for the first, which
  /// borrows the length of 19 days before (its window: 27 days) and so has no
  /// length-for-age of its own (anthro, told it was measured that day, says -0.15).
  @Test func history_weighInWithoutARecentHeight_keepsItsWeightForAge() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "ivy", "--height", "80", "--sex", "female", "--born", "2025-03-01"],
      ["log", "6.1", "--date", "2025-06-01", "--height", "61"],
      ["log", "6.5", "--date", "2025-06-20"],
      ["log", "7.8", "--date", "2025-10-15"],
    ])
    let text = await session.run(["history"])
    let rows = text.stdout.split(separator: "\n").map(String.init)
    #expect(rows[3].contains("no height within 57 days (weight-for-age z 0.00)"), "\(rows)")
    let csv = await session.run(["history", "--format", "csv"])
    let lines = csv.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines[2].hasSuffix(
        ",who-2006,3.65,71.47,0.57,,,,,0.34,0,0.64,0,0.57,0,,,,,weight-for-length,,normal,61.00,24.02"
      ),
      "\(lines[2])")
    #expect(lines[3].hasSuffix(",who-2006,7.49,,,,height-too-old,,,0.00,0,,,,,,,,,,,normal,,"))
  }

  /// A head far outside the standard is kept and scored, and flagged as calc flags it.
  @Test func history_implausibleHead_flaggedAsCalcFlagsIt() async throws {
    let session = try TrackingSession()
    await givenAva(session)
    await session.given([["log", "--date", "2026-01-10", "--head", "75"]])
    // The entry of 2026-01-10, before today's (the profile's height, measured today).
    let history = await session.run(["history", "--json", "--until", "2026-01-10", "--last", "1"])
    #expect(history.stdout.contains("\"who_head_flag\": 1,"))
    let calc = await session.run([
      "calc", "--age", "223d", "--sex", "female", "--head", "75", "--format", "csv",
    ])
    let z = { (text: String, field: String) -> String? in
      let lines = text.split(separator: "\n").map {
        $0.split(separator: ",", omittingEmptySubsequences: false)
      }
      guard lines.count > 1, let column = lines[0].firstIndex(of: Substring(field)) else {
        return nil
      }
      return String(lines[1][column])
    }
    let export = await session.run([
      "history", "--format", "csv", "--until", "2026-01-10", "--last", "1",
    ])
    #expect(z(export.stdout, "who_head_z") == z(calc.stdout, "who_head_z"))
    #expect(z(export.stdout, "who_head_flag") == "1")
    #expect(z(calc.stdout, "who_head_z")?.isEmpty == false)
  }

  /// A weigh-in assessed with the profile's height (no height logged that day) gets its BMI
  /// and weight-for-height, not a height-for-age: the child was not measured that day.
  @Test func history_profileHeightOnly_noHeightForAge() async throws {
    let session = try TrackingSession()
    await session.given([
      [
        "profile", "save", "zoe", "--sex", "female", "--born", "2023-01-15", "--height", "95",
        "--reference", "who",
      ],
      ["log", "14.5", "--date", "2026-01-10"],
      ["log", "14.6", "--date", "2026-01-15", "--height", "95"],
    ])
    let csv = await session.run(["history", "--format", "csv"])
    let rows = csv.stdout.split(separator: "\n").map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
    let column = try #require(rows[0].firstIndex(of: "who_length_height_z"))
    let bmi = try #require(rows[0].firstIndex(of: "who_bmi_z"))
    #expect(rows[1][column] == "")
    #expect(rows[1][bmi] != "")
    #expect(rows[2][column] != "")
  }

  /// A short, light child of normal weight for her length: the text says the stunting and
  /// underweight beside the class, and the records carry the classes as calc's do.
  @Test func history_stuntedChild_saysItBesideTheWeightClass() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "gia", "--height", "70", "--sex", "female", "--born", "2024-11-01"],
      ["log", "7", "--height", "70", "--date", "2026-01-01"],
    ])
    let text = await session.run(["history"])
    #expect(
      text.stdout.contains(
        "  Normal (weight-for-length z -1.75), stunting, underweight  70.0 cm"))
    let csv = await session.run(["history", "--format", "csv"])
    let lines = csv.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines[0].hasSuffix(
        ",who_category_indicator,who_stature_class,who_weight_class,bmi_height_cm,bmi_height_in"))
    #expect(
      lines[1].hasSuffix(
        ",-2.38,0,-2.47,0,-1.75,0,-1.41,0,,,,,weight-for-length,stunting,underweight,70.00,27.56"))
    let calc = await session.run([
      "calc", "--weight", "7", "--height", "70", "--sex", "female", "--born", "2024-11-01",
      "--date", "2026-01-01",
    ])
    #expect(calc.stdout.contains("Length/height-for-age: stunting; weight-for-age: underweight"))
  }

  /// profile list has a CLASS column for a child the WHO classes too, and a child's chart
  /// without a weigh-in asks for one (a growth chart draws from one), not two.
  @Test func profileListAndChart_whoChild_classAndOneWeighIn() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "kai", "--height", "80", "--sex", "male", "--born", "2024-02-01"]
    ])
    let chart = await session.run(["chart"])
    #expect(chart.status == 1)
    #expect(
      chart.stderr
        == "bmi: nothing to chart yet (no weigh-ins): log a weigh-in (bmi log W --height H); a child's growth chart draws from one\n"
    )
    await session.given([["log", "10"]])
    let list = await session.run(["profile", "list"])
    #expect(
      list.stdout.hasPrefix("  NAME  HEIGHT   LATEST   ON          BMI    CLASS"), "\(list.stdout)")
    #expect(list.stdout.contains("Normal (weight-for-length z"), "\(list.stdout)")
  }

  /// A child past 10 under the WHO's reference has nothing scored without a height (its
  /// weight-for-age ends at 10 years): a weigh-in with no height near it says why.
  @Test func history_whoTeenWithoutAHeightNear_saysNoHeight() async throws {
    let session = try TrackingSession()
    await session.given([
      [
        "profile", "save", "tia", "--height", "150", "--sex", "female", "--born", "2012-01-01",
        "--reference", "who",
      ],
      ["log", "40", "--date", "2025-06-01"],
    ])
    let history = await session.run(["history"])
    #expect(
      history.stdout.contains(
        "2025-06-01  40.0 kg  40.0 kg  -    not assessed: no height within 3 months"),
      "\(history.stdout)")
  }

  /// A weigh-in with a score outside the plausible range (the WHO's flags, the CDC's
  /// biologically implausible values) says so in the history's text, as log said it.
  @Test func history_flaggedScores_saidBesideTheClass() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "kid", "--height", "80", "--sex", "female", "--born", "2025-01-01"],
      ["log", "10", "--height", "120", "--date", "2025-12-01", "--force"],
      ["profile", "save", "tom", "--height", "100", "--sex", "male", "--born", "2019-01-01"],
      ["log", "60", "--date", "2025-12-01", "--force", "--profile", "tom"],
    ])
    for profile in ["kid", "tom"] {
      let sut = await session.run(["history", "--profile", profile])
      #expect(sut.status == 0, "\(sut.stderr)")
      #expect(sut.stdout.contains(", flagged: check the measurements"), "\(sut.stdout)")
    }
  }

  /// A head or arm logged where no reference scores it is kept and said so, as calc says
  /// "Not scored"; one the WHO scores is not.
  @Test func log_headAndArmNotScored_keptAndSaid() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "kid", "--height", "86", "--sex", "male", "--born", "2023-06-01"],
      ["profile", "save", "ava", "--height", "60", "--sex", "female", "--born", "2025-11-15"],
    ])
    let cdc = await session.run(["log", "--head", "48", "--arm", "16", "--profile", "kid"])
    #expect(cdc.status == 0, "\(cdc.stderr)")
    #expect(
      cdc.stderr.hasSuffix(
        "Kept, not scored: the head and arm circumference, which only the WHO standards score (head under 5 years, arm from 3 months to 5; bmi help growth)\n"
      ), "\(cdc.stderr)")
    let baby = await session.run(["log", "--head", "38", "--arm", "11", "--profile", "ava"])
    #expect(baby.stderr.contains("Kept, not scored: the arm circumference,"), "\(baby.stderr)")
    #expect(
      await session.run(["log", "--head", "38.5", "--profile", "ava", "--date", "2026-01-14"])
        .stderr.contains("not scored")
        == false)
    // A baby with no sex recorded: that is the reason, not the WHO's ages.
    await session.given([["profile", "save", "bo", "--height", "60", "--born", "2025-09-01"]])
    let noSex = await session.run(["log", "6.5", "--head", "41", "--profile", "bo"])
    #expect(
      noSex.stderr.hasSuffix(
        "Kept, not scored: the head circumference: no sex is recorded for bo (bmi profile save bo --sex female|male)\n"
      ), "\(noSex.stderr)")
  }
}
