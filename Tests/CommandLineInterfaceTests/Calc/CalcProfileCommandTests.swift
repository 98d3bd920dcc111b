import Testing

/// `bmi calc` with profiles: values from the default profile, --profile, --save.
@MainActor
struct CalcProfileCommandTests {
  @Test func calc_noValues_usesTheDefaultProfile() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["calc", "--format", "value"])
    #expect(sut.status == 0)
    #expect(sut.stdout == "22.15\n")
  }

  /// A calculation for a past day uses what was weighed by then, not a later weigh-in.
  @Test(arguments: [
    ("2026-01-14", "22.15\n"), ("2026-01-13", "22.26\n"), ("2026-01-10", "22.41\n"),
  ])
  func calc_pastDate_usesTheWeighInOnOrBeforeIt(date: String, bmi: String) async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["calc", "--date", date, "--format", "value"])
    #expect(sut.status == 0)
    #expect(sut.stdout == bmi)
  }

  @Test func calc_dateBeforeEveryWeighIn_asksForAWeight() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["calc", "--date", "2026-01-09"])
    #expect(sut.status == 64)
    #expect(
      sut.stderr
        == "bmi: ann has no weigh-in on or before 2026-01-09; pass --weight W for that day\n")
  }

  @Test func calc_weightOnlyForImperialProfile_readsPoundsAndAnswersInPounds() async throws {
    let session = try TrackingSession()
    await session.given([["profile", "save", "bob", "--height", "5ft11in", "--weight", "180lb"]])
    let sut = await session.run(["calc", "--weight", "170"])
    #expect(
      sut.stdout.hasPrefix(
        "BMI 23.71  Normal weight\nWeight 170.0 lb (12 st 2.0 lb), height 5 ft 11.0 in"))
  }

  /// The profile's population decides the cut points, and the text says where they came from;
  /// `--population` on the command line wins.
  @Test(arguments: [
    (
      [String](),
      "Cut points: WHO 2004 and NICE for Asian and other backgrounds (overweight from 23, "
        + "obesity from 27.5), from profile mei\n"
    ),
    (
      ["--population", "asian"],
      "Cut points: WHO 2004 and NICE for Asian and other backgrounds (overweight from 23, "
        + "obesity from 27.5)\n"
    ),
    (["--population", "default"], "You are within the healthy weight range.\n"),
  ])
  func calc_asianProfile_usesAndNamesItsCutPoints(options: [String], lastLine: String)
    async throws
  {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "mei", "--height", "160", "--weight", "62", "--population", "asian"]
    ])
    let sut = await session.run(["calc"] + options)
    #expect(sut.status == 0)
    #expect(sut.stdout.hasSuffix(lastLine))
    let json = await session.run(["calc", "--json"] + options)
    let reference = options.last == "default" ? "who-adult" : "who-adult-asian"
    #expect(json.stdout.contains("\"reference\": \"\(reference)\""))
  }

  /// A bare `--waist` is read in the profile's units, as a bare weight is.
  @Test(arguments: [
    ("imperial", "34", "Waist 34.0 in (86.4 cm), waist-to-height ratio 0.49: "),
    ("metric", "86", "Waist 86.0 cm, waist-to-height ratio 0.49: "),
    ("imperial", "86cm", "Waist 33.9 in (86.0 cm), waist-to-height ratio 0.49: "),
  ])
  func calc_bareWaistWithProfile_isReadInItsUnits(units: String, waist: String, line: String)
    async throws
  {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "cy", "--height", "175cm", "--weight", "70kg", "--units", units]
    ])
    let sut = await session.run(["calc", "--waist", waist])
    #expect(sut.status == 0)
    #expect(sut.stdout.split(separator: "\n").last?.hasPrefix(line) == true)
  }

  @Test func calc_bareWaistTooSmallInProfileUnits_exit64() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["calc", "--waist", "8"])
    #expect(sut.status == 64)
    #expect(sut.stderr == "bmi: invalid --waist '8': 8.00 cm is outside 20–300 cm\n")
  }

  /// Without --waist, a waist the profile logged within 30 days of the measurement (the
  /// latest weigh-in's day, 2026-01-14) is used and labelled with its date; an older one, or
  /// --waist, is not.
  @Test(arguments: [
    (
      [String](), "2026-01-01",
      "Waist 80.0 cm, logged 2026-01-01 in profile ann, waist-to-height ratio 0.48: healthy "
        + "central adiposity, no increased health risk\n"
    ),
    ([], "2025-12-10", "To reach it: lose 0.5 kg.\n"),
    (
      ["--waist", "84"], "2026-01-01",
      "Waist 84.0 cm, waist-to-height ratio 0.51: increased central adiposity, increased health "
        + "risk\n"
    ),
  ])
  func calc_loggedWaist_usedWhenRecentAndSaysSo(
    options: [String], loggedOn: String, lastLine: String
  ) async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "ann", "--height", "165"],
      ["log", "--waist", "80", "--date", loggedOn],
      ["log", "68.3", "--date", "2026-01-14"],
    ])
    let sut = await session.run(["calc"] + options)
    #expect(sut.status == 0)
    #expect(sut.stdout.hasSuffix(lastLine))
    let json = await session.run(["calc", "--json"] + options)
    let logged = options.isEmpty && loggedOn == "2026-01-01"
    // waist_date is followed by the child fields (null here) added later.
    #expect(json.stdout.contains("\"waist_date\": \(logged ? "\"2026-01-01\"" : "null"),\n"))
  }

  @Test func calc_save_createsTheProfileAndLogsToday() async throws {
    let session = try TrackingSession()
    let sut = await session.run(["calc", "--weight", "70", "--height", "175", "--save", "cy"])
    #expect(sut.status == 0)
    #expect(sut.stdout.hasPrefix("BMI 22.86  Normal weight\n"))
    #expect(
      sut.stderr == """
        Created profile cy (175.0 cm).
        Logged 70.0 kg for cy on 2026-01-15.
        cy is the default profile.

        """)
    let again = await session.run(["calc", "--weight", "71", "--save", "cy", "--format", "value"])
    #expect(again.stdout == "23.18\n")
    #expect(again.stderr == "Replaced cy's entry for 2026-01-15: 70.0 kg → 71.0 kg.\n")
  }

  /// `--save` keeps who the person is (sex, birth date, population, reference) as
  /// `profile save` would, so the next calculation for the profile needs none of them again;
  /// `--age` belongs to the one measurement and is not saved.
  @Test func calc_saveWithPersonOptions_savesThemWithTheProfile() async throws {
    let session = try TrackingSession()
    let sut = await session.run([
      "calc", "--weight", "20", "--height", "115", "--sex", "F", "--born", "2020-01-15",
      "--population", "asian", "--reference", "who", "--save", "mia",
    ])
    #expect(sut.status == 0)
    let shown = await session.run(["profile", "show", "mia", "--format", "json"])
    #expect(shown.stdout.contains("\"sex\": \"female\""))
    #expect(shown.stdout.contains("\"born\": \"2020-01-15\""))
    #expect(shown.stdout.contains("\"population\": \"asian\""))
    #expect(shown.stdout.contains("\"growth_references\": \"who\""))
    let scored = await session.run(["calc", "--json"])
    #expect(scored.stdout.contains("\"age_months\": 72"))
    #expect(scored.stdout.contains("\"who_bmi_z\""))

    let aged = await session.run([
      "calc", "--weight", "70", "--height", "175", "--age", "30", "--sex", "m", "--save", "al",
    ])
    #expect(aged.status == 0)
    let al = await session.run(["profile", "show", "al", "--format", "json"])
    #expect(al.stdout.contains("\"sex\": \"male\""))
    #expect(al.stdout.contains("\"born\": null"))
  }

  /// `--date` is the day of the measurement: `--save` logs the weight on that day.
  @Test func calc_saveWithDate_logsOnThatDay() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run([
      "calc", "--weight", "60.8", "--date", "2026-01-13", "--save", "ann",
    ])
    #expect(sut.status == 0)
    #expect(sut.stderr == "Logged 60.8 kg for ann on 2026-01-13.\n")
    let history = await session.run(["history", "--format", "csv"])
    #expect(history.stdout.contains("\n2026-01-13,60.80,"))
    #expect(!history.stdout.contains("2026-01-15"))
  }

  /// A calculation refused after the values were read (no age for that day, a child under 2)
  /// saves nothing: the store is as it was.
  @Test(arguments: [
    ["calc", "--weight", "60", "--date", "2026-02-01", "--save", "ann"],
    ["calc", "--weight", "60", "--date", "1980-01-01", "--save", "ann"],
    ["calc", "--weight", "60", "--age", "1", "--sex", "none", "--save", "ann"],
  ])
  func calc_saveRefusedByTheAssessment_savesNothing(arguments: [String]) async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "ann", "--height", "165", "--born", "1990-01-01"],
      ["log", "61", "--date", "2026-01-10"],
    ])
    let before = await session.run(["history", "--format", "csv"])
    let sut = await session.run(arguments)
    #expect(sut.status == 64)
    let after = await session.run(["history", "--format", "csv"])
    #expect(after.stdout == before.stdout)
  }

  @Test(arguments: [
    (
      ["calc", "--weight", "70", "--profile", "anne"],
      "bmi: no profile named 'anne'; did you mean 'ann'?"
    ),
    (
      ["calc", "--weight", "70,5"],
      "bmi: invalid --weight '70,5': use a decimal point, not a comma (e.g. 70.5)"
    ),
  ])
  func calc_badProfileRequest_exit64(arguments: [String], message: String) async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(arguments)
    #expect(sut.status == 64)
    #expect(sut.stderr == message + "\n")
  }

  /// A detail the profile supplied (or lacks) is fixed in the profile: the error names it.
  @Test(arguments: [
    (
      ["--born", "2016-07-15"], [String](),
      "bmi: a child's BMI-for-age (age 9 years 6 months) needs a sex, and the profile 'kid' "
        + "has none: add it with 'bmi profile save kid --sex female|male', or pass --sex"
    ),
    (
      ["--born", "2016-07-15"], ["--age", "9"],
      "bmi: a child's BMI-for-age (age 9 years) needs a sex, and the profile 'kid' has none: "
        + "add it with 'bmi profile save kid --sex female|male', or pass --sex"
    ),
    (
      ["--born", "2016-07-15", "--sex", "male"], ["--date", "2016-01-01", "--weight", "30"],
      "bmi: the measurement date 2016-01-01 is before the birth date in the profile 'kid' "
        + "(2016-07-15); check --date"
    ),
    (
      ["--born", "1880-01-01"], [],
      "bmi: the birth date in the profile 'kid' gives an age of 146 years; expected at most "
        + "130: correct it with 'bmi profile save kid --born YYYY-MM-DD', or pass --age"
    ),
  ])
  func calc_profileDetailWrongOrMissing_namesTheProfile(
    details: [String], options: [String], message: String
  ) async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "kid", "--height", "132", "--weight", "30"] + details
    ])
    let sut = await session.run(["calc"] + options)
    #expect(sut.status == 64)
    #expect(sut.stdout.isEmpty)
    #expect(sut.stderr == message + "\n")
  }

  /// Given on the command line, the same details are the options' fault, not the profile's.
  @Test func calc_optionsGiveTheChildsAge_errorNamesTheOption() async throws {
    let session = try TrackingSession()
    await session.given([["profile", "save", "kid", "--height", "132", "--weight", "30"]])
    let sut = await session.run(["calc", "--born", "2025-01-01"])
    #expect(sut.status == 64)
    #expect(sut.stderr.hasPrefix("bmi: a child's BMI-for-age (age 1 year) needs a sex"))
  }

  @Test func calc_heightOnlyAndNoProfiles_missingWeight() async throws {
    let session = try TrackingSession()
    let sut = await session.run(["calc", "--height", "175"])
    #expect(sut.status == 64)
    #expect(sut.stderr == "bmi: missing --weight W for 'bmi calc'; see 'bmi calc --help'\n")
    #expect(session.directory.contents().isEmpty)
  }
}
