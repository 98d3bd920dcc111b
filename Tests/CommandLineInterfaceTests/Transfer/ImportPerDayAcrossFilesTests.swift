import TestSupport
import Testing

/// Several tracker files in one import are one set of readings: a day in two files is
/// reduced by `--per-day` by time of day across them, never by which file came first, and the
/// summary counts what the store gains (no file "replaces" another's day).
@MainActor
struct ImportPerDayAcrossFilesTests {
  @Test(arguments: [
    ("last", "61.50"), ("first", "60.50"), ("mean", "61.00"), ("min", "60.50"), ("max", "61.50"),
  ])
  func import_sameDayInTwoFiles_ruleByTimeOfDay(rule: String, kilograms: String) async throws {
    let session = try await ImportAccountingCommandTests.session(
      writing: "date,weight_kg\n2026-01-11 21:00,61.5\n", as: "a_evening.csv")
    try session.directory.write(
      "date,weight_kg\n2026-01-11 07:00,60.5\n2026-01-13 07:00,60.8\n", to: "b_morning.csv")
    let sut = await session.run([
      "import", session.directory.file("a_evening.csv"), session.directory.file("b_morning.csv"),
      "--per-day", rule, "--dry-run",
    ])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stderr.hasPrefix("Dry run of 2 files (nothing written): 2 added, 0 replaced"))
    #expect(sut.stderr.contains("1 reading shared a date with another"), "\(sut.stderr)")
    #expect(sut.stdout.contains("2026-01-11  \(kilograms) kg"), "\(sut.stdout)")
    #expect(sut.stdout.contains("2026-01-13  60.80 kg"), "\(sut.stdout)")
  }
}
