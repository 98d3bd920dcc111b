import Testing

/// Issue 21, item 6: a child's profile height is a measurement of the day it is saved, so
/// changing it on a later day never rescores an earlier weigh-in; `bmi calc` with the
/// profile takes a day's height by the same rule as history (today is 2026-01-15).
@MainActor
struct ChildHeightDatingTests {
  @Test func profileSave_child_logsItsHeightWithTodaysEntryAndSaysSo() async throws {
    let session = try TrackingSession()
    let sut = await session.run([
      "profile", "save", "mia", "--height", "128", "--sex", "female", "--born", "2016-03-10",
    ])
    #expect(sut.status == 0)
    #expect(
      sut.stderr.contains(
        "Logged height 128.0 cm for mia on 2026-01-15: a child's height is kept as measured that day, so earlier weigh-ins keep theirs.\n"
      ), "\(sut.stderr)")
    let history = await session.run(["history", "--format", "csv"])
    #expect(history.stdout.contains("\n2026-01-15,,,,,,,,,,128.00,50.39,"), "\(history.stdout)")
    // An adult's height is the profile's, not a measurement of a day.
    let adult = await session.run(["profile", "save", "ann", "--height", "165"])
    #expect(!adult.stderr.contains("Logged height"))
  }

  /// Her profile was made on 2025-11-01 with 128 cm (the height logged that day, as saving it
  /// then logged it); weigh-ins before and after it take it. Today her height is 133 cm: the
  /// earlier weigh-ins keep 128.
  @Test func profileSave_childHeightChangedOnALaterDay_earlierWeighInsKeepTheirScores()
    async throws
  {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "mia", "--height", "128", "--sex", "female", "--born", "2016-03-10"],
      ["log", "--date", "2025-11-01", "--height", "128"],
      ["log", "26", "--date", "2025-10-20"],
      ["log", "26.5", "--date", "2025-12-01"],
    ])
    let rows = { () async -> [String] in
      let csv = await session.run(["history", "--format", "csv", "--until", "2025-12-31"])
      return csv.stdout.split(separator: "\n").dropFirst().map { String($0.prefix(50)) }
    }
    let before = await rows()
    #expect(before.count == 3)
    #expect(before[0].hasPrefix("2025-10-20,26.00,57.32,26.00,57.32,15.87,"), "\(before)")
    await session.given([["profile", "save", "mia", "--height", "133"]])
    #expect(await rows() == before)
  }

  /// A weigh-in whose last height is more than 3 months older takes a height logged within
  /// 3 months after it: saving the profile's height then says so rather than claim that
  /// every earlier weigh-in keeps its height.
  @Test func profileSave_laterHeightNearAnUnassessedWeighIn_namesIt() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "eli", "--height", "120", "--sex", "male", "--born", "2019-05-01"],
      ["log", "--date", "2025-09-01", "--height", "120"],
      ["log", "22.8", "--date", "2025-12-20"],
      ["log", "22.9", "--date", "2025-12-21"],
    ])
    let sut = await session.run(["profile", "save", "eli", "--height", "125"])
    #expect(sut.status == 0)
    #expect(
      sut.stderr.contains(
        "Logged height 125.0 cm for eli on 2026-01-15: a child's height is kept as measured that day, so earlier weigh-ins keep theirs, except 2 that have no height of their own near them and take this one (2025-12-20, 2025-12-21).\n"
      ), "\(sut.stderr)")
  }

  /// A weigh-in dated before the birth date (accepted with --accept-date) is checked and
  /// assessed at the birth length of the next day, not the latest height: 3.2 kg at 50 cm is
  /// a BMI of 12.80, not an implausible 8.60 at today's 61 cm.
  @Test func log_weighInBeforeBirth_checkedAtTheBirthLength() async throws {
    let session = try TrackingSession()
    await session.given([
      [
        "profile", "save", "ada", "--height", "50", "--weight", "3.4", "--date", "2025-11-01",
        "--born", "2025-11-01", "--sex", "female",
      ],
      ["log", "5.8", "--height", "61", "--date", "2026-01-14"],
    ])
    let sut = await session.run(["log", "3.2", "--date", "2025-10-31", "--accept-date"])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(!sut.stderr.contains("BMI"), "\(sut.stderr)")
    let history = await session.run(["history", "--format", "csv"])
    #expect(history.stdout.contains("2025-10-31,3.20,7.05,3.20,7.05,12.80,"), "\(history.stdout)")
  }

  /// The day history assesses without a height near it, calc with the profile assesses
  /// without one too; a height of another day gives no length/height-for-age in either.
  @Test func calcProfile_childDayWithoutAHeightNearIt_asHistory() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "w", "--height", "92", "--sex", "female", "--born", "2024-01-01"],
      ["profile", "save", "w", "--reference", "who"],
      ["log", "10.1", "--height", "78", "--date", "2025-05-01"],
      ["log", "10.2", "--date", "2025-06-15"],
      ["log", "10.2", "--date", "2025-09-15"],
    ])
    let far = await session.run([
      "calc", "--profile", "w", "--date", "2025-09-15", "--weight", "10.2", "--format", "csv",
    ])
    #expect(far.status == 0, "\(far.stderr)")
    #expect(
      far.stderr
        == "No height of profile w was logged within 91 days of 2025-09-15: only what needs none is scored (give --height H for the rest).\n"
    )
    #expect(far.stdout.contains(",-0.42,"), "\(far.stdout)")
    #expect(far.stdout.contains(",height-too-old,"), "\(far.stdout)")
    // The text says why there is no BMI as history does, not that no height was given.
    let farText = await session.run(["calc", "--profile", "w", "--date", "2025-09-15"])
    #expect(
      farText.stdout.hasPrefix(
        "No BMI  no length/height within 91 days: scored by what was measured\n"),
      "\(farText.stdout)")
    let near = await session.run([
      "calc", "--profile", "w", "--date", "2025-06-15", "--weight", "10.2", "--format", "json",
    ])
    #expect(near.stderr == "Used the height logged on 2025-05-01 (78.0 cm) of profile w.\n")
    #expect(near.stdout.contains("\"who_length_height_z\": null"), "\(near.stdout)")
    #expect(near.stdout.contains("\"who_weight_for_length_z\": 0.55"), "\(near.stdout)")
  }

  /// Saving the height again today corrects today's measurement (the one logged today made
  /// itself the profile's); the same again changes nothing.
  @Test func profileSave_heightAfterAnotherLoggedToday_correctsToday() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "kid", "--height", "140", "--sex", "male", "--born", "2015-01-01"],
      ["log", "36", "--height", "141"],
    ])
    let sut = await session.run(["profile", "save", "kid", "--height", "140"])
    #expect(
      sut.stderr.hasPrefix("Updated profile kid.\nLogged height 140.0 cm for kid on 2026-01-15"),
      "\(sut.stderr)")
    let history = await session.run(["history", "--format", "csv", "--last", "1"])
    #expect(history.stdout.contains("\n2026-01-15,36.00,"), "\(history.stdout)")
    #expect(history.stdout.contains(",140.00,55.12,"), "\(history.stdout)")
    let again = await session.run(["profile", "save", "kid", "--height", "140"])
    #expect(again.stderr == "Profile kid is unchanged.\n")
  }

  /// calc --save of a child on an earlier day keeps that day's height with its weigh-in; the
  /// profile's height, today's, stays.
  @Test func calcSave_childOnAnEarlierDay_keepsTheProfilesHeight() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "mia", "--height", "133", "--sex", "female", "--born", "2016-03-10"]
    ])
    let sut = await session.run([
      "calc", "--weight", "28", "--height", "125", "--date", "2025-12-01", "--save", "mia",
    ])
    #expect(sut.status == 0, "\(sut.stderr)")
    let show = await session.run(["profile", "show", "mia", "--format", "json"])
    #expect(show.stdout.contains("\"height_cm\": 133.00,"), "\(show.stdout)")
    let history = await session.run(["history", "--format", "csv"])
    #expect(
      history.stdout.contains("\n2025-12-01,28.00,61.73,28.00,61.73,17.92,"), "\(history.stdout)")
  }

  /// Under --reference who a person is an adult past 228 months: the adult rule (the profile's
  /// height) applies, and saving it is no child's measurement.
  @Test func whoAdultPast228Months_profileHeightAsAnAdults() async throws {
    let session = try TrackingSession()
    let save = await session.run([
      "profile", "save", "ana", "--height", "170", "--sex", "female", "--born", "2006-01-01",
      "--reference", "who",
    ])
    #expect(!save.stderr.contains("Logged height"), "\(save.stderr)")
    await session.given([["log", "60", "--date", "2025-09-01"]])
    let history = await session.run(["history", "--format", "csv"])
    #expect(
      history.stdout.contains("\n2025-09-01,60.00,132.28,60.00,132.28,20.76,normal,"),
      "\(history.stdout)")
  }

  /// A CDC child assessed with another day's height gets its BMI-for-age from it, and no
  /// stature-for-age at an age it was not measured at.
  @Test func calcProfile_cdcChildWithAnotherDaysHeight_noStatureForAge() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "mia", "--height", "133", "--sex", "female", "--born", "2016-03-10"]
    ])
    let sut = await session.run([
      "calc", "--profile", "mia", "--weight", "30", "--date", "2026-01-01", "--format", "json",
    ])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stderr == "Used the height logged on 2026-01-15 (133.0 cm) of profile mia.\n")
    #expect(sut.stdout.contains("\"height_z_score\": null"), "\(sut.stdout)")
    #expect(sut.stdout.contains("\"percentile\": "), "\(sut.stdout)")
    let today = await session.run([
      "calc", "--profile", "mia", "--weight", "30", "--format", "json",
    ])
    #expect(!today.stdout.contains("\"height_z_score\": null"), "\(today.stdout)")
    // Half a year before the only height: no BMI, and the text says why.
    let far = await session.run([
      "calc", "--profile", "mia", "--weight", "30", "--date", "2025-07-01",
    ])
    #expect(
      far.stdout.hasPrefix("No BMI  no height within 91 days: scored by what was measured\n"),
      "\(far.stdout)")
  }

  /// The head and arm a baby's profile logged on the day calc assesses are scored, as
  /// history scores them, and said to be used.
  @Test func calcProfile_babyDayWithALoggedHead_scoresItAsHistory() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "ava", "--height", "68", "--sex", "female", "--born", "2025-06-01"],
      ["log", "7.5", "--date", "2025-12-16", "--height", "66", "--head", "43", "--arm", "14"],
    ])
    let history = await session.run(["history", "--format", "csv", "--until", "2025-12-16"])
    let calc = await session.run([
      "calc", "--profile", "ava", "--date", "2025-12-16", "--format", "json",
    ])
    #expect(calc.status == 0, "\(calc.stderr)")
    #expect(
      calc.stderr
        == "Used the height logged on 2025-12-16 (66.0 cm) and the weigh-in of 2025-12-16 (7.5 kg) and the head circumference logged on 2025-12-16 and the arm circumference logged on 2025-12-16 of profile ava.\n"
    )
    for field in ["who_head_z", "who_arm_z"] {
      let header = history.stdout.split(separator: "\n")[0].split(separator: ",")
      let row = history.stdout.split(separator: "\n")[1].split(
        separator: ",", omittingEmptySubsequences: false)
      let value = try #require(header.firstIndex(of: Substring(field)).map { row[$0] })
      #expect(!value.isEmpty)
      #expect(calc.stdout.contains("\"\(field)\": \(value),"), "\(field) \(value) \(calc.stdout)")
    }
  }
}
