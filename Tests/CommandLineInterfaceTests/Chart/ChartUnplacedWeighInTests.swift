import Testing

/// A child's weigh-in without a height measured within 3 months has no BMI, so no place on
/// a growth chart: the chart says so, whether it draws the others, a weight chart instead,
/// or nothing (today is 2026-01-15 in a `TrackingSession`).
@MainActor
struct ChartUnplacedWeighInTests {
  static let mia = [
    "profile", "save", "mia", "--height", "132", "--sex", "female", "--born", "2016-03-10",
  ]

  @Test func chart_childWithoutAnyRecentHeight_saysWhyNothingIsDrawn() async throws {
    let session = try TrackingSession()
    await session.given([Self.mia, ["log", "30", "--date", "2025-09-01"]])
    let sut = await session.run(["chart"])
    #expect(sut.status == 1)
    #expect(
      sut.stderr
        == "bmi: nothing to chart yet (only 1 weigh-in to draw): mia: no growth chart: no weigh-in has a height measured within 3 months of it (bmi log W --height H)\n"
    )
    let who = await session.run(["chart", "--indicator", "bmi-for-age"])
    #expect(who.status == 1)
    #expect(
      who.stderr
        == "bmi: nothing to chart yet: mia: 1 weigh-in not drawn on bmi-for-age: 2025-09-01 (no BMI: no height within 91 days)\n"
    )
  }

  @Test func chart_childWithSomeRecentHeights_drawsThemAndCountsTheRest() async throws {
    let session = try TrackingSession()
    await session.given([
      Self.mia, ["log", "30", "--date", "2025-06-01"], ["log", "30.5", "--date", "2025-07-01"],
      ["log", "31", "--date", "2026-01-10", "--height", "133"],
    ])
    let sut = await session.run(["chart", "--ascii"])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stdout.hasPrefix("mia: BMI-for-age (CDC 2000, girls; BMI against age in years)"))
    #expect(
      sut.stderr
        == "mia: 2 weigh-ins not drawn: no height measured within 3 months of them (bmi log W --height H)\n"
    )
  }
}
