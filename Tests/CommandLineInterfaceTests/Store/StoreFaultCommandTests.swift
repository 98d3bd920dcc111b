import DataSource
import Glibc
import TestSupport
import Testing

/// Each writing command with each file-system call it makes failed in turn (`ENOSPC`, `EIO`):
/// exit 73 or 74 with one line naming the store and the error, the store as it was, and no
/// temporary file once the next command has run.
@MainActor
struct StoreFaultCommandTests {
  @Test(arguments: CommandFaultScenario.all)
  func writingCommand_failingEachCallInTurn_exit73Or74AndStoreUnchanged(
    scenario: CommandFaultScenario
  ) async throws {
    // The store the command starts from is made once; each fault starts from a copy of it.
    let template = try await scenario.session()
    let seed = template.directory.text(of: scenario.store)
    let counts = FileSystemFaults()
    let clean = await template.run(
      scenario.arguments, stdin: scenario.stdin, fileSystem: .injecting(counts))
    #expect(clean.status == 0, "\(clean.stderr)")
    let after = template.directory.text(of: scenario.store)

    var faults = 0
    for kind in FileSystemCall.writing {
      for occurrence in stride(from: 1, through: counts.count(kind), by: 1) {
        // The first directory syncs sync directories the command created into their
        // parents (one per `mkdir`), before the store's own.
        let directorySync = kind == .openDirectory || kind == .fsyncDirectory
        let fault = Fault(
          kind: kind, occurrence: occurrence, last: occurrence == counts.count(kind),
          newDirectory: directorySync && occurrence <= counts.count(.mkdir),
          linked: counts.count(.link) > 0)
        try await check(
          scenario, fault, code: ENOSPC, cleanupFails: false, seed: seed, after: after)
        try await check(scenario, fault, code: EIO, cleanupFails: true, seed: seed, after: after)
        faults += 2
      }
    }
    #expect(faults >= scenario.minimumFaults)
  }

  struct Fault {
    let kind: FileSystemCall
    let occurrence: Int
    /// The last call of its kind: for a directory sync, the one after the store's rename.
    let last: Bool
    /// A directory sync of a directory the command made: nothing is written yet (73).
    let newDirectory: Bool
    /// The clean run kept the store's old file as the undo snapshot by a hard link.
    let linked: Bool

    /// A link that fails is no failure: the snapshot is written out instead.
    var fallsBack: Bool { kind == .link }

    /// After the store's rename, the snapshot's own steps: its trailer and mode (a linked
    /// snapshot) and its rename, the last one. The change stands; the snapshot before it
    /// stays.
    var losesOnlyTheSnapshot: Bool {
      last && (kind == .rename || (linked && (kind == .write || kind == .fchmod)))
    }
  }

