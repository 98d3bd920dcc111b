import TestSupport
import Testing

/// `--force` and `--accept-<kind>` name what they let through, after the change; a flag
/// that overrode nothing says nothing.
@MainActor
struct AcceptedChecksCommandTests {
  static func session() async throws -> TrackingSession {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "ann", "--height", "175", "--born", "1990-01-01"],
      ["log", "80", "--date", "2026-01-10"],
    ])
    return session
  }

  @Test func log_forced_namesEveryCheckItOverrode() async throws {
    let session = try await Self.session()
    let sut = await session.run(["log", "800", "--date", "2026-01-11", "--force"])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(
      sut.stderr == """
        Logged 800.0 kg for ann on 2026-01-11.
        Accepted with --force: 800.00 kg is implausible: more than 20% from the weigh-ins near it in time (80.00 kg, a median 1 day away)
        Accepted with --force: BMI 261.22 is implausible (outside 12–100)

        """)
    await session.given([["unlog", "2026-01-11"]])
    let date = await session.run(["log", "80", "--date", "2026-02-01", "--accept-date"])
    #expect(date.status == 0, "\(date.stderr)")
    #expect(
      date.stderr.hasSuffix(
        "Accepted with --accept-date: 2026-02-01 is implausible: it is after today (2026-01-15)\n"))
    let quiet = await session.run(["log", "80.2", "--date", "2026-01-12", "--force"])
    #expect(quiet.stderr == "Logged 80.2 kg for ann on 2026-01-12.\n")
  }

  @Test func import_forced_listsTheRowsItLetIn() async throws {
    let session = try await Self.session()
    try session.directory.write(
      "date,weight_kg\n2026-01-11,80.4\n2026-01-12,804\n1980-01-01,70\n", to: "w.csv")
    let sut = await session.run(["import", session.directory.file("w.csv"), "--force"])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stderr.contains("Accepted with --force: 2 rows the plausibility checks refuse:\n"))
    #expect(
      sut.stderr.contains(
        "  ann 1980-01-01: 1980-01-01 is implausible: it is before the date of birth (1990-01-01)\n"
      ))
    #expect(sut.stderr.contains("  ann 2026-01-12: 804.00 kg is implausible:"), "\(sut.stderr)")
  }
}
