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
  /// A snapshot that cannot be prepared stops the change before the store is touched, as a
  /// migration's backup does. When the store itself then cannot be written, the prepared
  /// snapshot is removed and the previous one stays. When the store was replaced but its
  /// snapshot could not take its place, the change stands and `snapshotNotKept` says so.
  func writeStore(_ next: [UInt8], replacing previous: [UInt8]?, owner: FileStatus?)
    throws(StoreError)
  {
    guard keepsUndoSnapshot else { return try writeDurably(next, to: path, owner: owner) }
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

  /// Puts the store back as it was before the last change, under the lock.
  public func undo() throws(UndoError) -> UndoOutcome {
    let store: StoreRepository
    if let changeRefusal { throw .store(changeRefusal) }
    do {
      store = try resolvingLinks()
    } catch {
      throw .store(error)
    }
    return try store.undoFile()
  }

  private func undoFile() throws(UndoError) -> UndoOutcome {
    let lock: Int32
    let snapshotExists: Bool
    do {
      // A damaged or newer store is reported as every command reports it, before anything.
      if let file = try readFile() { _ = try decode(file.bytes) }
      // Checked before the lock, so that an undo with nothing to undo creates no lock file.
      // `lstat`: a link planted at the snapshot's name is there, and refused when read.
      snapshotExists = (try? fileSystem.lstat(undoPath)) != nil
      lock = snapshotExists ? try acquireLock() : -1
    } catch {
      throw .store(error)
    }
    guard snapshotExists else { throw .nothingToUndo(path: path) }
    defer { fileLock.unlock(lock) }
    let file: (bytes: [UInt8], status: FileStatus)?
    do {
      file = try readFile()
    } catch {
      throw .store(error)
    }
    let snapshot = try readSnapshot(storeOwner: file?.status.owner)
    guard let file,
      (snapshot.wordwise ? Self.wordFingerprint(file.bytes) : Self.fingerprint(file.bytes))
        == snapshot.fingerprint
    else {
      throw .storeChangedSince(path: path)
    }
    let after: StoreDocument
    do {
      after = try decode(file.bytes).document
    } catch {
      throw .store(error)
    }
    var before: StoreDocument?
    if let previous = snapshot.previous {
      before = try decodeSnapshot(previous)
    }
    do throws(StoreError) {
      if let previous = snapshot.previous {
        try writeDurably(previous, to: path, owner: file.status)
      } else {
        do {
          try fileSystem.unlink(path)
        } catch {
          throw StoreError.writeFailed(path: path, error)
        }
      }
    } catch {
      throw .store(error)
    }
    try? fileSystem.unlink(undoPath)
    return UndoOutcome(before: before, after: after)
  }

  /// The undo snapshot's fingerprint and previous bytes (`nil`: there was no store). Opened as
  /// the store is (no link followed, no FIFO waited on, size bounded), and refused unless it
  /// is a regular file of the store's owner (this user's when there is no store) that neither
  /// group nor others may write: the rule for a planted link, for a file another user could
  /// put there to have `undo` write their bytes into the store.
  private func readSnapshot(storeOwner: UInt32?) throws(UndoError) -> (
    fingerprint: String, previous: [UInt8]?, wordwise: Bool
  ) {
    let descriptor: Int32
    do {
      descriptor = try fileSystem.open(undoPath, O_RDONLY | O_NONBLOCK | O_NOFOLLOW, 0)
    } catch {
      if error.isNotFound { throw .nothingToUndo(path: path) }
      if error.code == ELOOP {
        throw .unusableSnapshot(path: undoPath, .notRegularFile(.symbolicLink))
      }
      throw .unusableSnapshot(path: undoPath, .unreadable(error))
    }
    defer { fileSystem.close(descriptor) }
    let status: FileStatus
    do {
      status = try fileSystem.fstat(descriptor)
    } catch {
      throw .unusableSnapshot(path: undoPath, .unreadable(error))
    }
    guard status.kind == .regular else {
      throw .unusableSnapshot(path: undoPath, .notRegularFile(status.kind))
    }
    guard status.owner == storeOwner ?? fileSystem.effectiveUserID(),
      status.permissions & 0o022 == 0
    else {
      throw .unusableSnapshot(
        path: undoPath, .untrusted(owner: status.owner, permissions: status.permissions))
    }
    let bytes: [UInt8]
    do {
      bytes = try fileSystem.read(descriptor, Self.maximumBytes + 80)
    } catch {
      if error.code == EFBIG {
        throw .unusableSnapshot(path: undoPath, .tooLarge(limit: Self.maximumBytes))
      }
      throw .unusableSnapshot(
        path: undoPath, .unreadable(SystemCallError(error.call, path: undoPath, code: error.code)))
    }
    // A written copy starts with its header; a linked snapshot ends with its trailer.
    if !bytes.starts(with: Self.undoHeaderPrefix.utf8), let trailed = Self.trailedSnapshot(bytes) {
      return trailed
    }
    guard let newline = bytes.prefix(80).firstIndex(of: UInt8(ascii: "\n")) else {
      throw .unusableSnapshot(path: undoPath, .notASnapshot)
    }
    let header = String(decoding: bytes[..<newline], as: UTF8.self)
    guard header.hasPrefix(Self.undoHeaderPrefix) else {
      throw .unusableSnapshot(path: undoPath, .notASnapshot)
    }
    let words = header.dropFirst(Self.undoHeaderPrefix.count).split(separator: " ")
    guard words.count == 2, Self.isFingerprint(words[0]) else {
      throw .unusableSnapshot(path: undoPath, .notASnapshot)
    }
    let rest = Array(bytes[(newline + 1)...])
    switch words[1] {
    case "present": return (String(words[0]), rest, false)
    case "absent" where rest.isEmpty: return (String(words[0]), nil, false)
    default: throw .unusableSnapshot(path: undoPath, .notASnapshot)
    }
  }

  /// A linked snapshot: the previous bytes, then `bmi-undo 3 <wordFingerprint>` (or, from an
  /// earlier version, `bmi-undo 2 <FNV-1a fingerprint>`) and a line feed.
  private static func trailedSnapshot(_ bytes: [UInt8]) -> (
    fingerprint: String, previous: [UInt8]?, wordwise: Bool
  )? {
    guard bytes.count > undoTrailerLength, bytes.last == UInt8(ascii: "\n") else { return nil }
    let trailer = String(decoding: bytes.suffix(undoTrailerLength).dropLast(), as: UTF8.self)
    let wordwise = trailer.hasPrefix(undoTrailerPrefix)
    guard wordwise || trailer.hasPrefix(fnvTrailerPrefix) else { return nil }
    let fingerprint = trailer.dropFirst(undoTrailerPrefix.count)
    guard isFingerprint(fingerprint) else { return nil }
    return (String(fingerprint), Array(bytes.dropLast(undoTrailerLength)), wordwise)
  }

  private static func isFingerprint(_ text: Substring) -> Bool {
    text.count == 16 && text.allSatisfy(\.isHexDigit)
  }

  private func decodeSnapshot(_ bytes: [UInt8]) throws(UndoError) -> StoreDocument {
    let decoded: StoreDocumentDecoder.Decoded
    do {
      decoded = try StoreDocumentDecoder.decode(bytes)
    } catch {
      switch error {
      case .malformed(let problem):
        throw .unusableSnapshot(
          path: undoPath,
          .malformed(line: problem.line, column: problem.column, reason: problem.reason))
      case .newerSchema(let found):
        throw .unusableSnapshot(
          path: undoPath,
          .otherSchema(found: found, current: StoreDocument.currentSchemaVersion))
      }
    }
    guard decoded.schemaVersion == StoreDocument.currentSchemaVersion else {
      throw .unusableSnapshot(
        path: undoPath,
        .otherSchema(found: decoded.schemaVersion, current: StoreDocument.currentSchemaVersion))
    }
    return decoded.document
  }
}
