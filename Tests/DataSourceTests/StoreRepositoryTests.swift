import DataSource
import Glibc
import TestSupport
import Testing

/// The store file against a real temporary directory: creation, modes, refusal to touch a
/// document it cannot read, migration and leftovers of killed runs.
struct StoreRepositoryTests {
  static let ann = Profile(
    name: "ann", heightCentimetres: 165,
    entries: [WeightEntry(date: LocalDate(year: 2026, month: 1, day: 1), kilograms: 61.2)])

  static func repository(
    _ directory: TemporaryDirectory, _ name: String = "data/bmi/store.json",
    fileSystem: FileSystemClient = .liveValue, lockTimeoutSeconds: Double = 5
  ) -> StoreRepository {
    StoreRepository(
      path: directory.file(name), fileSystem: fileSystem, fileLock: .liveValue,
      lockTimeoutSeconds: lockTimeoutSeconds)
  }

  static func addAnn(_ document: inout StoreDocument) {
    document.profiles.append(ann)
  }

  @Test func load_missingStore_isEmptyAndCreatesNothing() throws {
    let directory = try TemporaryDirectory()
    let sut = Self.repository(directory)
    #expect(try sut.load() == .empty)
    #expect(directory.contents().isEmpty)
  }

  /// A reader that opened the store as a change renamed the new file over it holds the old
  /// file, to which the change appends the undo snapshot's trailer: the document it read is
  /// whole, and is read as such, not as a damaged store.
  @Test func load_fileWithTheUndoTrailerAfterIt_readsTheDocument() throws {
    let directory = try TemporaryDirectory()
    let sut = Self.repository(directory)
    _ = try sut.update(Self.addAnn)
    let path = directory.file("data/bmi/store.json")
    let descriptor = open(path, O_WRONLY | O_APPEND)
    _ = "bmi-undo 3 0123456789abcdef\n".withCString { write(descriptor, $0, 28) }
    close(descriptor)
    #expect(try sut.load().profiles == [Self.ann])
  }

  @Test func update_missingStore_createsDirectories0700AndFile0600() throws {
    let directory = try TemporaryDirectory()
    let sut = Self.repository(directory)
    let result = try sut.update(Self.addAnn)
    #expect(result.written)
    #expect(directory.permissions(of: "data") == 0o700)
    #expect(directory.permissions(of: "data/bmi") == 0o700)
    #expect(directory.permissions(of: "data/bmi/store.json") == 0o600)
    #expect(directory.contents(of: "data/bmi") == ["store.json", "store.json.lock"])
    #expect(try sut.load().profiles == [Self.ann])
  }

  @Test func update_existingStore_rewritesAndKeeps0600() throws {
    let directory = try TemporaryDirectory()
    let sut = Self.repository(directory)
    _ = try sut.update(Self.addAnn)
    chmod(directory.file("data/bmi/store.json"), 0o644)
    _ = try sut.update { $0.defaultProfile = "ann" }
    #expect(directory.permissions(of: "data/bmi/store.json") == 0o600)
    #expect(try sut.load().defaultProfile == "ann")
    #expect(directory.contents(of: "data/bmi") == ["store.json", "store.json.lock"])
  }

  @Test func update_missingStoreAndNoChange_createsNothing() throws {
    let directory = try TemporaryDirectory()
    let sut = Self.repository(directory)
    let result = try sut.update { _ in 42 }
    #expect(result.outcome == 42)
    #expect(!result.written)
    #expect(directory.contents().isEmpty)
  }

  @Test func update_unchangedDocument_writesNothing() throws {
    let directory = try TemporaryDirectory()
    _ = try Self.repository(directory).update(Self.addAnn)
    let log = SystemCallLog()
    let sut = Self.repository(directory, fileSystem: .recording(into: log))
    let result = try sut.update { _ in () }
    #expect(!result.written)
    #expect(log.calls.filter { !$0.hasPrefix("open") }.isEmpty)
  }

