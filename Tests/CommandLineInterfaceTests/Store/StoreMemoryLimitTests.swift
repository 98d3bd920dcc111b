import DataSource
import Foundation
import TestSupport
import Testing

/// Issue 20, item 6: under `ulimit -v`, every command on a large store ends with one line and
/// a documented status (0, 1, or 74 "Cannot allocate memory"), never the runtime's trap with
/// a stack trace, and the store keeps its bytes unless the command finished its change.
///
/// Not under a sanitizer, whose shadow memory alone is more than any `ulimit -v` allows.
@Suite(
  .disabled(if: Sanitizers.reserveShadowMemory, "a sanitizer's shadow memory exceeds ulimit -v"))
struct StoreMemoryLimitTests {
  /// 400,000 daily weigh-ins, about 20 MB of store: more than the limit below leaves room
  /// for reading, changing and writing it back.
  static let entries = 400_000

  /// A store of `entries` daily weigh-ins of ann's from 1700, written to `directory`.
  static func largeStore(in directory: TemporaryDirectory, entries: Int = entries) throws
    -> [UInt8]
  {
    let first = LocalDate(year: 1700, month: 1, day: 1)
    var date = first
    var weighIns: [WeightEntry] = []
    weighIns.reserveCapacity(entries)
    for index in 0..<entries {
      weighIns.append(WeightEntry(date: date, kilograms: Double(600 + index % 300) / 10))
      date = date.adding(days: 1)
    }
    let bytes = StoreDocumentEncoder.encode(
      StoreDocument(
        defaultProfile: "ann",
        profiles: [Profile(name: "ann", heightCentimetres: 165, entries: weighIns)]))
    try directory.write(bytes: bytes, to: "store.json")
    return bytes
  }

