import TestSupport
import Testing

/// A child's profile height is the latest height measured: a height logged on a day no other
/// height follows becomes the profile's, so every screen says the height the weigh-ins are
/// assessed with, and a FHIR export brings the profile back as it was.
@MainActor
struct ChildProfileHeightTests {
  static func session() async throws -> TrackingSession {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "kid", "--height", "90", "--sex", "female", "--born", "2024-01-01"]
    ])
    return session
  }

  @Test func log_childsNewestHeight_becomesTheProfilesHeight() async throws {
    let session = try await Self.session()
    await session.given([["log", "13", "--height", "95", "--waist", "50"]])
    let show = await session.run(["profile", "show", "kid"])
    #expect(show.stdout.contains("Height     95.0 cm"), "\(show.stdout)")
    // The waist's ratio is to the height of its day, as the weigh-in's BMI is: 50 / 95.
    #expect(show.stdout.contains("waist-to-height 0.53"), "\(show.stdout)")
    // An earlier visit's height is history, not the profile's.
    await session.given([["log", "12.5", "--height", "85", "--date", "2025-12-01"]])
    let again = await session.run(["profile", "show", "kid"])
    #expect(again.stdout.contains("Height     95.0 cm"), "\(again.stdout)")
    // The newest height taken back: the one before it is the profile's again.
    await session.given([["unlog", "2026-01-15"]])
    let undone = await session.run(["profile", "show", "kid"])
    #expect(undone.stdout.contains("Height     85.0 cm"), "\(undone.stdout)")
  }

  @Test func log_adultsHeight_leavesTheProfilesSetting() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "ann", "--height", "170"],
      ["log", "60", "--height", "171"],
    ])
    let show = await session.run(["profile", "show", "ann"])
    #expect(show.stdout.contains("Height     170.0 cm"), "\(show.stdout)")
  }

  @Test func fhirRoundTrip_childWithANewerHeight_sameProfile() async throws {
    let session = try await Self.session()
    await session.given([["log", "13", "--height", "95"]])
    let json = await session.run(["export"])
    let fhir = await session.run(["export", "--format", "fhir"])
    let target = try TrackingSession()
    try target.directory.write(fhir.stdout, to: "kid.fhir.json")
    let imported = await target.run(["import", target.directory.file("kid.fhir.json")])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(await target.run(["export"]).stdout == json.stdout)
  }

  /// A clinic entering a child's past visits: `profile save --date D` dates the height (and
  /// the weight) D, inventing no measurement of today; an earlier visit's height leaves the
  /// newest the profile's.
  @Test func profileSave_childsPastVisit_datedThatDay() async throws {
    let session = try TrackingSession()
    let created = await session.run([
      "profile", "save", "ana", "--height", "50", "--sex", "female", "--born", "2025-01-10",
      "--date", "2025-01-10",
    ])
    #expect(created.status == 0, "\(created.stderr)")
    await session.given([["profile", "save", "ana", "--height", "75", "--date", "2026-01-12"]])
    let past = await session.run([
      "profile", "save", "ana", "--height", "62", "--weight", "6.4", "--date", "2025-05-01",
    ])
    #expect(past.stderr.contains("Logged height 62.0 cm for ana on 2025-05-01"), "\(past.stderr)")
    let csv = await session.run(["history", "--format", "csv"])
    let days = csv.stdout.split(separator: "\n").dropFirst().map { $0.prefix(10) }
    #expect(days == ["2025-01-10", "2025-05-01", "2026-01-12"], "\(csv.stdout)")
    #expect(csv.stdout.contains("\n2025-05-01,6.40,"), "\(csv.stdout)")
    let show = await session.run(["profile", "show", "ana"])
    #expect(show.stdout.contains("Height     75.0 cm"), "\(show.stdout)")
  }

  /// A newborn's BMI under 12 is plausible (the WHO scores it): profile save --weight with
  /// its length logs it, as log and calc do; an adult's is still refused with its slips.
  @Test func profileSave_newbornsLowBMI_notRefusedByTheAdultRange() async throws {
    let session = try TrackingSession()
    let baby = await session.run([
      "profile", "save", "bb", "--height", "53.5", "--weight", "3.0", "--sex", "female",
      "--born", "2026-01-14",
    ])
    #expect(baby.status == 0, "\(baby.stderr)")
    let adult = await session.run(["profile", "save", "ann", "--height", "175", "--weight", "30"])
    #expect(adult.status == 65, "\(adult.stderr)")
  }
}
