import Testing

/// `bmi log --height` with a height far from the ones logged around it (a slip such as 57
/// for 75 cm) says so and how to take it back, and keeps the entry: a real child can be
/// measured that far apart. Today is 2026-01-15.
@MainActor
struct HeightChangeCommandTests {
  @Test func log_childHeightThatShrank_saidAndKept() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "kid", "--height", "70", "--sex", "female", "--born", "2025-03-01"],
      ["log", "8.9", "--height", "75", "--date", "2026-01-01"],
    ])
    let sut = await session.run(["log", "9.1", "--height", "57", "--date", "2026-01-10"])
    #expect(sut.status == 0)
    #expect(
      sut.stderr.contains(
        "Check the height: 57.0 cm on 2026-01-10 is 18.0 cm less than the 75.0 cm logged on 2026-01-01, before it (a length or height does not shrink that much)\n(bmi undo takes the entry back.)\n"
      ), "\(sut.stderr)")
    let history = await session.run(["history", "--format", "csv"])
    #expect(history.stdout.contains("2026-01-10,9.10"))
  }

  @Test func log_adultsHeightFarFromTheProfiles_said() async throws {
    let session = try TrackingSession()
    await session.given([["profile", "save", "ann", "--height", "175"]])
    let sut = await session.run(["log", "70", "--height", "165", "--date", "2026-01-10"])
    #expect(sut.status == 0)
    #expect(
      sut.stderr.contains(
        "Check the height: 165.0 cm on 2026-01-10 is 10.0 cm less than the profile's 175.0 cm (an adult's height barely changes)"
      ), "\(sut.stderr)")
    // Taken back, a height 1 cm from the profile's says nothing.
    await session.given([["undo"]])
    let near = await session.run(["log", "70", "--height", "174", "--date", "2026-01-11"])
    #expect(!near.stderr.contains("Check the height"), "\(near.stderr)")
  }

  /// Unlogging a child's newest height says the profile's height went back with it, and
  /// undo names the unlog.
  @Test func unlog_childsNewestHeight_profileHeightBackSaid() async throws {
    let session = try TrackingSession()
    await session.given([
      [
        "profile", "save", "kid", "--height", "50", "--sex", "male", "--born", "2025-12-01",
        "--date", "2025-12-01",
      ],
      ["log", "4.2", "--height", "54", "--date", "2026-01-03"],
    ])
    let sut = await session.run(["unlog", "2026-01-03"])
    #expect(sut.status == 0)
    #expect(
      sut.stderr.hasSuffix("kid's height is 50.0 cm again, the newest logged (2025-12-01).\n"),
      "\(sut.stderr)")
    let undo = await session.run(["undo"])
    #expect(undo.stderr.hasPrefix("undid: unlog 2026-01-03 for kid"), "\(undo.stderr)")
  }

  /// `profile save --height` logs a child's height of the day as `log --height` does, and
  /// says a far one the same way.
  @Test func profileSave_childHeightFarAbove_saidAndKept() async throws {
    let session = try TrackingSession()
    await session.given([
      [
        "profile", "save", "leo", "--height", "80", "--sex", "m", "--born", "2025-06-01",
        "--date", "2026-01-01",
      ]
    ])
    let sut = await session.run(["profile", "save", "leo", "--height", "95"])
    #expect(sut.status == 0)
    #expect(
      sut.stderr.hasSuffix(
        "Check the height: 95.0 cm on 2026-01-15 is 15.0 cm more than the 80.0 cm logged on 2026-01-01, before it (more than a child grows in that time)\n(bmi undo takes the change back.)\n"
      ), "\(sut.stderr)")
    let plain = await session.run(["profile", "save", "leo", "--height", "81"])
    #expect(!plain.stderr.contains("Check the height"), "\(plain.stderr)")
  }

  /// A height dated before the birth date is refused as `log --height` refuses it, and the
  /// profile's height is untouched; with --force it is that day's, not today's.
  @Test func profileSave_heightBeforeBirth_refusedThenDatedWithForce() async throws {
    let session = try TrackingSession()
    await session.given([
      [
        "profile", "save", "kid", "--height", "50", "--sex", "m", "--born", "2025-10-01",
        "--date", "2025-10-01",
      ],
      ["log", "5.2", "--height", "59", "--date", "2025-12-01"],
    ])
    let sut = await session.run([
      "profile", "save", "kid", "--height", "45", "--date", "2025-09-01",
    ])
    #expect(sut.status == 65)
    #expect(
      sut.stderr
        == "bmi: 2025-09-01 is implausible: it is before the date of birth (2025-10-01); pass --force if it is right\n"
    )
    let forced = await session.run([
      "profile", "save", "kid", "--height", "45", "--date", "2025-09-01", "--force",
    ])
    #expect(forced.status == 0)
    let shown = await session.run(["profile", "show", "--format", "csv"])
    #expect(shown.stdout.contains(",59.00,"), "\(shown.stdout)")
    let history = await session.run(["history", "--format", "csv"])
    #expect(history.stdout.contains("\n2025-09-01,,,,,,,,,,45.00,"), "\(history.stdout)")
  }

  /// A birth date given after entries already logged would leave the earliest before birth:
  /// refused as `log` refuses such an entry, and kept with --force.
  @Test func profileSave_bornAfterAnEntry_refusedUnlessForced() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "nb", "--height", "50"], ["log", "3.4", "--date", "2026-01-05"],
    ])
    let sut = await session.run(["profile", "save", "nb", "--born", "2026-01-10"])
    #expect(sut.status == 65)
    #expect(
      sut.stderr
        == "bmi: 2026-01-05 is implausible: it is before the date of birth (2026-01-10); pass --force if it is right\n"
    )
    let earlier = await session.run(["profile", "save", "nb", "--born", "2026-01-01"])
    #expect(earlier.status == 0, "\(earlier.stderr)")
    let forced = await session.run(["profile", "save", "nb", "--born", "2026-01-10", "--force"])
    #expect(forced.status == 0, "\(forced.stderr)")
  }
}
