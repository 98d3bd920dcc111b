#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension StoreRepository {
  /// Every temporary file's name starts with this (`.store.json.bmi-tmp-`, hidden, and a
  /// name nothing but `bmi` makes), so a later run can find the ones a killed run left
  /// behind and sweep those and nothing else.
  var temporaryPrefix: String {
    let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    let hidden = "." + name + ".bmi-tmp-"
    return directory == "." && !path.hasPrefix("./") ? hidden : directory + "/" + hidden
  }

  /// Replaces `destination` so that a crash at any point leaves the old file or the new one:
  /// a new file in the same directory (0600 whatever the umask), written and fsynced, renamed
  /// over the old one, then the directory fsynced so the rename itself is on disk.
  ///
  /// A failure before the rename leaves `destination` as it was and removes the temporary
  /// file (if even that fails, the next change removes it under the lock). A failure to sync
  /// the directory comes after the rename, when the new bytes are already in place and every
  /// reader sees them: reporting "nothing was written" would be false, and reporting success
  /// would hide a failing disk. It is `notDurable`: an I/O error (74) that says the change
  /// landed but may not survive a crash.
  ///
  /// `owner` is the status of the file being replaced: the new file is given its owner and
  /// group before the rename (so `sudo bmi log` keeps the user's store the user's), and when
  /// that is not allowed the write stops with `foreignOwner` and the old file stays.
  func writeDurably(_ bytes: [UInt8], to destination: String, owner: FileStatus?)
    throws(StoreError)
  {
    let temporary = try writeTemporary(bytes, for: destination, owner: owner)
    try install(temporary, at: destination)
    try syncDirectory(after: destination)
  }

  /// A fresh name beside the store that only `bmi` makes (see `temporaryPrefix`).
  func temporaryName() -> String {
    temporaryPrefix + String(UInt64.random(in: .min ... .max), radix: 16)
  }

  /// The first half of `writeDurably`: `bytes` in a new temporary file beside the store, 0600,
  /// given `owner`'s ids, written and fsynced. Nothing else is touched; on any failure the
  /// temporary file is removed again.
  func writeTemporary(_ bytes: [UInt8], for destination: String, owner: FileStatus?)
    throws(StoreError) -> String
  {
    let temporary = temporaryName()
    let descriptor: Int32
    do {
      descriptor = try fileSystem.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600)
    } catch {
      throw .cannotCreate(path: temporary, error)
    }
    if let owner {
      do {
        try fileSystem.fchown(descriptor, owner.owner, owner.group)
      } catch {
        fileSystem.close(descriptor)
        try? fileSystem.unlink(temporary)
        throw .foreignOwner(path: destination, owner: owner.owner, group: owner.group)
      }
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
    return temporary
  }

  /// The atomic step: `temporary` takes `destination`'s place. On failure `destination` is as
  /// it was and the temporary file is removed.
  func install(_ temporary: String, at destination: String) throws(StoreError) {
    do throws(SystemCallError) {
      try fileSystem.rename(temporary, destination)
    } catch {
      try? fileSystem.unlink(temporary)
      throw .writeFailed(
        path: destination, SystemCallError(error.call, path: destination, code: error.code))
    }
  }

  /// The last step: the renames in the store's directory made durable (`notDurable` if not).
  func syncDirectory(after destination: String) throws(StoreError) {
    do throws(SystemCallError) {
      try sync(directory: directory)
    } catch {
      throw .notDurable(path: destination, error)
    }
  }

  /// Writes a migration's backup of the old document. A backup whose directory entry could
  /// not be synced is not one to rely on: it is removed again and the change stops there,
  /// before the store is touched, so the old document stays the only copy and is unchanged.
  func writeBackup(_ bytes: [UInt8], to backup: String, owner: FileStatus?) throws(StoreError) {
    do {
      try writeDurably(bytes, to: backup, owner: owner)
    } catch {
      guard case .notDurable(_, let failure) = error else { throw error }
      try? fileSystem.unlink(backup)
      throw .writeFailed(path: path, failure)
    }
  }

  /// `fsync` of the directory, so that a rename in it is on disk. `EINVAL` is the answer of
  /// file systems that cannot sync a directory (some network and FUSE ones): there is nothing
  /// more to do there, and refusing every change on such a disk would help nobody.
  func sync(directory target: String) throws(SystemCallError) {
    let descriptor = try fileSystem.open(target, O_RDONLY | O_DIRECTORY, 0)
    defer { fileSystem.close(descriptor) }
    do {
      try fileSystem.fsync(descriptor)
    } catch {
      if error.code != EINVAL { throw SystemCallError("fsync", path: target, code: error.code) }
    }
  }

  /// Under the lock no other run is writing, so any temporary file is a killed run's leftover.
  /// Only names `bmi` makes (`temporaryPrefix` and a hexadecimal suffix) are removed; another
  /// file that merely looks alike is left alone. Best effort: a leftover that cannot be
  /// removed does no harm.
  func removeStaleTemporaryFiles() {
    guard let names = try? fileSystem.readdir(directory) else { return }
    let prefix = String(temporaryPrefix.split(separator: "/").last ?? "")
    for name in names where name.hasPrefix(prefix) {
      let suffix = name.dropFirst(prefix.count)
      guard (1...16).contains(suffix.count), suffix.allSatisfy(\.isHexDigit) else { continue }
      try? fileSystem.unlink(directory == "." ? name : directory + "/" + name)
    }
  }

  /// `store.json.v0.bak`: one backup per schema version, whatever happened before. A backup
  /// a failed migration left is the same old document (the store was not touched), so the
  /// next attempt replaces it rather than adding another copy to a disk that may be full.
  func backupPath(for version: Int) -> String {
    "\(path).v\(version).bak"
  }

  func exists(_ target: String) throws(StoreError) -> Bool {
    try status(of: target) != nil
  }

  /// `stat` of `target`, `nil` when it does not exist. A directory on the way that is a
  /// regular file (`ENOTDIR`) means nothing can be created there.
  func status(of target: String) throws(StoreError) -> FileStatus? {
    do {
      return try fileSystem.stat(target)
    } catch {
      if error.code == ENOENT { return nil }
      if error.code == ENOTDIR { throw .cannotCreate(path: target, error) }
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
      // The new entry is on disk only once its parent is synced: without this a crash
      // could lose the directory, and the store written into it, after bmi reported success.
      try sync(directory: Self.directory(of: target))
    } catch {
      guard error.code == EEXIST else { throw .cannotCreate(path: target, error) }
      // Another run made it meanwhile, or the name is a symbolic link to nothing (`stat`
      // found nothing, `mkdir` found the link): only a directory will do.
      if try status(of: target)?.isDirectory == true { return }
      if let text = try? fileSystem.readlink(target) {
        throw .cannotCreate(
          path: "\(target) (a symbolic link to \(text), which does not exist)",
          SystemCallError("mkdir", path: target, code: ENOENT))
      }
      throw .cannotCreate(path: target, error)
    }
  }
}
