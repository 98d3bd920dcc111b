import DataSource
import Model
import Testing

@testable import CommandLineInterface

/// The WHO growth charts of `bmi chart`: the five SD curves of each indicator, each with a
/// colour and a name of its own, every label inside the viewBox, the child's points; chosen
/// for a child under 5 or by `--indicator`, refused where the WHO has no curves.
@MainActor
struct WHOGrowthChartTests {
  nonisolated static let indicators = WHOGrowthCurves.Indicator.allCases

  nonisolated static func data(
    _ indicator: WHOGrowthCurves.Indicator, sex: Sex = .female, points: [(Double, Double)],
    lying: Bool = true
  ) -> WHOGrowthChartData {
    WHOGrowthChartData(
      title: String(repeating: "Long name ", count: 8), sex: sex, indicator: indicator,
      lying: lying, points: points.map { WHOGrowthChartData.Point(x: $0.0, y: $0.1) })
  }

  nonisolated static let cases: [(WHOGrowthChartData, String)] = [
    (data(.weightForAge, points: [(1, 4.2), (12, 9)]), "weight-for-age (WHO 2006"),
    (data(.weightForAge, sex: .male, points: [(0, 3.3), (59, 18)]), "weight-for-age (WHO 2006"),
    (data(.heightForAge, points: [(30, 90)]), "length/height-for-age (WHO 2006"),
    (data(.bmiForAge, points: [(3, 16), (20, 16.5)]), "BMI-for-age (WHO 2006"),
    (data(.bmiForAge, sex: .male, points: [(70, 15.5), (200, 20)]), "BMI-for-age (WHO 2007"),
    (data(.bmiForAge, points: [(50, 15.5), (70, 16)]), "BMI-for-age (WHO 2006 and 2007"),
    (data(.weightForLength, points: [(75, 9)]), "weight-for-length (WHO 2006"),
    (data(.headForAge, points: [(1, 37), (12, 45)]), "head circumference-for-age (WHO 2006"),
    (data(.armForAge, points: [(6, 14)]), "arm circumference-for-age (WHO 2006"),
    (
      data(.weightForLength, sex: .male, points: [(118, 21)], lying: false),
      "weight-for-height (WHO 2006"
    ),
  ]

