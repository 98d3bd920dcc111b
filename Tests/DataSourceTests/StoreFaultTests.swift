import DataSource
import Glibc
import TestSupport
import Testing

/// Every file-system call a change makes, failed in turn: for each kind of write the store
/// does, each kind of call, and each occurrence of it counted in a clean run, the document
/// stays as it was (or, past the final rename, is wholly the new one), and no temporary file
/// outlives the next run.
struct StoreFaultTests {
  @Test(arguments: StoreFaultScenario.all)
  func update_failingEachCallInTurn_oldDocumentKeptAndNextRunLeavesNoTemporaryFile(
    scenario: StoreFaultScenario
  ) throws {
    let clean = try scenario.cleanRun()
    var faults = 0
    for kind in FileSystemCall.writing {
      for occurrence in stride(from: 1, through: clean.counts.count(kind), by: 1) {
        // ENOSPC with a run that cleans up after itself; EIO with one that cannot even
        // unlink its temporary file, so the next run's sweep of stale files is what counts.
        try check(scenario, clean, kind, occurrence, code: ENOSPC, cleanupFails: false)
        try check(scenario, clean, kind, occurrence, code: EIO, cleanupFails: true)
        faults += 2
      }
    }
    #expect(faults >= scenario.minimumFaults)
  }

  private func check(
    _ scenario: StoreFaultScenario, _ clean: StoreFaultScenario.CleanRun,
    _ kind: FileSystemCall, _ occurrence: Int, code: Int32, cleanupFails: Bool
  ) throws {
    let directory = try TemporaryDirectory()
    try scenario.seed(directory)
    let before = directory.text(of: scenario.store)
    let plan = FileSystemFaults(
      failing: kind, occurrence: occurrence, code: code, afterwards: cleanupFails ? [.unlink] : [])
    let sut = StoreRepository(
      path: directory.file(scenario.store), fileSystem: .injecting(plan, base: .unsynced),
      fileLock: .liveValue)
    let fault = Comment(rawValue: "\(scenario.name): \(kind) #\(occurrence) errno \(code)")

    var thrown: StoreError?
    do {
      _ = try sut.update(scenario.change)
    } catch {
      thrown = error
    }

    #expect(plan.fired, fault)
    // The directory sync after the store's own rename is the last call: the new document is
    // in place by then. Any earlier failure leaves the old bytes (or still no store at all).
    let afterRename =
      (kind == .openDirectory || kind == .fsyncDirectory) && occurrence == clean.counts.count(kind)
    if afterRename {
      guard case .notDurable(_, let failure) = thrown else {
        Issue.record("\(fault): expected notDurable, got \(String(describing: thrown))")
        return
      }
      #expect(failure.code == code, fault)
      #expect(directory.text(of: scenario.store) == clean.after, fault)
    } else {
      #expect(thrown.map { Self.failure(of: $0, kind: kind) } == code, fault)
      #expect(directory.text(of: scenario.store) == before, fault)
    }
    if !cleanupFails {
      #expect(directory.temporaryFiles().isEmpty, fault)
    } else if [.write, .fchmod, .fsync, .rename].contains(kind) {
      // The temporary file exists and could not be removed: the next run's sweep must do it.
      #expect(directory.temporaryFiles().count == 1, fault)
    }

    let next = StoreRepository(
      path: directory.file(scenario.store), fileSystem: .unsynced, fileLock: .liveValue)
    _ = try next.update(scenario.change)
    #expect(directory.temporaryFiles().isEmpty, fault)
    #expect(directory.text(of: scenario.store) == clean.after, fault)
  }

  /// The errno a failure carries when it is of the case a fault in `kind` must give.
  private static func failure(of error: StoreError, kind: FileSystemCall) -> Int32? {
    switch (error, kind) {
    case (.cannotCreate(_, let failure), .create), (.cannotCreate(_, let failure), .mkdir),
      (.cannotCreate(_, let failure), .chmod),
      // A new directory is synced into its parent before anything is written in it.
      (.cannotCreate(_, let failure), .openDirectory),
      (.cannotCreate(_, let failure), .fsyncDirectory):
      return failure.code
    case (.writeFailed(_, let failure), .write), (.writeFailed(_, let failure), .fchmod),
      (.writeFailed(_, let failure), .fsync), (.writeFailed(_, let failure), .rename),
      // Only a migration's backup syncs a directory before the store's rename.
      (.writeFailed(_, let failure), .openDirectory),
      (.writeFailed(_, let failure), .fsyncDirectory):
      return failure.code
    default:
      return nil
    }
  }

