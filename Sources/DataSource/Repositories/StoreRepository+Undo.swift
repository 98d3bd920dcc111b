#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One level of undo: every change keeps the document it replaces as the undo snapshot,
/// `<store>.undo` (0600, the store's owner), which `undo` restores under the lock, only when
/// the store still is what that change wrote, and then removes: a second undo finds nothing
/// to undo rather than undoing the undo.
///
/// The snapshot is the replaced store file itself, kept by a hard link (no second copy is
/// written or synced: that copy cost more than the rest of a `bmi log`), with a trailer line
/// `bmi-undo 3 <wordFingerprint of the new store bytes>` appended once the store's rename has
/// taken it out of use (`bmi-undo 2 <FNV-1a>`, which earlier versions wrote, is still read).
/// Where a hard link cannot be made (a file system without them) or the old file has other
/// names (appending would change them too), a copy is written instead, with a header line
/// `bmi-undo 1 <FNV-1a> present|absent` before the previous bytes; `absent` (no store before
/// the change) is always such a copy, with nothing after the header.
///
/// Order, so that a failed or killed change never costs the previous change's snapshot: the
/// new snapshot is prepared under a temporary name, the store is replaced, and only then does
/// the snapshot take `<store>.undo`'s place; one directory sync covers both renames. Killed
/// between the two renames, the store holds the change and the snapshot the change before,
/// whose fingerprint no longer matches: `undo` refuses and says so, changing nothing.
extension StoreRepository {
  public var undoPath: String { path + ".undo" }

  static let undoHeaderPrefix = "bmi-undo 1 "
  static let undoTrailerPrefix = "bmi-undo 3 "
  /// The trailer of earlier versions, with an FNV-1a fingerprint.
  static let fnvTrailerPrefix = "bmi-undo 2 "
  /// `bmi-undo 3 `, 16 hexadecimal digits and a line feed.
  static let undoTrailerLength = 28

  /// A snapshot made ready under a temporary name before the store is touched.
  struct PreparedSnapshot {
    let temporary: String
    /// A hard link to the store's old file, still without its trailer.
    let linked: Bool
  }

  /// The write path's last step: `next` replaces the store durably and, when
  /// `keepsUndoSnapshot` is on, `previous` (the bytes there now, `nil` for no file) becomes
  /// the undo snapshot after it.
  ///
  /// A snapshot that cannot be prepared (a directory in its place included) stops the change
  /// before the store is touched, as a migration's backup does. When the store itself then cannot be written, the prepared
  /// snapshot is removed and the previous one stays. When the store was replaced but its
  /// snapshot could not take its place, the change stands and `snapshotNotKept` says so.
  func writeStore(_ next: [UInt8], replacing previous: [UInt8]?, owner: FileStatus?)
    throws(StoreError)
  {
    guard keepsUndoSnapshot else { return try writeDurably(next, to: path, owner: owner) }
    // A directory at the snapshot's name would refuse the snapshot's rename only after the
    // store's: found first, the change stops with nothing touched, as git and SQLite would.
    if (try? fileSystem.lstat(undoPath))?.isDirectory == true {
      throw .snapshotNotWritten(
        path: undoPath, SystemCallError("rename", path: undoPath, code: EISDIR), creating: true)
    }
    let snapshot = try prepareSnapshot(of: previous, next: next, owner: owner)
    do throws(StoreError) {
      let temporary = try writeTemporary(next, for: path, owner: owner)
      try install(temporary, at: path)
    } catch {
      try? fileSystem.unlink(snapshot.temporary)
      throw error
    }
    let kept = keepSnapshot(snapshot, of: previous, next: next, owner: owner)
    try syncDirectory(after: path)
    if let kept { throw .snapshotNotKept(path: undoPath, kept) }
  }

  /// The snapshot under a temporary name: a hard link to the store's file when it has exactly
  /// one name, else (or when linking fails) a written copy.
  private func prepareSnapshot(
    of previous: [UInt8]?, next: [UInt8], owner: FileStatus?
  ) throws(StoreError) -> PreparedSnapshot {
    if previous != nil, owner?.links == 1 {
      let temporary = temporaryName()
      if (try? fileSystem.link(path, temporary)) != nil {
        return PreparedSnapshot(temporary: temporary, linked: true)
      }
    }
    do {
      let copy = try writeTemporary(
        Self.snapshotCopy(of: previous, fingerprint: Self.fingerprint(next)), for: undoPath,
        owner: owner)
      return PreparedSnapshot(temporary: copy, linked: false)
    } catch {
      switch error {
      case .cannotCreate(_, let failure):
        throw .snapshotNotWritten(path: undoPath, failure, creating: true)
      case .writeFailed(_, let failure):
        throw .snapshotNotWritten(path: undoPath, failure, creating: false)
      default: throw error
      }
    }
  }

  /// After the store's rename: the prepared snapshot gets its trailer (a linked one) and takes
  /// the undo snapshot's place. Returns the failure, if any; the prepared file is then removed
  /// and the previous snapshot stays where it was.
  private func keepSnapshot(
    _ snapshot: PreparedSnapshot, of previous: [UInt8]?, next: [UInt8], owner: FileStatus?
  ) -> SystemCallError? {
    var source = snapshot.temporary
    do throws(SystemCallError) {
      if snapshot.linked, try !appendTrailer(Self.wordFingerprint(next), to: snapshot.temporary) {
        // Another name appeared for the old file meanwhile: leave it alone, write a copy.
        try? fileSystem.unlink(snapshot.temporary)
        do {
          source = try writeTemporary(
            Self.snapshotCopy(of: previous, fingerprint: Self.fingerprint(next)), for: undoPath,
            owner: owner)
        } catch {
          switch error {
          case .cannotCreate(_, let failure), .writeFailed(_, let failure): return failure
          default: return SystemCallError("write", path: undoPath, code: EIO)
          }
        }
      }
      try fileSystem.rename(source, undoPath)
      return nil
    } catch {
      try? fileSystem.unlink(source)
      return error
    }
  }

  /// Appends the trailer to the store's old file, now only the snapshot's temporary name;
  /// `false` (nothing written) when the file has another name too. Not synced on its own: the
  /// directory sync after the renames follows, and a trailer lost with the machine only makes
  /// `undo` refuse the snapshot, never restore a wrong one.
  private func appendTrailer(_ fingerprint: String, to temporary: String) throws(SystemCallError)
    -> Bool
  {
    let descriptor = try fileSystem.open(temporary, O_WRONLY | O_APPEND | O_NOFOLLOW, 0)
    defer { fileSystem.close(descriptor) }
    guard try fileSystem.fstat(descriptor).links == 1 else { return false }
    // The store's old mode may have been wider (a umask of 022): a snapshot is private.
    try fileSystem.fchmod(descriptor, 0o600)
    try fileSystem.write(descriptor, Array((Self.undoTrailerPrefix + fingerprint + "\n").utf8))
    return true
  }

  /// A snapshot written out: the header, then the previous bytes.
  static func snapshotCopy(of previous: [UInt8]?, fingerprint: String) -> [UInt8] {
    let header =
      undoHeaderPrefix + fingerprint + (previous == nil ? " absent\n" : " present\n")
    return Array(header.utf8) + (previous ?? [])
  }
}
