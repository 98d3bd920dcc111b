import DataSource
import Foundation
import TestSupport
import Testing

/// Issue 7, faults: `bmi` SIGKILLed at random moments of a rewrite, and many `bmi` processes
/// changing one store at once. Serialized: each test runs hundreds of processes.
@Suite(.serialized)
struct CrashAndConcurrencyTests {
  #if os(Linux)
    @Test func log_sigkilledAtRandomMomentsOfALargeRewrite_storeIsAlwaysTheOldDocumentOrTheNew()
      async throws
    {
      let entries = Self.crashStoreEntries
      // On a thread of its own: this loop waits for seconds, and must not hold one of the few
      // threads the other tests share.
      let sut = try await Self.onOwnThread {
        try CrashLoop(entries: entries).killRepeatedly(atLeast: 200, seed: 0xB31_0007)
      }
      print(sut)
      #expect(sut.problems == [])
      #expect(sut.tally.kills >= 200)
      // Kills must have landed before and during the write, and new documents must have been
      // seen, or the test proves little.
      #expect(sut.tally.beforeWrite > 0)
      #expect(sut.tally.midWrite > 0)
      #expect(sut.tally.afterRename + sut.tally.finished > 0)
    }

    /// Large enough that a run takes tens of milliseconds in a debug build, small enough that
    /// 200 kills fit in seconds: decoding dominates a run, at about 12 µs an entry in a debug
    /// build and several times that under a sanitizer (whose runtime the test bundle carries).
    static let crashStoreEntries =
      dlsym(nil, "__asan_init") != nil || dlsym(nil, "__tsan_init") != nil ? 500 : 1_500