  @Test(arguments: cases.indices)
  func svg_fiveNamedCurvesInTheirOwnColoursAndThePoints(index: Int) throws {
    let (data, heading) = Self.cases[index]
    let sut = try GrowthSVGChart().render(data)
    #expect(try SVGLabelsFitTests.overflows(sut) == [])
    let root = try XMLTree.parse(sut)
    #expect(root.all("title").first?.text.contains(heading) == true, "\(heading)")
    let curves = root.all("polyline").filter { $0.attributes["class"] == "curve" }
    #expect(
      curves.compactMap { $0.attributes["data-curve"] } == [
        "-3 SD", "-2 SD", "median", "+2 SD", "+3 SD",
      ])
    #expect(Set(curves.compactMap { $0.attributes["stroke"] }).count == 5)
    // Every curve is drawn across the window: no point is missing (nan) in its line.
    for curve in curves {
      #expect(curve.attributes["points"]?.contains("nan") == false)
    }
    let names = root.all("text").filter { $0.attributes["fill"] != nil }
    let ys = names.compactMap { $0.number("y") }.sorted()
    #expect(names.count == 5)
    #expect(zip(ys, ys.dropFirst()).allSatisfy { $1 - $0 >= 12 }, "curve names overlap: \(ys)")
    #expect(root.all("circle").count == data.points.count)
  }

  @Test(arguments: cases.indices)
  func terminal_namesTheCurvesAndFitsTheWidth(index: Int) throws {
    let chart = TerminalChart(
      width: 60, height: 20, charset: .unicode, style: TerminalStyle(isEnabled: false))
    let sut = try GrowthTerminalChart(chart: chart).render(Self.cases[index].0)
    let lines = sut.split(separator: "\n")
    #expect(lines.count == 20)
    #expect(lines.allSatisfy { $0.count <= 60 })
    #expect(sut.contains("+3 SD") && sut.contains("median"))
    #expect(sut.contains("WHO"))
  }

  /// A girl born 2025-01-10, 75 cm, weighed from 1 to 12 months, her head and arm measured
  /// at 6 and 12.
  static func infant() async throws -> TrackingSession {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "mia", "--height", "75", "--sex", "female", "--born", "2025-01-10"],
      ["log", "4.2", "--date", "2025-02-10", "--force"],
      ["log", "7.4", "--date", "2025-07-10", "--force", "--head", "42", "--arm", "14"],
      ["log", "9", "--date", "2026-01-10", "--force", "--head", "45", "--arm", "15"],
    ])
    return session
  }

  /// Heights logged over time are the child's own points: height-for-age draws each one,
  /// weight-for-length each weigh-in at the height measured within its window of it.
  @Test func chart_loggedHeights_drawnAtTheirOwnAges() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "mia", "--height", "75", "--sex", "female", "--born", "2025-01-10"],
      ["log", "4.2", "--date", "2025-02-10", "--height", "53", "--force"],
      ["log", "7.4", "--date", "2025-07-10", "--height", "66", "--force"],
      ["log", "8.2", "--date", "2025-10-15", "--force"],
      ["log", "9", "--date", "2026-01-10", "--force"],
    ])
    let points = { (indicator: String) async -> Int in
      let sut = await session.run(
        ["chart", "--indicator", indicator, "--format", "svg", "--output", "-"])
      return sut.stdout.components(separatedBy: "<circle").count - 1
    }
    // Two logged heights and the profile's at the latest weigh-in.
    #expect(await points("height-for-age") == 3)
    // 2025-10-15 (278 days old: a window of 69 days) is 97 days after its last height and 92
    // before the profile's, measured today (2026-01-15): not drawn; 2026-01-10 is drawn at
    // the profile's, 5 days after it.
    #expect(await points("weight-for-length") == 3)
    // The one left out is named, on standard error, for both charts that need a height.
    for indicator in ["weight-for-length", "bmi-for-age"] {
      let sut = await session.run(["chart", "--indicator", indicator, "--width", "60"])
      #expect(
        sut.stderr
          == "mia: 1 weigh-in not drawn on \(indicator): 2025-10-15 (\(indicator == "bmi-for-age" ? "no BMI: " : "")no height within 69 days)\n"
      )
    }
  }

  /// A length outside the weight-for-length table is said, not silently dropped.
  @Test func chart_lengthOutsideTheTable_namedAsNotDrawn() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "kid", "--height", "80", "--sex", "female", "--born", "2025-06-01"],
      ["log", "3.5", "--date", "2025-06-02", "--height", "44", "--force"],
      ["log", "10", "--date", "2025-12-01", "--height", "70"],
    ])
    let sut = await session.run(
      ["chart", "--indicator", "weight-for-length", "--format", "svg", "--output", "-"])
    #expect(sut.status == 0)
    #expect(sut.stdout.components(separatedBy: "<circle").count - 1 == 1)
    #expect(
      sut.stderr
        == "kid: 1 weigh-in not drawn on weight-for-length: 2025-06-02 (length 44.0 cm, outside 45–110 cm)\n"
    )
  }

  /// A child's profile height is a measurement of the day it is saved: height-for-age draws
  /// it there beside the heights logged; saving another that day corrects it, and the
  /// heights before it stay where they are.
  @Test func chart_heightForAge_profileHeightIsTheSavedDaysMeasurement() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "mia", "--height", "75", "--sex", "female", "--born", "2025-01-10"],
      ["log", "7.4", "--date", "2025-07-10", "--height", "66", "--force"],
      ["log", "8.2", "--date", "2025-10-15", "--force"],
    ])
    func circles() async -> [String] {
      let svg = await session.run(
        ["chart", "--indicator", "height-for-age", "--format", "svg", "--output", "-"]
      ).stdout
      return svg.components(separatedBy: "<circle").dropFirst().map {
        String($0.prefix { $0 != ">" })
      }
    }
    let before = await circles()
    #expect(before.count == 2)
    await session.given([["profile", "save", "mia", "--height", "76"]])
    let after = await circles()
    #expect(after.count == 2)
    #expect(after.first == before.first)
    #expect(after.last != before.last)
  }

  /// Length-for-age is height-for-age's name under 2 years: the same chart.
  @Test(arguments: [("length-for-age", "height-for-age")])
  func chart_indicatorOtherName_drawsTheSameChart(name: String, indicator: String) async throws {
    let session = try await Self.infant()
    let svg = { (name: String) async -> InProcessRunner.Output in
      await session.run(["chart", "--indicator", name, "--format", "svg", "--output", "-"])
    }
    let other = await svg(name)
    #expect(other.status == 0, "\(other.stderr)")
    #expect(other.stdout == (await svg(indicator)).stdout)
  }

  /// A baby measured but not yet weighed: height-for-age draws the lengths logged alone;
  /// the charts of weigh-ins have nothing to chart yet (1), never a wrong "no birth date".
  @Test func chart_lengthsWithoutWeighIns_heightForAgeDrawsThem() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "zoe", "--height", "63", "--sex", "female", "--born", "2025-06-01"],
      ["log", "--date", "2025-07-01", "--height", "55"],
      ["log", "--date", "2025-09-01", "--height", "60"],
    ])
    let sut = await session.run(
      ["chart", "--indicator", "height-for-age", "--format", "svg", "--output", "-"])
    #expect(sut.status == 0, "\(sut.stderr)")
    // The two logged and the profile's, measured the day it was saved.
    #expect(sut.stdout.components(separatedBy: "<circle").count - 1 == 3)
    for indicator in ["weight-for-age", "bmi-for-age"] {
      let none = await session.run(["chart", "--indicator", indicator])
      #expect(none.status == 1)
      #expect(none.stderr.contains("nothing to chart yet (no weigh-ins)"), "\(none.stderr)")
    }
  }

  @Test func chart_childUnder5_drawsTheWHOBMIForAge() async throws {
    let session = try await Self.infant()
    let sut = await session.run(["chart", "--format", "svg", "--output", "-"])
    #expect(sut.status == 0)
    #expect(
      sut.stdout.contains("<title>mia: BMI-for-age (WHO 2006, girls; BMI against age in months)"))
  }

  @Test(arguments: [[], ["--reference", "cdc"]])
  func chart_childOf6_cdcByDefaultWHO2007WithReferenceWHO(extra: [String]) async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "leo", "--height", "118", "--sex", "male", "--born", "2019-06-01"],
      ["log", "21", "--date", "2025-09-01", "--force"],
      ["log", "21.5", "--date", "2026-01-10", "--force"],
    ])
    let cdc = await session.run(["chart", "--format", "svg", "--output", "-"] + extra)
    #expect(cdc.stdout.contains("(CDC 2000, boys;"))
    let who = await session.run(
      ["chart", "--format", "svg", "--output", "-", "--reference", "who"])
    #expect(who.status == 0)
    #expect(
      who.stdout.contains("<title>leo: BMI-for-age (WHO 2007, boys; BMI against age in years)"))
  }

  /// A profile saved with the WHO's references is drawn over the CDC's with `--reference
  /// cdc`, not as an adult's weight chart.
  @Test func chart_whoProfileWithReferenceCDC_cdcBMIForAge() async throws {
    let session = try TrackingSession()
    await session.given([
      [
        "profile", "save", "leo", "--height", "118", "--sex", "male", "--born", "2019-06-01",
        "--reference", "who",
      ],
      ["log", "21", "--date", "2025-09-01", "--force"],
      ["log", "21.5", "--date", "2026-01-10", "--force"],
    ])
    let who = await session.run(["chart", "--format", "svg", "--output", "-"])
    #expect(who.stdout.contains("(WHO 2007, boys;"))
    let cdc = await session.run(
      ["chart", "--format", "svg", "--output", "-", "--reference", "cdc"])
    #expect(cdc.status == 0)
    #expect(cdc.stdout.contains("(CDC 2000, boys;"), "\(cdc.stdout.prefix(300))")
  }

  @Test(arguments: indicators)
  func chart_indicator_drawsThatWHOChart(indicator: WHOGrowthCurves.Indicator) async throws {
    let session = try await Self.infant()
    let sut = await session.run(
      ["chart", "--indicator", indicator.rawValue, "--width", "70", "--height", "20"])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stdout.contains("(WHO 2006, girls;"))
  }

  @Test(arguments: [
    (["profile", "save", "ann", "--height", "165"], "weight-for-age", "has no sex"),
    (
      ["profile", "save", "ann", "--height", "165", "--sex", "female", "--born", "1990-01-01"],
      "bmi-for-age", "bmi-for-age covers children to 19 years"
    ),
    (
      ["profile", "save", "ann", "--height", "140", "--sex", "female", "--born", "2014-01-01"],
      "weight-for-age", "weight-for-age covers children to 10 years"
    ),
    (
      ["profile", "save", "ann", "--height", "40", "--sex", "female", "--born", "2025-12-01"],
      "weight-for-length", "weight-for-length covers 45–110 cm"
    ),
    (
      ["profile", "save", "ann", "--height", "125", "--sex", "female", "--born", "2018-01-01"],
      "weight-for-height", "weight-for-height covers children to 5 years"
    ),
  ])
  func chart_indicatorWithoutWHOCurves_isAUsageError(
    profile: [String], indicator: String, message: String
  ) async throws {
    let session = try TrackingSession()
    await session.given([profile, ["log", "30", "--date", "2026-01-10", "--force"]])
    let sut = await session.run(["chart", "--indicator", indicator])
    #expect(sut.status == 64)
    #expect(sut.stderr.contains(message), "\(sut.stderr)")
  }
}