  @Test func everyCommand_largeStoreUnderAMemoryLimit_oneLineAndADocumentedStatus() throws {
    let directory = try TemporaryDirectory()
    let bytes = try Self.largeStore(in: directory)
    let commands = [
      "history", "log 70 --date 2026-01-02 --force", "unlog 1700-01-01", "export --format csv",
      "profile save ann --goal 60", "undo", "trend", "stats", "chart", "chart --format svg",
      "report --output -", "export --format fhir",
    ]
    for limit in [100_000] {
      for command in commands {
        try directory.write(bytes: bytes, to: "store.json")
        let sut = try BinaryRunner.runShell(
          "ulimit -v \(limit); exec \"$BMI\" \(command) --store \"$DIR/store.json\" -q > /dev/null",
          environment: ["BMI": BinaryRunner.executable.path, "DIR": directory.path])
        let run = "ulimit -v \(limit); bmi \(command)"
        #expect([0, 1, 74].contains(sut.status), "\(run): \(sut.stderr)")
        #expect(!sut.stderr.contains("Fatal error"), "\(run)")
        #expect(sut.stderr.count { $0 == "\n" } <= 1, "\(run): \(sut.stderr)")
        if sut.status == 74 {
          #expect(
            sut.stderr.hasSuffix("Cannot allocate memory\n")
              || sut.stderr.contains("Cannot allocate memory;"), "\(run): \(sut.stderr)")
        }
        if sut.status != 0 {
          #expect(directory.bytes(of: "store.json") == bytes, "\(run)")
        }
      }
    }
  }

  /// An Apple Health export streams through windows with buffers of its own (read ahead on a
  /// second thread only without a limit): at every limit from where `bmi` can start at all, the
  /// import ends with 0 or one line and 74, never the runtime's trap, and the store keeps
  /// its bytes when it does not finish.
  @Test func importAppleHealth_underTightMemoryLimits_zeroOrOneLineAnd74() throws {
    let directory = try TemporaryDirectory()
    let filler = String(
      repeating:
        " <Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"Phone\" unit=\"count\" creationDate=\"2026-11-21 07:10:00 +0100\" startDate=\"2026-11-21 07:00:00 +0100\" endDate=\"2026-11-21 07:10:00 +0100\" value=\"412\"/>\n",
      count: 12_000)
    let export = AppleHealthFixture.export.replacingOccurrences(
      of: "</HealthData>", with: filler + "</HealthData>")
    try directory.write(export, to: "export.xml")
    let setUp = try BinaryRunner.run(
      ["profile", "save", "ann", "--height", "170", "--store", directory.file("store.json"), "-q"])
    #expect(setUp.status == 0)
    let bytes = directory.bytes(of: "store.json")
    let runs = try MemoryLimitSweep.run(
      "import \"$DIR/export.xml\" --store \"$DIR/store.json\" --dry-run -q",
      limits: stride(from: 8_000, through: 40_000, by: 500), environment: ["DIR": directory.path])
    for run in runs {
      let (sut, described) = (run.output, run.described)
      #expect([0, 74].contains(sut.status), "\(described): \(sut.stderr)")
      #expect(!sut.stderr.contains("Fatal error"), "\(described)")
      #expect(sut.stderr.count { $0 == "\n" } <= 1, "\(described): \(sut.stderr)")
      #expect(directory.bytes(of: "store.json") == bytes, "\(described)")
    }
    #expect(!runs.isEmpty, "bmi did not start under any limit up to 40 MB")
  }

  /// Endless valid weigh-ins on standard input, each on a day of its own: the table of days
  /// grows only while its next size can be had (`AddressSpace`), so the import ends with one
  /// line and 74, not the runtime's trap, and the store keeps its bytes.
  @Test func importEndlessAppleHealthRecords_underAMemoryLimit_oneLineAnd74() throws {
    let directory = try TemporaryDirectory()
    let setUp = try BinaryRunner.run(
      ["profile", "save", "ann", "--height", "170", "--store", directory.file("store.json"), "-q"])
    #expect(setUp.status == 0)
    let bytes = directory.bytes(of: "store.json")
    // awk's own complaint when bmi stops reading (mawk says "write failure") is not bmi's.
    let records = #"""
      awk 'BEGIN { print "<?xml version=\"1.0\"?>\n<HealthData locale=\"en\">"
        for (i = 0; ; i++) printf " <Record type=\"HKQuantityTypeIdentifierBodyMass\" unit=\"kg\" startDate=\"%04d-%02d-%02d 07:00:00 +0000\" value=\"80\"/>\n", 1700 + int(i / 336), 1 + int(i / 28) % 12, 1 + i % 28 }' 2>/dev/null
      """#
    let sut = try BinaryRunner.runShell(
      "\(records) | (ulimit -v 60000; exec \"$BMI\" import - --store \"$DIR/store.json\" -q)",
      environment: ["BMI": BinaryRunner.executable.path, "DIR": directory.path])
    #expect(sut.status == 74, "\(sut.stderr)")
    #expect(!sut.stderr.contains("Fatal error"))
    #expect(sut.stderr.count { $0 == "\n" } == 1, "\(sut.stderr)")
    #expect(sut.stderr.contains("Cannot allocate memory"), "\(sut.stderr)")
    #expect(directory.bytes(of: "store.json") == bytes)
  }

  /// Endless text on standard input (`yes`, `/dev/zero`): the whole-file buffer grows only
  /// while its next size can be had, so the import ends with one line (74 under the limit,
  /// or 65 past the 256 MiB an import may be), never the runtime's trap.
  @Test(arguments: ["yes", "cat /dev/zero"])
  func importEndlessText_underMemoryLimits_oneLineNoTrap(producer: String) throws {
    let directory = try TemporaryDirectory()
    let setUp = try BinaryRunner.run(
      ["profile", "save", "ann", "--height", "170", "--store", directory.file("store.json"), "-q"])
    #expect(setUp.status == 0)
    let bytes = directory.bytes(of: "store.json")
    for limit in [150_000, 250_000, 400_000] {
      let sut = try BinaryRunner.runShell(
        "\(producer) 2>/dev/null | (ulimit -v \(limit); exec \"$BMI\" import - --format csv --store \"$DIR/store.json\" -q)",
        environment: ["BMI": BinaryRunner.executable.path, "DIR": directory.path])
      let run = "\(producer) | (ulimit -v \(limit); bmi import -)"
      Self.expectEndsWithOneLine(sut, run, statuses: [65, 74], lines: 1...1)
      #expect(directory.bytes(of: "store.json") == bytes, "\(run)")
    }
  }

  /// Long notes: the encoder's buffer is sized to the notes as they are escaped (not six
  /// times each) and asked for before it is allocated, so a change to a store of 28,000
  /// 990-character notes under a limit ends with 0 or one line and 74.
  @Test func changeAStoreOfLongNotes_underMemoryLimits_oneLineNoTrap() throws {
    let directory = try TemporaryDirectory()
    let note = String(repeating: "a long note, ", count: 76)
    let first = LocalDate(year: 1900, month: 1, day: 1)
    let entries = (0..<28_000).map {
      WeightEntry(date: first.adding(days: $0), kilograms: 70, note: note)
    }
    let bytes = StoreDocumentEncoder.encode(
      StoreDocument(
        defaultProfile: "ann",
        profiles: [Profile(name: "ann", heightCentimetres: 165, entries: entries)]))
    for limit in [170_000, 200_000, 250_000] {
      for command in ["log 70 --date 2026-01-02", "export", "profile save ann --goal 60"] {
        try directory.write(bytes: bytes, to: "store.json")
        let sut = try BinaryRunner.runShell(
          "ulimit -v \(limit); exec \"$BMI\" \(command) --store \"$DIR/store.json\" -q > /dev/null",
          environment: ["BMI": BinaryRunner.executable.path, "DIR": directory.path])
        let run = "ulimit -v \(limit); bmi \(command)"
        Self.expectEndsWithOneLine(sut, run, statuses: [0, 74], lines: 0...1)
        if sut.status != 0 { #expect(directory.bytes(of: "store.json") == bytes, "\(run)") }
      }
    }
  }

  /// A run under a memory limit ended as a command should: one of `statuses`, `lines` lines
  /// on stderr, never the runtime's trap.
  static func expectEndsWithOneLine(
    _ sut: BinaryRunner.Output, _ run: String, statuses: [Int32], lines: ClosedRange<Int>
  ) {
    #expect(statuses.contains(sut.status), "\(run): \(sut.stderr)")
    #expect(!sut.stderr.contains("Fatal error"), "\(run)")
    #expect(lines.contains(sut.stderr.count { $0 == "\n" }), "\(run): \(sut.stderr)")
  }
}
