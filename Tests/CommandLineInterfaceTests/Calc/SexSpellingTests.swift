import DataSource
import Model
import TestSupport
import Testing

/// Every spelling of `Sex.spellings`, in any case, on every way in: `calc --sex`,
/// `profile save --sex`, and a batch cell; `none` means no sex.
@MainActor
struct SexSpellingTests {
  nonisolated static let cases: [(String, Sex?)] =
    Sex.spellings.flatMap { [($0.spelling, $0.sex), ($0.spelling.uppercased(), $0.sex)] }
    + [("none", nil), ("None", nil), (" Girl ", .female)]

  @Test(arguments: cases)
  func calc_sexSpelling_assessesThatSex(spelling: String, sex: Sex?) async {
    let sut = await CalcAssessmentCommandTests.run([
      "--weight", "30", "--height", "132", "--age", "9y6m", "--sex", spelling, "--format", "csv",
    ])
    switch sex {
    case .female?: #expect(sut.output.contains(",female,61.19,"), "\(sut.error)")
    case .male?: #expect(sut.output.contains(",male,"), "\(sut.error)")
    case nil: #expect(sut.status == 64, "a child needs a sex")
    }
  }

  @Test(arguments: cases)
  func profileSave_sexSpelling_savesThatSex(spelling: String, sex: Sex?) async throws {
    let session = try TrackingSession()
    await session.given([["profile", "save", "kim", "--height", "170", "--sex", "female"]])
    _ = await session.run(["profile", "save", "kim", "--sex", spelling])
    let sut = await session.run(["profile", "show", "kim", "--format", "csv"])
    let expected = sex.map { ",\($0.rawValue)," } ?? ",,"
    #expect(sut.stdout.contains("170.00,66.93" + expected), "\(sut.stdout)")
  }

  @Test(arguments: ["calc", "profile save"])
  func completions_sexOption_offerEverySpelling(command: String) async {
    let sut = await InProcessRunner.run(["completions", "bash"])
    let words = Sex.spellingWords.joined(separator: " ")
    #expect(sut.stdout.contains("\"\(command):--sex\") COMPREPLY=($(compgen -W \"\(words)\""))
  }
}
