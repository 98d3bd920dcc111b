import DataSource
import Glibc
import TestSupport
import Testing

/// The in-memory file system the store tests use answers as a real one does for the calls
/// the store makes, so a store test on it means what it would mean on a disk.
struct InMemoryFileSystemTests {
  static let directory = "/home/ann/bmi"

  @Test(arguments: [
    ("open", ENOENT), ("stat", ENOENT), ("lstat", ENOENT), ("unlink", ENOENT),
    ("readlink", ENOENT), ("rename", ENOENT), ("openInMissingDirectory", ENOENT),
  ])
  func call_missingFile_failsWithTheErrnoARealOneGives(call: String, code: Int32) {
    let sut = FileSystemClient.inMemory(InMemoryFileSystem(directories: [Self.directory]))
    let path = Self.directory + "/store.json"
    #expect(throws: SystemCallError.self) {
      do throws(SystemCallError) {
        switch call {
        case "open": _ = try sut.open(path, O_RDONLY, 0)
        case "stat": _ = try sut.stat(path)
        case "lstat": _ = try sut.lstat(path)
        case "unlink": try sut.unlink(path)
        case "readlink": _ = try sut.readlink(path)
        case "rename": try sut.rename(path, path + ".new")
        default: _ = try sut.open("/nowhere/store.json", O_WRONLY | O_CREAT, 0o600)
        }
      } catch {
        #expect(error.code == code)
        throw error
      }
    }
  }

  @Test func writeFsyncRename_newFile_replacesTheOldAtomicallyWithItsMode() throws {
    let files = InMemoryFileSystem(directories: [Self.directory])
    let sut = FileSystemClient.inMemory(files)
    let path = Self.directory + "/store.json"
    files.write(Array("old".utf8), to: path, mode: 0o644)
    let temporary = Self.directory + "/.store.json.tmp"
    let descriptor = try sut.open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    try sut.write(descriptor, Array("new".utf8))
    try sut.fsync(descriptor)
    sut.close(descriptor)
    #expect(throws: SystemCallError.self) {
      _ = try sut.open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    }
    try sut.rename(temporary, path)
    #expect(files.contents(of: path) == Array("new".utf8))
    #expect(try sut.stat(path).permissions == 0o600)
    #expect(files.list(Self.directory) == ["store.json"])
  }

  @Test func storeRepository_changeThenRead_roundTripsInMemory() throws {
    let files = InMemoryFileSystem(directories: [Self.directory])
    let path = Self.directory + "/store.json"
    let sut = StoreRepository(
      path: path, fileSystem: .inMemory(files), fileLock: .inMemory(files))
    let document = StoreDocument(
      defaultProfile: "ann", profiles: [Profile(name: "ann", heightCentimetres: 165)])
    _ = try sut.update { $0 = document }
    #expect(try sut.load() == document)
    #expect(try FileSystemClient.inMemory(files).stat(path).permissions == 0o600)
    // The temporary file is gone; the lock and the undo snapshot stay beside the store.
    #expect(files.list(Self.directory).allSatisfy { $0.hasPrefix("store.json") })
  }
}
