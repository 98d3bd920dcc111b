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

  /// Under a limit that leaves room, the child's messages reach stderr byte for byte, one
  /// quoting the runtime's words in a user's value too (only a line that starts with them is
  /// the runtime's), and the status is the child's.
  @Test func message_underARoomyLimit_relayedAsItIs() throws {
    let directory = try TemporaryDirectory()
    _ = try Self.storeOfNotes(in: directory)
    let command = "profile use 'Fatal error: x' --store \"$DIR/store.json\""
    let free = try BinaryRunner.runShell(
      "exec \"$BMI\" \(command)",
      environment: ["BMI": BinaryRunner.executable.path, "DIR": directory.path])
    let limited = try BinaryRunner.runShell(
      "ulimit -v 400000; exec \"$BMI\" \(command)",
      environment: ["BMI": BinaryRunner.executable.path, "DIR": directory.path])
    #expect(free.status == 64)
    #expect(limited.status == free.status)
    #expect(limited.stderr == free.stderr)
    #expect(limited.stderr.hasPrefix("bmi: no profile named 'Fatal error: x'"))
  }
}