  private func check(
    _ scenario: CommandFaultScenario, _ planned: Fault, code: Int32, cleanupFails: Bool,
    seed: String?, after: String?
  ) async throws {
    let (kind, occurrence) = (planned.kind, planned.occurrence)
    var session = try TrackingSession()
    session.environment["BMI_STORE"] = session.directory.file(scenario.store)
    if let seed { try session.directory.write(seed, to: scenario.store) }
    let before = session.directory.text(of: scenario.store)
    let plan = FileSystemFaults(
      failing: kind, occurrence: occurrence, code: code, afterwards: cleanupFails ? [.unlink] : [])
    let fault = Comment(rawValue: "\(scenario.name): \(kind) #\(occurrence) errno \(code)")

    let snapshot = session.directory.bytes(of: scenario.store + ".undo")
    let sut = await session.run(
      scenario.arguments, stdin: scenario.stdin, fileSystem: .injecting(plan, base: .unsynced))

    #expect(plan.fired, fault)
    if planned.fallsBack {
      #expect(sut.status == 0, fault)
      #expect(session.directory.text(of: scenario.store) == after, fault)
      // A migration's snapshot holds the old schema, which undo refuses (the .bak keeps it).
      if scenario.seedText == nil {
        let undo = await session.run(["undo"], fileSystem: .unsynced)
        #expect(undo.status == 0, fault)
        #expect(session.directory.text(of: scenario.store) == before, fault)
      }
      return
    }
    if planned.losesOnlyTheSnapshot {
      #expect(sut.status == 74, fault)
      #expect(sut.stderr.contains("the store was changed, but the undo snapshot"), fault)
      #expect(session.directory.text(of: scenario.store) == after, fault)
      #expect(session.directory.bytes(of: scenario.store + ".undo") == snapshot, fault)
      let next = await session.run(["log", "59", "--date", "2026-01-12"], fileSystem: .unsynced)
      #expect(next.status == 0, fault)
      #expect(session.directory.temporaryFiles().isEmpty, fault)
      return
    }
    let creating = kind == .create || kind == .mkdir || kind == .chmod || planned.newDirectory
    #expect(sut.status == (creating ? 73 : 74), fault)
    #expect(sut.stdout.isEmpty, fault)
    let lines = sut.stderr.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 2 && lines[0].hasPrefix("bmi: ") && lines[1].isEmpty, fault)
    #expect(sut.stderr.contains(session.directory.path + "/"), fault)
    #expect(sut.stderr.contains(String(cString: strerror(code))), fault)
    let afterRename = (kind == .openDirectory || kind == .fsyncDirectory) && planned.last
    if afterRename {
      // The rename happened: the message must not claim the old version is still in place.
      #expect(sut.stderr.contains("was changed, but syncing"), fault)
      #expect(session.directory.text(of: scenario.store) == after, fault)
    } else {
      #expect(session.directory.text(of: scenario.store) == before, fault)
    }

    let next = await session.run(
      ["profile", "save", "zed", "--height", "170"], fileSystem: .unsynced)
    #expect(next.status == 0, fault)
    #expect(session.directory.temporaryFiles().isEmpty, fault)
  }
}

/// A writing command, the store it starts from, and where that store is.
struct CommandFaultScenario: Sendable, CustomTestStringConvertible {
  let name: String
  /// Relative to the session's directory.
  let store: String
  let setup: [[String]]
  let seedText: String?
  let arguments: [String]
  let stdin: String
  /// Seven calls can fail in any rewrite, twice that with a migration's backup, four more
  /// when directories are made; each is tried with two errors.
  var minimumFaults: Int {
    2 * (seedText != nil ? 14 : store.contains("/") ? 11 : 7)
  }

  var testDescription: String { name }

  init(
    _ name: String, store: String = "store.json", setup: [[String]] = [], seedText: String? = nil,
    _ arguments: [String], stdin: String = ""
  ) {
    self.name = name
    self.store = store
    self.setup = setup
    self.seedText = seedText
    self.arguments = arguments
    self.stdin = stdin
  }

  static let ann: [[String]] = [
    ["profile", "save", "ann", "--height", "165"], ["log", "61", "--date", "2026-01-10"],
  ]

  static let all: [CommandFaultScenario] = [
    CommandFaultScenario("log", setup: ann, ["log", "60.5"]),
    CommandFaultScenario(
      "profile save creating the store", store: "data/bmi/store.json",
      ["profile", "save", "ann", "--height", "165"]),
    CommandFaultScenario("unlog", setup: ann, ["unlog", "2026-01-10"]),
    CommandFaultScenario(
      "import", setup: ann, ["import", "-"], stdin: "date,weight_kg\n2026-01-11,60.9\n"),
    CommandFaultScenario(
      "log migrating a version 0 store",
      seedText:
        #"{"current": "ann", "profiles": {"ann": {"height": 165, "weights": {"2026-01-01": 61}}}}"#,
      ["log", "60"]),
  ]

  @MainActor
  func session() async throws -> TrackingSession {
    var session = try TrackingSession()
    session.environment["BMI_STORE"] = session.directory.file(store)
    if let seedText { try session.directory.write(seedText, to: store) }
    await session.given(setup)
    return session
  }
}
