import DataSource
import Model
import TestSupport
import Testing

/// 16.9 kg at 104 cm is BMI 15.625 exactly: every path prints 15.63, as its decimal inputs say
/// (`FixedDecimal.Rule.asWritten`), whether the person is an adult or a child.
@MainActor
struct ExactTieRoundingTests {
  @Test(arguments: [
    ["--weight", "16.9", "--height", "104", "--format", "value"],
    [
      "--weight", "16.9", "--height", "104", "--age", "48.5m", "--sex", "male", "--format", "value",
    ],
    ["--weight", "16.9", "--height", "104", "--age", "4y", "--sex", "female", "--format", "value"],
  ])
  func calc_exactTie_printsHalfAwayFromZero(arguments: [String]) async {
    let sut = await CalcAssessmentCommandTests.run(arguments)
    #expect(sut.output == "15.63\n")
  }

  @Test(arguments: [["history", "--format", "csv"], ["export", "--format", "csv"]])
  func tracking_childExactTie_printsHalfAwayFromZero(arguments: [String]) async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "leo", "--height", "104", "--sex", "male", "--born", "2021-09-01"],
      // The height measured that day: four months before today, the profile's would not do.
      ["log", "16.9", "--date", "2025-09-15", "--height", "104"],
    ])
    let sut = await session.run(arguments)
    let row = sut.stdout.split(separator: "\n").dropFirst().first.map(String.init) ?? ""
    #expect(row.split(separator: ",").contains("15.63"), "\(sut.stdout)")
  }
}
