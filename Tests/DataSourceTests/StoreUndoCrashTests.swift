import TestSupport
import Testing

@testable import DataSource

/// Issue 20, item 2: a change killed between any two of its steps, or failing at any one of
/// them, leaves the store and the undo snapshot each as they were or as the change makes
/// them, and `undo` then tells the truth: it restores the document before the change the
/// snapshot belongs to, or refuses and changes nothing.
///
/// A kill at a call is the fault plan's failing call with every later call failing too (a
/// killed process makes none), on the in-memory file system, where nothing else happens.
struct StoreUndoCrashTests {
  static let directory = "/home/ann/bmi"
  static let path = directory + "/store.json"
  static let undoPath = path + ".undo"

  static func repository(_ files: InMemoryFileSystem, _ fileSystem: FileSystemClient? = nil)
    -> StoreRepository
  {
    var sut = StoreRepository(
      path: path, fileSystem: fileSystem ?? .inMemory(files), fileLock: .inMemory(files))
    sut.keepsUndoSnapshot = true
    return sut
  }

  static func weighIn(_ day: Int, _ kilograms: Double) -> (inout StoreDocument) -> Void {
    { document in
      document.profiles[0].entries.append(
        WeightEntry(date: LocalDate(year: 2026, month: 1, day: day), kilograms: kilograms))
    }
  }

  /// Three states of one store: `a` (ann alone), `b` (a weigh-in) and `c` (the change that is
  /// killed), each as the files hold them once its change is complete.
  struct States {
    let a: [UInt8]
    let b: [UInt8]
    let c: [UInt8]
    let snapshotOfB: [UInt8]
    let snapshotOfC: [UInt8]
  }

  /// A store at `b` with the undo snapshot of the change from `a`.
  static func storeAtB() throws -> InMemoryFileSystem {
    let files = InMemoryFileSystem(directories: [directory])
    let sut = repository(files)
    _ = try sut.update { $0.profiles.append(Profile(name: "ann", heightCentimetres: 165)) }
    _ = try sut.update(weighIn(2, 61))
    return files
  }

  static func states() throws -> States {
    let files = InMemoryFileSystem(directories: [directory])
    let sut = repository(files)
    _ = try sut.update { $0.profiles.append(Profile(name: "ann", heightCentimetres: 165)) }
    let a = try #require(files.contents(of: path))
    _ = try sut.update(weighIn(2, 61))
    let b = try #require(files.contents(of: path))
    let snapshotOfB = try #require(files.contents(of: undoPath))
    _ = try sut.update(weighIn(3, 60.5))
    return States(
      a: a, b: b, c: try #require(files.contents(of: path)), snapshotOfB: snapshotOfB,
      snapshotOfC: try #require(files.contents(of: undoPath)))
  }

  /// Every call the change to `c` makes, as (kind, occurrence), from a clean counted run.
  static func calls() throws -> [(FileSystemCall, Int)] {
    let files = try storeAtB()
    let counts = FileSystemFaults()
    _ = try repository(files, .injecting(counts, base: .inMemory(files))).update(weighIn(3, 60.5))
    return FileSystemCall.allCases.flatMap { kind in
      (0..<counts.count(kind)).map { (kind, $0 + 1) }
    }
  }

  @Test func change_killedAtEveryCall_storeAndSnapshotOldOrNewAndUndoTellsTheTruth() throws {
    let states = try Self.states()
    let calls = try Self.calls()
    #expect(calls.count >= 10)
    for (kind, occurrence) in calls {
      let files = try Self.storeAtB()
      let kill = FileSystemFaults(
        failing: kind, occurrence: occurrence, afterwards: Set(FileSystemCall.allCases))
      let killed = Self.repository(files, .injecting(kill, base: .inMemory(files)))
      let point = Comment(rawValue: "killed at \(kind) #\(occurrence)")
      _ = try? killed.update(Self.weighIn(3, 60.5))
      #expect(kill.fired, point)

      let store = files.contents(of: Self.path)
      let snapshot = files.contents(of: Self.undoPath)
      #expect(store == states.b || store == states.c, point)
      #expect(snapshot == states.snapshotOfB || snapshot == states.snapshotOfC, point)

      let undo = Result { () throws(UndoError) in try Self.repository(files).undo() }
      switch (store == states.c, snapshot == states.snapshotOfC) {
      case (true, true):
        // The change is complete: undo takes it back.
        #expect((try? undo.get()) != nil, point)
        #expect(files.contents(of: Self.path) == states.b, point)
      case (true, false):
        // The store holds the change, the snapshot the change before: refused, untouched.
        #expect(throws: UndoError.storeChangedSince(path: Self.path), point) {
          try undo.get()
        }
        #expect(files.contents(of: Self.path) == states.c, point)
      default:
        // The change never landed: undo takes back the change before it.
        #expect((try? undo.get()) != nil, point)
        #expect(files.contents(of: Self.path) == states.a, point)
      }
    }
  }

