import Testing

@testable import CommandLineInterface

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

  /// Bea, a girl the WHO standards score, weighed with her length four times and on
  /// 2026-01-10 with none within 3 months: that weigh-in has no BMI, but a weight for age.
  static func bea() async throws -> TrackingSession {
    let session = try TrackingSession()
    await session.given([
      [
        "profile", "save", "bea", "--height", "50", "--sex", "female", "--born", "2025-01-01",
        "--date", "2025-01-01", "--weight", "3.3",
      ],
      ["log", "5.4", "--height", "58", "--date", "2025-03-01"],
      ["log", "7.3", "--height", "65", "--date", "2025-06-01"],
      ["log", "8.3", "--height", "70", "--date", "2025-09-01"],
      ["log", "9.4", "--date", "2026-01-10"],
    ])
    return session
  }

  /// Each WHO chart of the report is the chart `bmi chart --indicator` draws, point for point:
  /// weight-for-age takes every weigh-in, BMI-for-age names the one without a BMI.
  @Test(arguments: [
    (
      "weight-for-age",
      "Weight against age: 5 weigh-ins from 0 days to 1 year, drawn over the WHO Child Growth Standards 2006 weight-for-age curves for girls: z −3, −2, 0 (the median), +2 and +3, each named at its end."
    ),
    (
      "bmi-for-age",
      "BMI against age: 4 weigh-ins from 0 days to 7 months, drawn over the WHO Child Growth Standards 2006 bmi-for-age curves for girls: z −3, −2, 0 (the median), +2 and +3, each named at its end. 1 weigh-in not drawn on bmi-for-age: 2026-01-10 (no BMI: no height within 91 days)."
    ),
  ])
  func report_babysWHOChart_isTheChartThatBmiChartDraws(indicator: String, description: String)
    async throws
  {
    let session = try await Self.bea()

    let sut = await session.run(["report"])
    let chart = await session.run(["chart", "--indicator", indicator, "--format", "svg"])

    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(chart.status == 0, "\(chart.stderr)")
    let inline = InlineSVG(prefix: "who-\(indicator)", description: description)
    #expect(sut.stdout.contains(inline.markup(chart.stdout)), "\(sut.stdout)")
    #expect(sut.stdout.contains("<figcaption>\(description)</figcaption>"))
  }

  /// A baby weighed but never measured near a weigh-in: the weight-for-age chart, and a
  /// sentence for the BMI-for-age chart there is none of; the weigh-ins' dates, not the
  /// birth length's, head the page.
  @Test func report_babyWithoutALengthNearAWeighIn_saysWhyNoBMIChart() async throws {
    let session = try TrackingSession()
    await session.given([
      [
        "profile", "save", "zoe", "--height", "50", "--born", "2025-05-01", "--sex", "f",
        "--date", "2025-05-01",
      ],
      ["log", "6.5", "--date", "2025-09-01"],
      ["log", "7", "--date", "2026-01-10"],
    ])
    let sut = await session.run(["report"])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(
      sut.stdout.contains(
        "<p>No BMI-for-age chart: no weigh-in in this range has a length or height measured near it.</p>"
      ), "\(sut.stdout)")
    #expect(sut.stdout.contains("2 weigh-ins from 2025-09-01 to 2026-01-10."), "\(sut.stdout)")
    #expect(sut.stdout.contains("weight-for-age curves for girls"))
  }

  /// A CDC child whose only WHO-scored entry is a length alone: no reference is named for
  /// the weigh-in the CDC could not class; under 5, its charts are the WHO's, as `bmi chart`
  /// draws them, and the BMI-for-age one says why it has no point.
  @Test func report_lengthAloneAssessed_namesNoReferenceForTheWeighIns() async throws {
    let session = try TrackingSession()
    await session.given([
      [
        "profile", "save", "leo", "--height", "80", "--born", "2023-01-01", "--sex", "m",
        "--date", "2023-12-01",
      ],
      ["log", "14", "--date", "2026-01-10"],
    ])
    let sut = await session.run(["report"])
    #expect(!sut.stdout.contains("Decided by"), "\(sut.stdout)")
    #expect(
      sut.stdout.contains(
        "No BMI-for-age chart: no weigh-in in this range has a length or height measured near it."
      ), "\(sut.stdout)")
  }

  /// A child of 2 to 5 (the CDC's charts class it by default) gets the WHO's curves in the
  /// report as in `bmi chart`, every weigh-in from birth drawn; `chart --reference cdc`
  /// names the weigh-ins under 2 years it leaves out.
  @Test func report_childOf3ByDefault_whoChartsFromBirth() async throws {
    let session = try TrackingSession()
    await session.given([
      [
        "profile", "save", "leo", "--height", "49.9", "--weight", "3.3", "--born", "2023-01-01",
        "--sex", "m", "--date", "2023-01-01",
      ],
      ["log", "9.6", "--height", "75.7", "--date", "2024-01-01"],
      ["log", "14.3", "--height", "96.1", "--date", "2026-01-01"],
    ])
    let sut = await session.run(["report"])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(
      sut.stdout.contains(
        "BMI against age: 3 weigh-ins from 0 days to 3 years, drawn over the WHO Child Growth Standards 2006 bmi-for-age curves"
      ), "\(sut.stdout)")
    let cdc = await session.run(["chart", "--reference", "cdc", "--svg", "-"])
    #expect(cdc.status == 0, "\(cdc.stderr)")
    #expect(
      cdc.stderr.contains(
        "leo: 2 weigh-ins under 2 years not drawn: 2023-01-01, 2024-01-01, before the CDC's curves start"
      ), "\(cdc.stderr)")
  }
}
