import TestSupport
import Testing

/// Which WHO or CDC chart `bmi chart` draws when asked: weight-for-length or -height by the
/// name given, head and arm circumferences, and the CDC's chart with `--reference cdc`.
@MainActor
struct WHOGrowthChartChoiceTests {
  /// Weight-for-length and weight-for-height are two WHO charts, each of one side of the
  /// second birthday: asked for by name, the one named is drawn with its weigh-ins; through
  /// the default the latest weigh-in's age picks.
  @Test func chart_weightForLengthOrHeight_theTableNamed() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "tom", "--height", "88", "--sex", "male", "--born", "2023-12-01"],
      ["log", "10.4", "--height", "80", "--date", "2025-06-01"],
      ["log", "12.6", "--date", "2026-01-15"],
    ])
    let chart = { (name: String) async -> InProcessRunner.Output in
      await session.run(["chart", "--indicator", name, "--format", "svg", "--output", "-"])
    }
    let length = await chart("weight-for-length")
    #expect(length.status == 0, "\(length.stderr)")
    #expect(length.stdout.contains("weight-for-length"), "\(length.stdout)")
    #expect(
      length.stderr.contains("2026-01-15 (from 2 years: weight-for-height)"), "\(length.stderr)")
    let height = await chart("weight-for-height")
    #expect(height.status == 0, "\(height.stderr)")
    #expect(height.stdout.contains("weight-for-height"), "\(height.stdout)")
    #expect(
      height.stderr.contains("2025-06-01 (under 2 years: weight-for-length)"), "\(height.stderr)")
    #expect(length.stdout != height.stdout)
    // A side with no weigh-in says which chart has them.
    let baby = try TrackingSession()
    await baby.given([
      ["profile", "save", "ava", "--height", "68", "--sex", "female", "--born", "2025-06-01"],
      ["log", "7.5"],
    ])
    let none = await baby.run(["chart", "--indicator", "weight-for-height"])
    #expect(none.status == 64)
    #expect(
      none.stderr
        == "bmi: weight-for-height charts weigh-ins from 2 years, and ava has none; under 2 years it is --indicator weight-for-length\n"
    )
  }

  /// Head and arm circumference-for-age draw every circumference logged; an arm before 3
  /// months is named as not drawn (the standard starts there), and a child with none logged
  /// is asked for one.
  @Test func chart_circumferences_drawnAndNamed() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "kid", "--height", "50", "--sex", "male", "--born", "2025-06-01"],
      ["log", "--head", "34.5", "--arm", "10", "--date", "2025-06-01"],
      ["log", "8", "--head", "44", "--arm", "14", "--height", "70", "--date", "2026-01-10"],
    ])
    let svg = { (name: String) async -> InProcessRunner.Output in
      await session.run(["chart", "--indicator", name, "--format", "svg", "--output", "-"])
    }
    let head = await svg("head-circumference-for-age")
    #expect(head.status == 0, "\(head.stderr)")
    #expect(head.stdout.contains("head circumference-for-age (WHO 2006, boys;"))
    let arm = await svg("arm-circumference-for-age")
    #expect(arm.status == 0, "\(arm.stderr)")
    #expect(
      arm.stderr.contains("2025-06-01 (under 3 months: the arm standard starts at 3)"),
      "\(arm.stderr)")
    let text = await session.run(["chart", "--indicator", "arm-circumference-for-age"])
    #expect(text.status == 0, "\(text.stderr)")
    let none = try TrackingSession()
    await none.given([
      ["profile", "save", "ava", "--height", "60", "--sex", "female", "--born", "2025-10-01"],
      ["log", "6"],
    ])
    let asked = await none.run(["chart", "--indicator", "head-circumference-for-age"])
    #expect(asked.status == 64)
    #expect(asked.stderr.contains("log one with bmi log --head C"), "\(asked.stderr)")
  }

  /// A child of 2 to 5 years the CDC's charts class is drawn over the WHO curves (the WHO's
  /// under 5), with a note naming the chart that classes it; `--reference cdc` draws that.
  @Test func chart_cdcChildUnder5_whoCurvesNotedAndReferenceCDCDrawsTheCDCs() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "ava", "--height", "95", "--sex", "female", "--born", "2022-10-15"],
      ["log", "14", "--height", "95", "--date", "2026-01-01"],
    ])
    let who = await session.run(["chart", "--format", "svg", "--output", "-"])
    #expect(who.stdout.contains("BMI-for-age (WHO 2006, girls;"), "\(who.stdout.prefix(300))")
    #expect(
      who.stderr
        == "ava is classed by the CDC 2000 charts from 2 years (bmi help growth); bmi chart --reference cdc draws them\n"
    )
    let cdc = await session.run(["chart", "--reference", "cdc", "--format", "svg", "--output", "-"])
    #expect(cdc.stdout.contains("(CDC 2000, girls;"), "\(cdc.stdout.prefix(300))")
  }
}
