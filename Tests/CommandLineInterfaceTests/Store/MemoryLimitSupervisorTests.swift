import DataSource
import TestSupport
import Testing

/// Issue 20, item 6, for the allocations no command can ask for first: under `ulimit -v`
/// the command runs in a child (`MemoryLimitSupervisor`), so a chart, a report or a text
/// export of a store of long notes that runs out of memory anywhere ends with one line and
/// 74, never the runtime's `Fatal error` and stack trace; and the store keeps its bytes.
@Suite(
  .disabled(if: Sanitizers.reserveShadowMemory, "a sanitizer's shadow memory exceeds ulimit -v"))
struct MemoryLimitSupervisorTests {
  /// 6,000 daily weigh-ins with an 80-character note each: under 1 MB of store, several
  /// times that in rows to draw or print.
  static func storeOfNotes(in directory: TemporaryDirectory) throws -> [UInt8] {
    var date = LocalDate(year: 2000, month: 1, day: 1)
    var entries: [WeightEntry] = []
    for index in 0..<6_000 {
      entries.append(
        WeightEntry(
          date: date, kilograms: Double(700 + index % 20) / 10,
          note: String(repeating: "n", count: 80)))
      date = date.adding(days: 1)
    }
    let bytes = StoreDocumentEncoder.encode(
      StoreDocument(
        defaultProfile: "ann",
        profiles: [Profile(name: "ann", heightCentimetres: 170, entries: entries)]))
    try directory.write(bytes: bytes, to: "store.json")
    return bytes
  }

  @Test(arguments: ["chart", "report --output -", "export --format text"])
  func command_underEveryTightLimit_zeroOrOneLineAnd74(command: String) throws {
    let directory = try TemporaryDirectory()
    let bytes = try Self.storeOfNotes(in: directory)
    let runs = try MemoryLimitSweep.run(
      "\(command) --store \"$DIR/store.json\"",
      limits: stride(from: 8_000, through: 80_000, by: 8_000),
      environment: ["DIR": directory.path])
    for run in runs {
      let (sut, described) = (run.output, run.described)
      #expect([0, 74].contains(sut.status), "\(described): \(sut.stderr)")
      #expect(!sut.stderr.contains("Fatal error"), "\(described)")
      #expect(!sut.stderr.contains("stack trace"), "\(described)")
      #expect(sut.stderr.count { $0 == "\n" } <= 1, "\(described): \(sut.stderr)")
      if sut.status == 74 {
        #expect(sut.stderr.hasSuffix(": Cannot allocate memory\n"), "\(described)")
      }
      #expect(directory.bytes(of: "store.json") == bytes, "\(described)")
    }
    #expect(!runs.isEmpty, "bmi did not start under any limit up to 80 MB")
    // Some limit is too small for the command: the supervisor's line, not a trap.
    #expect(runs.contains { $0.output.status == 74 }, "no limit ran out of memory")
  }
}