  /// A failure (no kill) at any call: the previous snapshot survives whenever the store was
  /// not replaced, and the error says what happened.
  @Test func change_failingAtEveryCall_previousSnapshotSurvivesUnlessTheChangeLanded() throws {
    let states = try Self.states()
    for (kind, occurrence) in try Self.calls() {
      let files = try Self.storeAtB()
      let plan = FileSystemFaults(failing: kind, occurrence: occurrence, code: 28)  // ENOSPC
      let sut = Self.repository(files, .injecting(plan, base: .inMemory(files)))
      let point = Comment(rawValue: "failing \(kind) #\(occurrence)")
      let result = Result { () throws(StoreError) in try sut.update(Self.weighIn(3, 60.5)) }
      let store = files.contents(of: Self.path)
      let snapshot = files.contents(of: Self.undoPath)
      if store == states.b {
        #expect(snapshot == states.snapshotOfB, point)
        #expect((try? result.get()) == nil, point)
      } else {
        #expect(store == states.c, point)
        // Its snapshot (linked, or written out when the link failed) or the one before.
        if snapshot == states.snapshotOfB {
          #expect(throws: UndoError.storeChangedSince(path: Self.path), point) {
            try Self.repository(files).undo()
          }
        } else {
          _ = try Self.repository(files).undo()
          #expect(files.contents(of: Self.path) == states.b, point)
        }
      }
      // No temporary file outlives the next change.
      _ = try Self.repository(files).update(Self.weighIn(4, 60))
      #expect(files.list(Self.directory).allSatisfy { !$0.contains("bmi-tmp") }, point)
    }
  }

  @Test func snapshot_isTheOldStoreAndATrailer() throws {
    let states = try Self.states()
    let trailer = Array(states.snapshotOfC.suffix(28))
    #expect(Array(states.snapshotOfC.dropLast(28)) == states.b)
    #expect(String(decoding: trailer, as: UTF8.self).hasPrefix("bmi-undo 3 "))
  }

  /// A linked snapshot an earlier version wrote (`bmi-undo 2` and FNV-1a) still restores, and
  /// one whose fingerprint names another document is refused.
  @Test(arguments: [true, false])
  func undo_fnvTrailerOfAnEarlierVersion_restoresOnlyTheDocumentItNames(matching: Bool) throws {
    let states = try Self.states()
    let files = InMemoryFileSystem(directories: [Self.directory])
    files.write(states.c, to: Self.path)
    let named = matching ? states.c : states.b
    let trailer = "bmi-undo 2 " + StoreRepository.fingerprint(named) + "\n"
    files.write(states.b + Array(trailer.utf8), to: Self.undoPath)
    if matching {
      _ = try Self.repository(files).undo()
      #expect(files.contents(of: Self.path) == states.b)
    } else {
      #expect(throws: UndoError.storeChangedSince(path: Self.path)) {
        try Self.repository(files).undo()
      }
    }
  }

  /// The word fingerprint tells apart documents one byte or one length apart, wherever the
  /// difference lies (in a full word or in the tail read byte by byte).
  @Test func wordFingerprint_documentsOneByteApart_differ() throws {
    let states = try Self.states()
    var seen = Set([StoreRepository.wordFingerprint(states.c)])
    for index in stride(from: 0, to: states.c.count, by: 7) {
      var changed = states.c
      changed[index] ^= 0x01
      seen.insert(StoreRepository.wordFingerprint(changed))
    }
    seen.insert(StoreRepository.wordFingerprint(states.c + [0x20]))
    seen.insert(StoreRepository.wordFingerprint(Array(states.c.dropLast())))
    #expect(seen.count == (states.c.count + 6) / 7 + 3)
    #expect(StoreRepository.wordFingerprint([]) != StoreRepository.wordFingerprint([0]))
  }
}
