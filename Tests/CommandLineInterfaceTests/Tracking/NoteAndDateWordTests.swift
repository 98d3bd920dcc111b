import Testing

/// `bmi log --note` alone, and the date words every date option takes (today is 2026-01-15).
@MainActor
struct NoteAndDateWordTests {
  @Test func log_noteAlone_editsTheNoteAndKeepsTheWeight() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["log", "--note", "fixed", "--date", "2026-01-12", "--json"])
    #expect(sut.status == 0)
    #expect(sut.stdout.contains("\"weight_kg\": 60.60"))
    #expect(sut.stdout.contains("\"note\": \"fixed\""))
    let history = await session.run(["history", "--format", "csv"])
    #expect(history.stdout.contains("2026-01-12,60.60"))
    #expect(history.stdout.contains("fixed"))
    #expect(!history.stdout.contains("after run"))
  }

  @Test func log_noteAlone_saysTheNoteChanged() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    var sut = await session.run(["log", "--note", "fixed", "--date", "2026-01-12"])
    #expect(sut.stderr == "Changed the note of ann's entry for 2026-01-12 (60.6 kg).\n")
    sut = await session.run(["log", "--note", "", "--date", "2026-01-12"])
    #expect(sut.stderr == "Removed the note of ann's entry for 2026-01-12 (60.6 kg).\n")
  }

  @Test func log_emptyNoteAlone_removesTheNote() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["log", "--note", "", "--date", "2026-01-12", "--json"])
    #expect(sut.status == 0)
    #expect(sut.stdout.contains("\"note\": null"))
    #expect(sut.stdout.contains("\"weight_kg\": 60.60"))
  }

  @Test func log_noteAloneOnADateWithoutEntry_exit64AndStoreUntouched() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let before = session.directory.bytes(of: "store.json")
    let sut = await session.run(["log", "--note", "x", "--date", "2026-01-11"])
    #expect(sut.status == 64)
    #expect(
      sut.stderr
        == "bmi: ann has no entry on 2026-01-11 to put the note on; log a weight, --waist, --height, --head or --arm with it\n"
    )
    #expect(session.directory.bytes(of: "store.json") == before)
  }

  @Test(arguments: [
    ("today", "2026-01-15"), ("yesterday", "2026-01-14"), ("-0", "2026-01-15"),
    ("-3", "2026-01-12"), ("-40", "2025-12-06"), ("2026-01-01", "2026-01-01"),
  ])
  func log_dateWord_logsThatDay(word: String, day: String) async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["log", "59", "--date", word, "--format", "csv", "-q"])
    #expect(sut.status == 0)
    #expect(sut.stdout.contains("ann,\(day),59.00"))
  }

  @Test(arguments: [
    ["unlog", "-1"],
    ["unlog", "yesterday"],
    ["history", "--since", "-1", "--until", "today", "--format", "csv"],
    ["calc", "--profile", "ann", "--date", "yesterday"],
    ["chart", "--since", "-5"],
  ])
  func dateWord_everyCommand_accepted(arguments: [String]) async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(arguments)
    #expect(sut.status == 0, "\(sut.stderr)")
  }

  @Test func history_sinceYesterday_listsOnlyFromThere() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["history", "--since", "-3", "--format", "csv"])
    #expect(!sut.stdout.contains("2026-01-10"))
    #expect(sut.stdout.contains("2026-01-12"))
    #expect(sut.stdout.contains("2026-01-14"))
  }

  /// A date out of the kept range is quoted as typed, not as the year it would make.
  @Test(arguments: [
    (["history", "--since", "-999999"], "'-999999': it is before 1600-01-01, the earliest"),
    (["log", "60", "--date", "1599-12-31"], "'1599-12-31': it is before 1600-01-01, the earliest"),
  ])
  func dateOutOfTheKeptRange_quotedAsTyped(arguments: [String], message: String) async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(arguments)
    #expect(sut.status == 64)
    #expect(
      sut.stderr
        == "bmi: invalid --\(arguments[arguments.count - 2].dropFirst(2)) \(message) date bmi keeps\n"
    )
  }
}
