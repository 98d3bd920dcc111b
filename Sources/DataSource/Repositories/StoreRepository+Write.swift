#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension StoreRepository {
  /// Every temporary file starts with this, so a later run can find the ones a killed run
  /// left behind.
  var temporaryPrefix: String { path + ".tmp-" }

  /// Replaces `destination` so that a crash at any point leaves the old file or the new one:
  /// a new file in the same directory (0600 whatever the umask), written and fsynced, renamed
  /// over the old one, then the directory fsynced so the rename itself is on disk.
  func writeDurably(_ bytes: [UInt8], to destination: String) throws(StoreError) {
    let temporary = temporaryPrefix + String(UInt32.random(in: .min ... .max), radix: 16)
    let descriptor: Int32
    do {
      descriptor = try fileSystem.open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    } catch {
      throw .cannotCreate(path: temporary, error)
    }
    do throws(SystemCallError) {
      defer { fileSystem.close(descriptor) }
      try fileSystem.write(descriptor, bytes)
      try fileSystem.fchmod(descriptor, 0o600)
      try fileSystem.fsync(descriptor)
    } catch {
      try? fileSystem.unlink(temporary)
      throw .writeFailed(
        path: destination, SystemCallError(error.call, path: destination, code: error.code))
    }
    do throws(SystemCallError) {
      try fileSystem.rename(temporary, destination)
    } catch {
      try? fileSystem.unlink(temporary)
      throw .writeFailed(
        path: destination, SystemCallError(error.call, path: destination, code: error.code))
    }
    do throws(SystemCallError) {
      let directoryDescriptor = try fileSystem.open(directory, O_RDONLY | O_DIRECTORY, 0)
      defer { fileSystem.close(directoryDescriptor) }
      try fileSystem.fsync(directoryDescriptor)
    } catch {
      throw .writeFailed(path: directory, error)
    }
  }

  /// Under the lock no other run is writing, so any temporary file is a killed run's leftover.
  /// Best effort: a leftover that cannot be removed does no harm.
  func removeStaleTemporaryFiles() {
    guard let names = try? fileSystem.readdir(directory) else { return }
    let prefix = String(temporaryPrefix.split(separator: "/").last ?? "")
    for name in names where name.hasPrefix(prefix) {
      try? fileSystem.unlink(directory == "." ? name : directory + "/" + name)
    }
  }

  /// `store.json.v0.bak`, or `store.json.v0.2.bak` and so on if that is taken: a backup is
  /// never overwritten.
  func backupPath(for version: Int) throws(StoreError) -> String {
    var candidate = "\(path).v\(version).bak"
    var number = 2
    while try exists(candidate) {
      candidate = "\(path).v\(version).\(number).bak"
      number += 1
    }
    return candidate
  }

  func exists(_ target: String) throws(StoreError) -> Bool {
    do {
      _ = try fileSystem.stat(target)
      return true
    } catch {
      if error.code == ENOENT { return false }
      throw .unreadable(path: target, error)
    }
  }

  /// `mkdir -p`, each new directory 0700 whatever the umask; existing ones are left alone.
  func createDirectory(_ target: String) throws(StoreError) {
    if try exists(target) { return }
    if let slash = target.lastIndex(of: "/"), slash != target.startIndex {
      try createDirectory(String(target[..<slash]))
    }
    do throws(SystemCallError) {
      try fileSystem.mkdir(target, 0o700)
      try fileSystem.chmod(target, 0o700)
    } catch {
      if error.code == EEXIST { return }
      throw .cannotCreate(path: target, error)
    }
  }
}
