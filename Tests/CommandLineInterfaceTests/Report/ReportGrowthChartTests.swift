import Testing

/// A child's growth charts in `bmi report`: drawn from the weigh-ins the reference assessed,
/// whatever the latest weigh-in is, with the reference named (today is 2026-01-15 in a
/// `TrackingSession`).
@MainActor
struct ReportGrowthChartTests {
  /// Mia, a girl the CDC charts score, measured at three weigh-ins; the last, on 2026-01-10,
  /// has no height within 3 months of it.
  static func mia() async throws -> TrackingSession {
    let session = try TrackingSession()
    await session.given([
      [
        "profile", "save", "mia", "--height", "128", "--sex", "female", "--born", "2016-03-10",
        "--date", "2024-09-01", "--weight", "26",
      ],
      ["log", "28", "--height", "131.5", "--date", "2025-03-01"],
      ["log", "30", "--height", "134", "--date", "2025-07-01"],
      ["log", "31", "--date", "2026-01-10"],
    ])
    return session
  }

  @Test func report_childsLatestWeighInWithoutAHeight_keepsTheCDCChartAndNamesTheReference()
    async throws
  {
    let session = try await Self.mia()

    let sut = await session.run(["report"])
    let before = await session.run(["report", "--to", "2025-07-01"])

    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stdout.components(separatedBy: "<svg").count - 1 == 2)
    #expect(before.stdout.components(separatedBy: "<svg").count - 1 == 2)
    #expect(
      sut.stdout.contains(
        "<desc id=\"growth-svg-desc\">BMI against age: 3 weigh-ins from 8 years 5 months to 9 years 3 months, drawn over the CDC 2000 BMI-for-age curves for girls"
      ), "\(sut.stdout)")
    #expect(
      sut.stdout.contains(
        "each named at its end. 1 weigh-in not drawn: 2026-01-10 (no height measured within 3 months of it, so no BMI).</desc>"
      ))
    #expect(sut.stdout.contains("<dt>Class</dt><dd>not assessed: no height within 3 months</dd>"))
    #expect(
      sut.stdout.contains(
        "<dt>Decided by</dt><dd>cdc-2000: child, 24 months up to 20 years: CDC 2000 BMI-for-age percentiles (the reference of the weigh-ins to 2025-07-01)</dd>"
      ))
    #expect(before.stdout.contains("<dt>Decided by</dt><dd>cdc-2000: child, 24 months"))
    #expect(sut.stdout.contains("Kuczmarski RJ"))
  }

  /// No weigh-in with a height near it: no growth chart, and the page says why.
  @Test func report_childWithoutAnyRecentHeight_saysWhyThereIsNoGrowthChart() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "mia", "--height", "132", "--sex", "female", "--born", "2016-03-10"],
      ["log", "30", "--date", "2025-09-01"],
      ["log", "30.4", "--date", "2025-09-20"],
    ])

    let sut = await session.run(["report"])

    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stdout.components(separatedBy: "<svg").count - 1 == 1)
    #expect(
      sut.stdout.contains(
        "<p>No BMI-for-age chart: no weigh-in in this range has a height measured within 3 months of it.</p>"
      ))
    #expect(!sut.stdout.contains("<dt>Decided by</dt>"))
  }
}
