import Testing

/// `bmi history --reverse`: newest first, in every format, after --last.
@MainActor
struct HistoryReverseTests {
  @Test(arguments: [
    (["history", "--reverse", "--format", "csv"], ["2026-01-14", "2026-01-12", "2026-01-10"]),
    (["history", "--reverse", "--last", "2", "--format", "csv"], ["2026-01-14", "2026-01-12"]),
    (["history", "--reverse", "--format", "ndjson"], ["2026-01-14", "2026-01-12", "2026-01-10"]),
    (["history", "--reverse"], ["2026-01-14", "2026-01-12", "2026-01-10"]),
    (["history", "--format", "csv"], ["2026-01-10", "2026-01-12", "2026-01-14"]),
  ])
  func history_reverse_newestFirst(arguments: [String], dates: [String]) async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(arguments)
    #expect(sut.status == 0)
    let found = sut.stdout.split(separator: "\n").compactMap { line in
      dates.first { line.contains($0) }
    }
    #expect(found == dates)
  }
}
