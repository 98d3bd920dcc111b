import Testing

/// A baby tracked in imperial units, as a US or UK parent weighs and measures one: weights
/// typed as pounds and ounces in two words (`8lb 4oz`, as `11st 2lb` is), shown back in
/// pounds and ounces, and a length under 3 ft in inches, not `1 ft 8.0 in`.
@MainActor
struct ImperialBabyCommandTests {
  @Test func log_poundsAndOunces_keptExactlyAndShownAsWeighed() async throws {
    let session = try TrackingSession()
    await session.given([
      [
        "profile", "save", "lily", "--height", "20in", "--sex", "f", "--born", "2026-01-01",
        "--units", "imperial", "--date", "2026-01-01",
      ],
      ["log", "8lb", "4oz", "--date", "2026-01-08"],
    ])
    let csv = await session.run(["history", "--format", "csv"])
    #expect(csv.stdout.contains("\n2026-01-08,3.74,8.25,"))
    let shown = await session.run(["profile", "show"])
    #expect(shown.stdout.contains("Height     20.0 in (50.8 cm)\n"))
    #expect(shown.stdout.contains("Latest     8.2 lb (8 lb 4 oz) on 2026-01-08"))
  }
}
