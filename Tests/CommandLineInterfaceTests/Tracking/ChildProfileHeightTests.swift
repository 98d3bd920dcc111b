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
}