  @Test func update_directorySyncUnsupported_isNotAnError() throws {
    let directory = try TemporaryDirectory()
    let plan = FileSystemFaults(failing: .fsyncDirectory, code: EINVAL)
    let sut = StoreRepository(
      path: directory.file("store.json"), fileSystem: .injecting(plan), fileLock: .liveValue)
    let result = try sut.update { $0.profiles = [StoreFaultScenario.ann] }
    #expect(plan.fired)
    #expect(result.written)
    #expect(try sut.load().profiles == [StoreFaultScenario.ann])
  }

  @Test(arguments: [EACCES, EROFS])
  func update_lockFileCannotBeCreated_cannotCreateNamingTheLockAndNothingWritten(code: Int32)
    throws
  {
    let directory = try TemporaryDirectory()
    let lockPath = directory.file("store.json.lock")
    let failure = SystemCallError("open", path: lockPath, code: code)
    let fileLock = testDependency(of: FileLockClient.self) { client in
      client.flock = { _, _ throws(FileLockError) in throw .system(failure) }
    }
    let sut = StoreRepository(
      path: directory.file("store.json"), fileSystem: .liveValue, fileLock: fileLock)
    #expect(throws: StoreError.cannotCreate(path: lockPath, failure)) {
      try sut.update { $0.profiles = [StoreFaultScenario.ann] }
    }
    #expect(directory.contents().isEmpty)
  }

  @Test func injecting_cleanRun_countsTheCallsOfAChange() throws {
    let clean = try StoreFaultScenario.all[0].cleanRun()
    let kinds: [FileSystemCall] = [
      .create, .write, .fchmod, .fsync, .rename, .openDirectory, .fsyncDirectory,
    ]
    #expect(kinds.map { clean.counts.count($0) } == [1, 1, 1, 1, 1, 1, 1])
    #expect(!clean.counts.fired)
  }
}

/// A store-changing operation to fail at every call: its starting files, its change, and
/// where its store lives.
struct StoreFaultScenario: Sendable, CustomTestStringConvertible {
  let name: String
  let store: String
  let seedText: String?
  /// Idempotent, as the commands are: a rerun after a change that landed changes nothing.
  let change: @Sendable (inout StoreDocument) -> Void
  /// A floor on the faults tried, so a scenario that silently stopped writing fails.
  let minimumFaults: Int

  var testDescription: String { name }

  static let ann = Profile(
    name: "ann", heightCentimetres: 165,
    entries: [WeightEntry(date: LocalDate(year: 2026, month: 1, day: 1), kilograms: 61.2)])

  static let all: [StoreFaultScenario] = [
    StoreFaultScenario(
      name: "log", store: "store.json",
      seedText: String(
        decoding: StoreDocumentEncoder.encode(StoreDocument(profiles: [ann])), as: UTF8.self),
      change: {
        $0.profiles[0].entries =
          ann.entries + [
            WeightEntry(date: LocalDate(year: 2026, month: 1, day: 2), kilograms: 61)
          ]
      }, minimumFaults: 14),
    StoreFaultScenario(
      name: "create", store: "data/bmi/store.json", seedText: nil,
      change: { $0.profiles = [ann] }, minimumFaults: 22),
    StoreFaultScenario(
      name: "migrate version 0", store: "store.json",
      seedText:
        #"{"current": "ann", "profiles": {"ann": {"height": 165, "weights": {"2026-01-01": 61.2}}}}"#,
      change: { $0.profiles[0].goalKilograms = 58 }, minimumFaults: 28),
  ]

  func seed(_ directory: TemporaryDirectory) throws {
    if let seedText { try directory.write(seedText, to: store) }
  }

  struct CleanRun {
    let counts: FileSystemFaults
    let after: String?
  }

  /// The change without faults: how many calls of each kind it makes, and the bytes it leaves.
  func cleanRun() throws -> CleanRun {
    let directory = try TemporaryDirectory()
    try seed(directory)
    let counts = FileSystemFaults()
    let sut = StoreRepository(
      path: directory.file(store), fileSystem: .injecting(counts), fileLock: .liveValue)
    let result = try sut.update(change)
    precondition(result.written, "\(name): the clean run wrote nothing")
    return CleanRun(counts: counts, after: directory.text(of: store))
  }
}
