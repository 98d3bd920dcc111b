import TestSupport
import Testing

/// A parent's spreadsheet of a child's visits imports as `bmi log --height --head` would
/// have logged them: each weigh-in assessed with the height measured that day, and a later
/// profile height rescoring none of them.
@MainActor
struct ImportChildGrowthTests {
  @Test func import_childsVisits_eachWeighInWithItsOwnHeight() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "mia", "--height", "133", "--sex", "female", "--born", "2016-03-10"]
    ])
    try session.directory.write(
      "Date,Weight (kg),Height (cm),Head circumference (cm)\n2025-03-01,26,128,\n2025-09-01,27.5,131,52\n",
      to: "visits.csv")
    let sut = await session.run(["import", session.directory.file("visits.csv")])
    #expect(sut.status == 0, "\(sut.stderr)")
    // Logged with the weigh-ins, so not offered as the profile's height; the newest is the
    // profile's, as a logged one is, only when no later height was logged (mia's 133 today).
    #expect(!sut.stderr.contains("not applied"), "\(sut.stderr)")
    #expect(await session.run(["profile", "show"]).stdout.contains("Height     133.0 cm"))
    let rows = { () async -> [String] in
      let history = await session.run(["history", "--format", "csv"])
      return history.stdout.split(separator: "\n").dropFirst().map(String.init)
    }
    let before = await rows()
    #expect(before[0].hasPrefix("2025-03-01,26.00,57.32,26.00,57.32,15.87,"), "\(before)")
    #expect(before[0].contains(",128.00,50.39,"), "\(before)")
    #expect(before[1].contains(",131.00,51.57,52.00,20.47,"), "\(before)")
    await session.given([["profile", "save", "mia", "--height", "140"]])
    #expect(Array(await rows().prefix(2)) == Array(before.prefix(2)))
  }

  @Test func import_childsNewestHeight_becomesTheProfilesHeight() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "leo", "--height", "100", "--sex", "male", "--born", "2021-03-10"],
      ["log", "16", "--height", "100", "--date", "2025-06-01"],
    ])
    try session.directory.write(
      "Date,Weight (kg),Height (cm)\n2025-12-01,17,104\n2026-01-15,17.2,105\n", to: "visits.csv")
    let sut = await session.run(["import", session.directory.file("visits.csv")])
    #expect(sut.status == 0, "\(sut.stderr)")
    // Today's visit corrects the height the profile logged today, and is the profile's now.
    let show = await session.run(["profile", "show"])
    #expect(show.stdout.contains("Height     105.0 cm"), "\(show.stdout)")
  }

  /// An adult's height column is offered for the profile only when it differs from the
  /// profile's height.
  @Test func import_adultsHeightColumn_offeredOnlyWhenItDiffers() async throws {
    let session = try TrackingSession()
    await session.given([["profile", "save", "ann", "--height", "175"]])
    try session.directory.write("Date,Weight (kg),Height (cm)\n2026-01-10,80.1,175\n", to: "a.csv")
    let same = await session.run(["import", session.directory.file("a.csv")])
    #expect(same.status == 0, "\(same.stderr)")
    #expect(!same.stderr.contains("not applied"), "\(same.stderr)")
    try session.directory.write("Date,Weight (kg),Height (cm)\n2026-01-11,80.1,176\n", to: "b.csv")
    let other = await session.run(["import", session.directory.file("b.csv")])
    #expect(other.stderr.contains("The file gives a height of 176.0 cm"), "\(other.stderr)")
  }

  /// A US clinic's sheet names a baby's length `Length (in)` and its head `Head (in)`: both
  /// logged with their visits, in inches (19.5 in = 49.53 cm, 13.25 in = 33.655 cm).
  @Test func import_babysLengthAndHeadColumns_loggedWithTheirVisits() async throws {
    let session = try TrackingSession()
    await session.given([
      [
        "profile", "save", "ava", "--height", "19.5in", "--sex", "female", "--born", "2025-06-01",
        "--units", "imperial", "--date", "2025-06-01",
      ]
    ])
    try session.directory.write(
      "Date,Weight (lb),Length (in),Head (in)\n06/05/2025,7.125,19.75,13.5\n07/01/2025,9.5,21.5,14.5\n",
      to: "visits.csv")
    // The plan shows the lengths and heads too, in the profile's inches.
    let plan = await session.run(["import", session.directory.file("visits.csv"), "--dry-run"])
    #expect(plan.stdout.contains("7.13 lb, height 19.75 in, head 13.50 in"), "\(plan.stdout)")
    let sut = await session.run(["import", session.directory.file("visits.csv")])
    #expect(sut.status == 0, "\(sut.stderr)")
    let history = await session.run(["history", "--format", "csv"])
    let rows = history.stdout.split(separator: "\n").dropFirst().map(String.init)
    #expect(rows.count == 3, "\(rows)")
    #expect(rows[1].contains(",50.17,19.75,34.29,13.50,"), "\(rows)")
    #expect(rows[2].contains(",54.61,21.50,36.83,14.50,"), "\(rows)")
  }
}
