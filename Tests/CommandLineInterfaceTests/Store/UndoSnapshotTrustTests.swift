import DataSource
import Foundation
import Glibc
import TestSupport
import Testing

/// Issue 20, item 2: `bmi undo` restores only a snapshot the store's owner could have made:
/// a regular file, opened without following a link, owned by the store's owner and not
/// writable by group or others. Anything else is refused (65) with a line that names the
/// undo snapshot, and neither the store nor the file at the snapshot's name is touched.
struct UndoSnapshotTrustTests {
  /// A store with a change to undo, and the bytes of the store and the snapshot.
  static func changedStore() throws -> (TemporaryDirectory, String, [UInt8], [UInt8]) {
    let directory = try TemporaryDirectory()
    let store = directory.file("store.json")
    #expect(
      try BinaryRunner.run(["profile", "save", "ann", "--height", "170", "--store", store])
        .status == 0)
    #expect(
      try BinaryRunner.run(["log", "70", "--date", "2026-01-01", "--store", store]).status == 0)
    return (
      directory, store, try #require(directory.bytes(of: "store.json")),
      try #require(directory.bytes(of: "store.json.undo"))
    )
  }

  @Test(arguments: [0o620, 0o602, 0o666])
  func undo_snapshotWritableByOthers_refused65(mode: Int) throws {
    let (directory, store, after, snapshot) = try Self.changedStore()
    #expect(chmod(directory.file("store.json.undo"), mode_t(mode)) == 0)
    let sut = try BinaryRunner.run(["undo", "--store", store])
    #expect(sut.status == 65)
    #expect(sut.stderr.hasPrefix("bmi: cannot undo: the undo snapshot "), "\(sut.stderr)")
    #expect(sut.stderr.contains("is not to be trusted"), "\(sut.stderr)")
    #expect(directory.bytes(of: "store.json") == after)
    #expect(directory.bytes(of: "store.json.undo") == snapshot)
  }

  @Test func undo_snapshotIsASymbolicLink_notFollowed65() throws {
    let (directory, store, after, snapshot) = try Self.changedStore()
    let elsewhere = try directory.file("elsewhere", String(decoding: snapshot, as: UTF8.self))
    unlink(directory.file("store.json.undo"))
    #expect(symlink(elsewhere, directory.file("store.json.undo")) == 0)
    let sut = try BinaryRunner.run(["undo", "--store", store])
    #expect(sut.status == 65)
    #expect(
      sut.stderr.contains("the undo snapshot \(store).undo is a symbolic link"), "\(sut.stderr)")
    #expect(directory.bytes(of: "store.json") == after)
    #expect(directory.bytes(of: "elsewhere") == snapshot)
  }

  @Test func undo_snapshotIsAFIFO_refusedWithoutWaiting() throws {
    let (directory, store, after, _) = try Self.changedStore()
    unlink(directory.file("store.json.undo"))
    #expect(mkfifo(directory.file("store.json.undo"), 0o600) == 0)
    let sut = try BinaryRunner.run(["undo", "--store", store])
    #expect(sut.status == 65)
    #expect(sut.stderr.contains("is a named pipe (FIFO)"), "\(sut.stderr)")
    #expect(directory.bytes(of: "store.json") == after)
  }

  /// Another user's file at the snapshot's name (a shared directory): refused, as a planted
  /// link to the store is.
  @Test(.enabled(if: geteuid() == 0))
  func undo_snapshotOfAnotherUser_refused65() throws {
    let (directory, store, after, snapshot) = try Self.changedStore()
    #expect(chown(directory.file("store.json.undo"), 4242, 4343) == 0)
    let sut = try BinaryRunner.run(["undo", "--store", store])
    #expect(sut.status == 65)
    #expect(sut.stderr.contains("it belongs to uid 4242"), "\(sut.stderr)")
    #expect(directory.bytes(of: "store.json") == after)
    #expect(directory.bytes(of: "store.json.undo") == snapshot)
  }

  /// A directory where the snapshot goes: the change is refused before the store is touched
  /// (it used to be made, then reported as a failure), and the directory is left alone.
  @Test func change_directoryAtTheSnapshotsName_refusedAndStoreUntouched() throws {
    let (directory, store, after, _) = try Self.changedStore()
    unlink(directory.file("store.json.undo"))
    #expect(mkdir(directory.file("store.json.undo"), 0o700) == 0)
    let sut = try BinaryRunner.run(["log", "69", "--date", "2026-01-02", "--store", store])
    #expect(sut.status == 73)
    #expect(
      sut.stderr
        == "bmi: cannot write the undo snapshot \(store).undo: Is a directory; the change was not made and the store was left as it was\n"
    )
    #expect(directory.bytes(of: "store.json") == after)
    var status = stat()
    #expect(lstat(directory.file("store.json.undo"), &status) == 0)
    #expect(status.st_mode & S_IFMT == S_IFDIR)
  }

  /// The snapshot is the old store file kept by a hard link, private whatever its mode was.
  @Test func change_keepsThePreviousFileAsAPrivateSnapshot() throws {
    let (directory, store, after, _) = try Self.changedStore()
    #expect(chmod(store, 0o644) == 0)
    var before = stat()
    #expect(stat(store, &before) == 0)
    #expect(
      try BinaryRunner.run(["log", "69", "--date", "2026-01-02", "--store", store]).status == 0)
    var snapshot = stat()
    #expect(stat(directory.file("store.json.undo"), &snapshot) == 0)
    #expect(snapshot.st_ino == before.st_ino)
    #expect(snapshot.st_mode & 0o777 == 0o600)
    #expect(directory.bytes(of: "store.json.undo")?.dropLast(28).elementsEqual(after) == true)
  }
}
