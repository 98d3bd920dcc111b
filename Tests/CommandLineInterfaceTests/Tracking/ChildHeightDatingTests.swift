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
    let near = await session.run([
      "calc", "--profile", "w", "--date", "2025-06-15", "--weight", "10.2", "--format", "json",
    ])
    #expect(near.stderr == "Used the height logged on 2025-05-01 (78.0 cm) of profile w.\n")
    #expect(near.stdout.contains("\"who_length_height_z\": null"), "\(near.stdout)")
    #expect(near.stdout.contains("\"who_weight_for_length_z\": 0.55"), "\(near.stdout)")
  }
}