    private static func onOwnThread<Value: Sendable>(
      _ body: @escaping @Sendable () throws -> Value
    ) async throws -> Value {
      try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
      }
    }
  #endif

  @Test func writingCommands_fiftyProcessesAtOnce_everyUpdateLandsExactlyOnce() throws {
    let directory = try TemporaryDirectory()
    let logs = try TemporaryDirectory()
    let day = { (text: String) in LocalDate(iso: text)! }
    let kept = WeightEntry(date: day("2024-01-01"), kilograms: 62)
    let doomed = (1...5).map { WeightEntry(date: day("2024-06-0\($0)"), kilograms: 61) }
    let initial = StoreDocument(
      defaultProfile: "ann",
      profiles: [Profile(name: "ann", heightCentimetres: 165, entries: [kept] + doomed)]
        + (1...10).map { Profile(name: Self.name("e", $0), heightCentimetres: 170) }
        + (1...5).map {
          Profile(
            name: Self.name("r", $0), heightCentimetres: 180,
            entries: [WeightEntry(date: day("2024-02-0\($0)"), kilograms: 80 + Double($0))])
        })
    try directory.writeStore(initial)

    // 20 weigh-ins on new dates, 5 removed, 10 profiles created, 10 edited, 5 renamed.
    let logged = (0..<20).map {
      WeightEntry(date: day("2025-01-01").adding(days: $0), kilograms: Double(600 + $0) / 10)
    }
    var commands = logged.map {
      ["log", "\($0.kilograms ?? 0)", "--date", "\($0.date)", "--profile", "ann"]
    }
    commands += doomed.map { ["unlog", "\($0.date)", "--profile", "ann"] }
    commands += (1...10).map { ["profile", "save", Self.name("n", $0), "--height", "\(150 + $0)"] }
    commands += (1...10).map { ["profile", "save", Self.name("e", $0), "--goal", "\(50 + $0)"] }
    commands += (1...5).map { ["profile", "rename", Self.name("r", $0), Self.name("q", $0)] }
    var random = SeededGenerator(seed: 0xB31_0050)
    commands.shuffle(using: &random)
    #expect(commands.count == 50)

    let environment = ["BMI_STORE": directory.file("store.json"), "BMI_LOCK_TIMEOUT": "300"]
    let processes = try commands.indices.map {
      try SpawnedProcess(commands[$0], environment: environment, standardError: logs.file("\($0)"))
    }
    for (index, process) in processes.enumerated() {
      let termination = process.wait()
      #expect(
        termination == .exited(0), "\(commands[index]): \(logs.text(of: "\(index)") ?? "")")
    }

    let sut = try directory.readStore()
    let expectedNames =
      ["ann"] + (1...10).map { Self.name("e", $0) } + (1...10).map { Self.name("n", $0) }
      + (1...5).map { Self.name("q", $0) }
    #expect(sut.profiles.map(\.name) == expectedNames)
    #expect(sut.defaultProfile == "ann")
    let profiles = Dictionary(uniqueKeysWithValues: sut.profiles.map { ($0.name, $0) })
    #expect(profiles["ann"]?.entries == [kept] + logged)
    for number in 1...10 {
      let edited = profiles[Self.name("e", number)]
      #expect(edited?.goalKilograms == Double(50 + number) && edited?.heightCentimetres == 170)
      let created = profiles[Self.name("n", number)]
      #expect(created?.heightCentimetres == Double(150 + number) && created?.entries == [])
    }
    for number in 1...5 {
      #expect(
        profiles[Self.name("q", number)]?.entries
          == initial.profiles.first { $0.name == Self.name("r", number) }?.entries)
    }
    #expect(sut.profiles.reduce(0) { $0 + $1.entries.count } == 1 + 20 + 5)
    #expect(directory.contents() == ["store.json", "store.json.lock", "store.json.undo"])
    #expect(directory.permissions(of: "store.json") == 0o600)
    #expect(directory.permissions(of: "store.json.lock") == 0o600)
  }

  /// `e01`, `n10` and so on.
  private static func name(_ prefix: String, _ number: Int) -> String {
    prefix + (number < 10 ? "0" : "") + "\(number)"
  }

  /// One of each command that writes, each a change to a store holding ann (the default, one
  /// weigh-in on 10 January 2026) and bob; `import -` reads one row from stdin.
  static let writingCommands: [[String]] = [
    ["log", "60", "--date", "2026-01-05"],
    ["unlog", "2026-01-10"],
    ["profile", "save", "cat", "--height", "170"],
    ["profile", "save", "ann", "--goal", "55"],
    ["profile", "rename", "bob", "rob"],
    ["profile", "remove", "bob", "--force"],
    ["profile", "use", "bob"],
    ["import", "-"],
  ]

  /// The store each writing command changes.
  static let annAndBob = StoreDocument(
    defaultProfile: "ann",
    profiles: [
      Profile(
        name: "ann", heightCentimetres: 165,
        entries: [WeightEntry(date: LocalDate(year: 2026, month: 1, day: 10), kilograms: 61)]),
      Profile(name: "bob", heightCentimetres: 180),
    ])

  @Test(arguments: writingCommands)
  func writingCommand_lockHeldPastTheTimeout_exit75AndStoreUntouched(arguments: [String]) throws {
    let directory = try TemporaryDirectory()
    try directory.writeStore(Self.annAndBob)
    let store = directory.file("store.json")
    let environment = ["BMI_STORE": store, "BMI_LOCK_TIMEOUT": "0.2"]
    let csv = "date,weight_kg\n2026-01-03,60.5\n"
    let before = directory.bytes(of: "store.json")
    let lock = try FileLockClient.liveValue.flock(store + ".lock", 1)
    let sut = try BinaryRunner.run(arguments, stdin: csv, environment: environment)
    // Reading takes no lock, so it still works.
    let reading = try BinaryRunner.run(["history", "--format", "csv"], environment: environment)
    FileLockClient.liveValue.unlock(lock)

    #expect(sut.status == 75)
    #expect(sut.stdout.isEmpty)
    #expect(
      sut.stderr == "bmi: the store is busy: another bmi held \(store).lock for 0.2 s; try again\n")
    #expect(directory.bytes(of: "store.json") == before)
    #expect(directory.contents() == ["store.json", "store.json.lock"])
    #expect(reading.status == 0)
    // Once the lock is free, the same command changes the store: it was the lock that stopped it.
    let retry = try BinaryRunner.run(arguments, stdin: csv, environment: environment)
    #expect(retry.status == 0, "\(retry.stderr)")
    #expect(directory.bytes(of: "store.json") != before)
  }

  /// A `BMI_LOCK_TIMEOUT` that is not 0 to 600 seconds stops every change with a usage error
  /// naming it, before the store is read; reading, which takes no lock, still works.
  @Test(arguments: writingCommands)
  func writingCommand_unusableLockTimeout_exit64AndStoreUntouched(arguments: [String]) throws {
    let directory = try TemporaryDirectory()
    try directory.writeStore(Self.annAndBob)
    let environment = ["BMI_STORE": directory.file("store.json"), "BMI_LOCK_TIMEOUT": "30s"]
    let before = directory.bytes(of: "store.json")
    let sut = try BinaryRunner.run(
      arguments, stdin: "date,weight_kg\n2026-01-03,60.5\n", environment: environment)
    let reading = try BinaryRunner.run(["history", "--format", "csv"], environment: environment)

    #expect(sut.status == 64)
    #expect(
      sut.stderr
        == "bmi: BMI_LOCK_TIMEOUT is '30s', not a number of seconds from 0 to 600, so bmi will not change the store; fix it or unset it\n"
    )
    #expect(directory.bytes(of: "store.json") == before)
    #expect(reading.status == 0)
  }
}
