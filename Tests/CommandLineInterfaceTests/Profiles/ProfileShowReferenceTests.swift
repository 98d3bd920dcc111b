import Testing

/// `profile show` names the reference that decided a child's latest class, as history's
/// footer does, and says why a weigh-in without a height near it was not assessed, as
/// `profile list` does. Today is 2026-01-15.
@MainActor
struct ProfileShowReferenceTests {
  @Test func profileShow_childsLatest_namesTheReference() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "ava", "--height", "95", "--sex", "f", "--born", "2022-06-01"],
      ["log", "13.9"],
    ])
    let sut = await session.run(["profile", "show"])
    #expect(
      sut.stdout.hasSuffix(
        "Latest     13.9 kg on 2026-01-15: BMI 15.40, Healthy weight (P48.98), BMI-for-age at 3 years 7 months; CDC 2000 growth charts\n"
      ), "\(sut.stdout)")
  }

  @Test func profileShow_babyWithoutARecentLength_saysWhyAndTheReference() async throws {
    let session = try TrackingSession()
    await session.given([
      [
        "profile", "save", "leo", "--height", "75", "--sex", "m", "--born", "2024-09-01",
        "--date", "2025-09-01",
      ],
      ["log", "10.6"],
    ])
    let sut = await session.run(["profile", "show"])
    #expect(
      sut.stdout.contains(
        "Latest     10.6 kg on 2026-01-15: no height within 3 months (weight-for-age z "),
      "\(sut.stdout)")
    #expect(sut.stdout.hasSuffix("; WHO Child Growth Standards 2006\n"), "\(sut.stdout)")
  }
}
