import DataSource
import Glibc
import TestSupport
import Testing

/// Store paths that cannot hold a store: a directory, a file that cannot be read, a place
/// that cannot be written, a path through a regular file, a dangling symbolic link. Each is
/// one clear line and a published exit status, and nothing is written anywhere.
@MainActor
struct BadStorePathCommandTests {
  nonisolated static let writing: [[String]] = [
    ["log", "60"], ["profile", "save", "ann", "--height", "165"],
  ]
  nonisolated static let reading: [[String]] = [["history"], ["profile", "list"]]

  /// Tests run as root in some containers, where permission bits do not stop anything:
  /// there the same failures are injected into the file system instead.
  static let isRoot = geteuid() == 0

  @Test(arguments: writing + reading)
  func anyCommand_storePathIsADirectory_exit66AndNothingWritten(arguments: [String]) async throws {
    var session = try TrackingSession()
    try Self.makeDirectory(session.directory.file("store"))
    session.environment["BMI_STORE"] = session.directory.file("store")
    let before = session.directory.tree()
    let sut = await session.run(arguments)
    #expect(sut.status == 66)
    #expect(
      sut.stderr
        == "bmi: cannot read the store \(session.directory.file("store")): Is a directory\n")
    #expect(session.directory.tree() == before)
  }

  @Test(arguments: writing + reading)
  func anyCommand_parentIsARegularFile_clearErrorAndNothingWritten(arguments: [String])
    async throws
  {
    var session = try TrackingSession()
    try session.directory.write("notes", to: "notes.txt")
    let path = session.directory.file("notes.txt/store.json")
    session.environment["BMI_STORE"] = path
    let before = session.directory.tree()
    let sut = await session.run(arguments)
    if Self.writing.contains(arguments) {
      #expect(sut.status == 73)
      #expect(sut.stderr == "bmi: cannot create \(path): Not a directory\n")
    } else {
      #expect(sut.status == 66)
      #expect(sut.stderr == "bmi: cannot read the store \(path): Not a directory\n")
    }
    #expect(session.directory.tree() == before)
    #expect(session.directory.text(of: "notes.txt") == "notes")
  }

  @Test(arguments: writing + reading)
  func anyCommand_storeUnreadable_exit66AndStoreUntouched(arguments: [String]) async throws {
    let session = try TrackingSession()
    await session.given([["profile", "save", "ann", "--height", "165"]])
    let before = session.directory.tree()
    let bytes = session.directory.bytes(of: "store.json")
    let sut: InProcessRunner.Output
    if Self.isRoot {
      let plan = FileSystemFaults(failing: .open, code: EACCES)
      sut = await session.run(arguments, fileSystem: .injecting(plan))
      #expect(plan.fired)
    } else {
      chmod(session.storePath, 0)
      defer { chmod(session.storePath, 0o600) }
      sut = await session.run(arguments)
    }
    #expect(sut.status == 66)
    #expect(sut.stderr == "bmi: cannot read the store \(session.storePath): Permission denied\n")
    #expect(session.directory.tree() == before)
    #expect(session.directory.bytes(of: "store.json") == bytes)
  }

  @Test(arguments: [EACCES, EROFS])
  func log_directoryNotWritable_exit73NamingTheFileAndStoreUntouched(code: Int32) async throws {
    let session = try TrackingSession()
    await session.given([["profile", "save", "ann", "--height", "165"]])
    let before = session.directory.tree()
    let bytes = session.directory.bytes(of: "store.json")
    let sut: InProcessRunner.Output
    if Self.isRoot || code == EROFS {
      let plan = FileSystemFaults(failing: .create, code: code)
      sut = await session.run(["log", "60"], fileSystem: .injecting(plan))
      #expect(plan.fired)
    } else {
      chmod(session.directory.path, 0o500)
      defer { chmod(session.directory.path, 0o700) }
      sut = await session.run(["log", "60"])
    }
    #expect(sut.status == 73)
    #expect(
      sut.stderr.hasPrefix("bmi: cannot create \(session.directory.file(".store.json.bmi-tmp-"))"))
    #expect(sut.stderr.hasSuffix(": \(String(cString: strerror(code)))\n"))
    #expect(session.directory.tree() == before)
    #expect(session.directory.bytes(of: "store.json") == bytes)
  }

  @Test(arguments: [EACCES, EROFS])
  func profileSave_newStoreUnderUnwritableDirectory_exit73NamingTheDirectory(code: Int32)
    async throws
  {
    var session = try TrackingSession()
    let store = session.directory.file("new/store.json")
    session.environment["BMI_STORE"] = store
    let sut: InProcessRunner.Output
    if Self.isRoot || code == EROFS {
      let plan = FileSystemFaults(failing: .mkdir, code: code)
      sut = await session.run(
        ["profile", "save", "ann", "--height", "165"], fileSystem: .injecting(plan))
      #expect(plan.fired)
    } else {
      chmod(session.directory.path, 0o500)
      defer { chmod(session.directory.path, 0o700) }
      sut = await session.run(["profile", "save", "ann", "--height", "165"])
    }
    #expect(sut.status == 73)
    #expect(
      sut.stderr
        == "bmi: cannot create \(session.directory.file("new")): \(String(cString: strerror(code)))\n"
    )
    #expect(session.directory.tree().isEmpty)
  }

  @Test(arguments: writing + reading)
  func anyCommand_danglingSymbolicLink_exit66AndNothingCreated(arguments: [String]) async throws {
    let session = try TrackingSession()
    guard symlink("elsewhere/store.json", session.storePath) == 0 else {
      throw SystemCallError("symlink", path: session.storePath, code: errno)
    }
    let sut = await session.run(arguments)
    #expect(sut.status == 66)
    #expect(
      sut.stderr
        == "bmi: the store \(session.storePath) is a symbolic link to \(session.directory.file("elsewhere/store.json")), which does not exist; bmi does not create a store through a dangling link: pass --store \(session.directory.file("elsewhere/store.json")) to start one there, or remove the link\n"
    )
    #expect(session.directory.tree() == ["store.json"])
  }

  @Test func profileSave_directoryIsADanglingSymbolicLink_exit73AndNothingCreated() async throws {
    var session = try TrackingSession()
    let directory = session.directory.file("gone")
    guard symlink("nowhere", directory) == 0 else {
      throw SystemCallError("symlink", path: directory, code: errno)
    }
    session.environment["BMI_STORE"] = directory + "/store.json"
    let sut = await session.run(["profile", "save", "ann", "--height", "165"])
    #expect(sut.status == 73)
    #expect(
      sut.stderr
        == "bmi: cannot create \(directory) (a symbolic link to nowhere, which does not exist): No such file or directory\n"
    )
    #expect(session.directory.tree() == ["gone"])
  }

  @Test func profileSave_lockFileIsASymbolicLink_exit73AndNothingCreatedElsewhere() async throws {
    let session = try TrackingSession()
    await session.given([["profile", "save", "ann", "--height", "165"]])
    let before = session.directory.bytes(of: "store.json")
    unlink(session.storePath + ".lock")
    guard symlink("planted", session.storePath + ".lock") == 0 else {
      throw SystemCallError("symlink", path: session.storePath, code: errno)
    }
    let sut = await session.run(["profile", "save", "bob", "--height", "180"])
    #expect(sut.status == 73)
    #expect(sut.stderr.hasPrefix("bmi: cannot create \(session.storePath).lock: "))
    #expect(session.directory.bytes(of: "store.json") == before)
    #expect(access(session.directory.file("planted"), F_OK) != 0)
  }

  @Test func log_symbolicLinkToStore_updatesTargetAndTheLinkStays() async throws {
    var session = try TrackingSession()
    await session.given([["profile", "save", "ann", "--height", "165"]])
    try Self.makeDirectory(session.directory.file("home"))
    let link = session.directory.file("home/store.json")
    guard symlink("../store.json", link) == 0 else {
      throw SystemCallError("symlink", path: link, code: errno)
    }
    session.environment["BMI_STORE"] = link
    let sut = await session.run(["log", "60"])
    #expect(sut.status == 0)
    #expect(try FileSystemClient.liveValue.readlink(link) == "../store.json")
    #expect(session.directory.text(of: "store.json")?.contains("\"weight_kg\": 60") == true)
    #expect(session.directory.permissions(of: "store.json") == 0o600)
    #expect(
      session.directory.tree() == [
        "home", "home/store.json", "store.json", "store.json.lock", "store.json.undo",
      ])
  }

  static func makeDirectory(_ path: String) throws {
    guard mkdir(path, 0o700) == 0 else { throw SystemCallError("mkdir", path: path, code: errno) }
  }
}
