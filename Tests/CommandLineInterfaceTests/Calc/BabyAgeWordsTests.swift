import TestSupport
import Testing

/// A baby's age as a parent says it: days in the first month, months under 2 years, never
/// "0 months" or "age 0".
@MainActor
struct BabyAgeWordsTests {
  @Test func calc_babyOf19Days_saysDays() async {
    let sut = await InProcessRunner.run([
      "calc", "--weight", "3.3", "--height", "50", "--sex", "female", "--age", "19d",
    ])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stdout.contains("for a girl of 19 days"), "\(sut.stdout)")
  }

  @Test func profileShow_babyAndToddler_monthsThenYears() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "leo", "--height", "70", "--sex", "male", "--born", "2025-03-10"],
      ["profile", "save", "ava", "--height", "95", "--sex", "female", "--born", "2022-10-15"],
    ])
    let leo = await session.run(["profile", "show", "leo"])
    #expect(leo.stdout.contains("2025-03-10 (age 10 months)"), "\(leo.stdout)")
    let ava = await session.run(["profile", "show", "ava"])
    #expect(ava.stdout.contains("2022-10-15 (age 3 years)"), "\(ava.stdout)")
  }
}
