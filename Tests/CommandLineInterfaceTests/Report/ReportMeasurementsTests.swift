import Testing

/// The report's table of measurements: a column for each circumference a child has logged in
/// the range, in the profile's units (today is 2026-01-15 in a `TrackingSession`).
@MainActor
struct ReportMeasurementsTests {
  /// Bea, weighed and measured at birth, her head measured with her weight and alone, her arm
  /// with her weight.
  static func bea(units: String) async throws -> TrackingSession {
    let session = try TrackingSession()
    await session.given([
      [
        "profile", "save", "bea", "--height", "50cm", "--sex", "female", "--born", "2025-01-01",
        "--date", "2025-01-01", "--weight", "3.3kg", "--units", units,
      ],
      ["log", "5.4kg", "--height", "58cm", "--head", "39cm", "--date", "2025-03-01"],
      ["log", "--head", "42.5cm", "--date", "2025-06-01"],
      ["log", "7.3kg", "--height", "65cm", "--arm", "14cm", "--date", "2025-06-10"],
    ])
    return session
  }

  @Test(arguments: [
    ("metric", "39.0 cm", "42.5 cm", "14.0 cm"), ("imperial", "15.4 in", "16.7 in", "5.5 in"),
  ])
  func report_childsHeadAndArm_aColumnEachInTheProfilesUnits(
    units: String, head: String, headAlone: String, arm: String
  ) async throws {
    let session = try await Self.bea(units: units)

    let sut = await session.run(["report"])

    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(
      sut.stdout.contains(
        "<th scope=\"col\" class=\"num\">BMI-for-age percentile, z</th><th scope=\"col\" class=\"num\">Head</th><th scope=\"col\" class=\"num\">Arm</th><th scope=\"col\">Note</th>"
      ), "\(sut.stdout)")
    #expect(sut.stdout.contains("(`bmi help tracking`); head and arm: circumferences.</caption>"))
    // Each row has a cell in each column: the head alone too, beside the z it was scored by.
    #expect(
      sut.stdout.contains(
        "<td class=\"num\">\(head)</td><td class=\"num\">–</td><td class=\"note\">"))
    #expect(
      sut.stdout.contains(
        "2025-06-01</th><td class=\"num\">–</td><td class=\"num\">–</td><td class=\"num\">–</td><td>no weight (head circumference-for-age z 0.83)</td><td class=\"num\">–</td><td class=\"num\">\(headAlone)</td><td class=\"num\">–</td><td class=\"note\"></td></tr>"
      ))
    #expect(
      sut.stdout.contains(
        "<td class=\"num\">–</td><td class=\"num\">\(arm)</td><td class=\"note\">"))
  }

  /// Only the columns a range has: a range without an arm has no Arm column.
  @Test func report_rangeWithAHeadButNoArm_onlyTheHeadColumn() async throws {
    let session = try await Self.bea(units: "metric")

    let sut = await session.run(["report", "--to", "2025-06-01"])

    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(
      sut.stdout.contains(
        "<th scope=\"col\" class=\"num\">Head</th><th scope=\"col\">Note</th>"))
    #expect(!sut.stdout.contains(">Arm</th>"))
    #expect(sut.stdout.contains("(`bmi help tracking`); head: circumference.</caption>"))
  }
}