  @Test func update_change_writesTemporaryFsyncsRenamesThenFsyncsDirectory() throws {
    let directory = try TemporaryDirectory()
    _ = try Self.repository(directory).update(Self.addAnn)
    let log = SystemCallLog()
    let sut = Self.repository(directory, fileSystem: .recording(into: log))
    _ = try sut.update { $0.defaultProfile = "ann" }
    let store = directory.file("data/bmi/store.json")
    let temporary = directory.file("data/bmi/.store.json.bmi-tmp-")
    let calls = log.calls.map { $0.replacingTemporarySuffix(of: temporary) }
    #expect(
      calls == [
        "open \(store)",
        "open \(temporary)*",
        "fchown \(getuid()):\(getgid()) \(temporary)*",
        "write \(temporary)*",
        "fchmod 600 \(temporary)*",
        "fsync \(temporary)*",
        "rename \(temporary)* \(store)",
        "open \(directory.file("data/bmi"))",
        "fsync \(directory.file("data/bmi"))",
      ])
  }

  @Test(arguments: [
    ("{\"schema_version\": 1,\n  \"profiles\": [}", "line 2, column 16"),
    ("", "line 1, column 1"),
    ("not json", "line 1, column 1"),
  ])
  func update_corruptFile_refusesAndLeavesBytesUntouched(text: String, position: String) throws {
    let directory = try TemporaryDirectory()
    try directory.write(text, to: "store.json")
    let before = directory.bytes(of: "store.json")
    let sut = Self.repository(directory, "store.json")
    #expect {
      try sut.update(Self.addAnn)
    } throws: { error in
      guard case .malformed(let path, let line, let column, _) = error as? StoreError else {
        return false
      }
      return path == directory.file("store.json") && "line \(line), column \(column)" == position
    }
    #expect(throws: StoreError.self) { try sut.load() }
    #expect(directory.bytes(of: "store.json") == before)
    #expect(directory.contents() == ["store.json", "store.json.lock"])
  }

  @Test func update_newerSchema_refusesAndLeavesBytesUntouched() throws {
    let directory = try TemporaryDirectory()
    let text = #"{"schema_version": 7, "profiles": "something new"}"#
    try directory.write(text, to: "store.json")
    let sut = Self.repository(directory, "store.json")
    let refusal = StoreError.newerSchema(path: directory.file("store.json"), found: 7, supported: 3)
    #expect(throws: refusal) { try sut.update(Self.addAnn) }
    #expect(throws: refusal) { try sut.load() }
    #expect(directory.text(of: "store.json") == text)
  }

  @Test func update_version0Document_migratesAndKeepsBackup() throws {
    let directory = try TemporaryDirectory()
    let old =
      #"{"current": "ann", "profiles": {"ann": {"height": 165, "weights": {"2026-01-01": 61.2}}}}"#
    try directory.write(old, to: "store.json")
    let sut = Self.repository(directory, "store.json")
    #expect(try sut.load().profiles == [Self.ann])
    #expect(directory.contents() == ["store.json"])

    let result = try sut.update { $0.profiles[0].goalKilograms = 58 }

    let backup = directory.file("store.json.v0.bak")
    #expect(result.migration == StoreMigration(fromVersion: 0, toVersion: 3, backupPath: backup))
    #expect(directory.text(of: "store.json.v0.bak") == old)
    #expect(directory.permissions(of: "store.json.v0.bak") == 0o600)
    #expect(directory.text(of: "store.json")?.hasPrefix("{\n  \"schema_version\": 3,") == true)
    #expect(try sut.load().profiles[0].goalKilograms == 58)
  }

  @Test func update_version1Document_migratesTo3AndKeepsBackup() throws {
    let directory = try TemporaryDirectory()
    let old = """
      {"schema_version": 1, "default_profile": "ann", "profiles": [{"name": "ann", "height_cm": 165,
        "sex": null, "born": null, "goal_kg": null, "units": null,
        "entries": [{"date": "2026-01-01", "weight_kg": 61.2}]}]}
      """
    try directory.write(old, to: "store.json")
    let sut = Self.repository(directory, "store.json")
    #expect(try sut.load().profiles == [Self.ann])

    let result = try sut.update { $0.profiles[0].population = .asian }

    let backup = directory.file("store.json.v1.bak")
    #expect(result.migration == StoreMigration(fromVersion: 1, toVersion: 3, backupPath: backup))
    #expect(directory.text(of: "store.json.v1.bak") == old)
    #expect(directory.permissions(of: "store.json.v1.bak") == 0o600)
    #expect(directory.text(of: "store.json")?.hasPrefix("{\n  \"schema_version\": 3,") == true)
    var expected = Self.ann
    expected.population = .asian
    #expect(try sut.load().profiles == [expected])
    // Once at version 3, later changes write no more backups.
    let again = try sut.update { $0.profiles[0].goalKilograms = 58 }
    #expect(again.migration == nil)
    #expect(directory.contents() == ["store.json", "store.json.lock", "store.json.v1.bak"])
  }

  /// Issue 13: a backup a failed migration left is the same old document; the next attempt
  /// replaces it, so there is only ever one backup per version.
  @Test func update_version0BackupExists_isReplacedSoOneBackupIsKept() throws {
    let directory = try TemporaryDirectory()
    try directory.write(#"{"profiles": {}}"#, to: "store.json")
    try directory.write("a backup a failed migration left", to: "store.json.v0.bak")
    let sut = Self.repository(directory, "store.json")
    let result = try sut.update(Self.addAnn)
    #expect(result.migration?.backupPath == directory.file("store.json.v0.bak"))
    #expect(directory.text(of: "store.json.v0.bak") == #"{"profiles": {}}"#)
    #expect(directory.contents() == ["store.json", "store.json.lock", "store.json.v0.bak"])
  }

  /// Issue 13: only names bmi makes are swept; a look-alike another user made stays.
  @Test func update_staleTemporaryFiles_onlyBmisOwnAreRemoved() throws {
    let directory = try TemporaryDirectory()
    _ = try Self.repository(directory, "store.json").update(Self.addAnn)
    try directory.write("half a docu", to: ".store.json.bmi-tmp-dead1")
    try directory.write("half a docu", to: ".store.json.bmi-tmp-0123456789abcdef")
    try directory.write("someone else's", to: "store.json.tmp-dead2")
    try directory.write("someone else's", to: ".store.json.bmi-tmp-notours")
    try directory.write("not ours", to: "notes.txt")
    _ = try Self.repository(directory, "store.json").update { $0.defaultProfile = "ann" }
    #expect(
      directory.contents() == [
        ".store.json.bmi-tmp-notours", "notes.txt", "store.json", "store.json.lock",
        "store.json.tmp-dead2",
      ])
  }

  @Test func update_renameFails_leavesOldDocumentAndNoTemporaryFile() throws {
    let directory = try TemporaryDirectory()
    _ = try Self.repository(directory, "store.json").update(Self.addAnn)
    let before = directory.bytes(of: "store.json")
    let failing = testDependency(of: FileSystemClient.self) { client in
      client = .liveValue
      client.rename = { _, destination throws(SystemCallError) in
        throw SystemCallError("rename", path: destination, code: EIO)
      }
    }
    let sut = Self.repository(directory, "store.json", fileSystem: failing)
    #expect(throws: StoreError.self) { try sut.update { $0.defaultProfile = "ann" } }
    #expect(directory.bytes(of: "store.json") == before)
    #expect(directory.contents() == ["store.json", "store.json.lock"])
  }

  @Test func update_lockHeldElsewhere_failsBusyAfterTimeout() throws {
    let directory = try TemporaryDirectory()
    let lockPath = directory.file("store.json.lock")
    let held = try FileLockClient.liveValue.flock(lockPath, 1)
    defer { FileLockClient.liveValue.unlock(held) }
    let sut = Self.repository(directory, "store.json", lockTimeoutSeconds: 0.2)
    #expect(throws: StoreError.busy(lockPath: lockPath, seconds: 0.2)) {
      try sut.update(Self.addAnn)
    }
    #expect(directory.contents() == ["store.json.lock"])
  }

  @Test func testValue_fileSystem_failsInsteadOfTouchingTheDisk() {
    let sut = StoreRepository(
      path: "/nonexistent/store.json", fileSystem: .testValue, fileLock: .testValue)
    #expect(throws: StoreError.self) { try sut.load() }
  }
}

extension String {
  /// `open /x/.store.json.bmi-tmp-3fa2` as `open /x/.store.json.bmi-tmp-*`, for comparing
  /// call logs.
  fileprivate func replacingTemporarySuffix(of prefix: String) -> String {
    split(separator: " ").map { word in
      word.hasPrefix(prefix) ? prefix + "*" : String(word)
    }.joined(separator: " ")
  }
}
