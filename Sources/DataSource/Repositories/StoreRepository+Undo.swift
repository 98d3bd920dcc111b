/// One level of undo. Every change first writes `<store>.undo` (0600, atomically, like the
/// store): a header line `bmi-undo 1 <FNV-1a of the new store bytes> present|absent`, then
/// the previous store bytes exactly. `undo` restores those bytes under the lock, only when
/// the store still is what that change wrote, then removes the snapshot: a second undo
/// finds nothing to undo rather than undoing the undo.
extension StoreRepository {
  public var undoPath: String { path + ".undo" }

  static let undoHeaderPrefix = "bmi-undo 1 "

  /// The write path's last step: `next` replaces the store durably, after the snapshot of
  /// `previous` (the bytes there now, `nil` for no file) when `keepsUndoSnapshot` is on.
  ///
  /// A snapshot that cannot be written stops the change before the store is touched, as a
  /// migration's backup does: the store stays as it was. When the store itself then cannot
  /// be written, the snapshot of a change that never happened is removed again.
  func writeStore(_ next: [UInt8], replacing previous: [UInt8]?, owner: FileStatus?)
    throws(StoreError)
  {
    guard keepsUndoSnapshot else { return try writeDurably(next, to: path, owner: owner) }
    let header =
      Self.undoHeaderPrefix + Self.fingerprint(next)
      + (previous == nil ? " absent\n" : " present\n")
    try writeBackup(Array(header.utf8) + (previous ?? []), to: undoPath, owner: owner)
    do throws(StoreError) {
      try writeDurably(next, to: path, owner: owner)
    } catch {
      if case .notDurable = error { throw error }
      try? fileSystem.unlink(undoPath)
      throw error
    }
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
      snapshotExists = try exists(undoPath)
      lock = snapshotExists ? try acquireLock() : -1
    } catch {
      throw .store(error)
    }
    guard snapshotExists else { throw .nothingToUndo(path: path) }
    defer { fileLock.unlock(lock) }
    let snapshot = try readSnapshot()
    let file: (bytes: [UInt8], status: FileStatus)?
    do {
      file = try readFile()
    } catch {
      throw .store(error)
    }
    guard let file, Self.fingerprint(file.bytes) == snapshot.fingerprint else {
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

  private func readSnapshot() throws(UndoError) -> (fingerprint: String, previous: [UInt8]?) {
    // Read as the store is read (no link followed, no FIFO waited on, size bounded).
    let snapshotFile = StoreRepository(
      path: undoPath, fileSystem: fileSystem, fileLock: fileLock,
      lockTimeoutSeconds: lockTimeoutSeconds)
    let read: (bytes: [UInt8], status: FileStatus)?
    do {
      read = try snapshotFile.readFile()
    } catch {
      throw .store(error)
    }
    guard let bytes = read?.bytes else { throw .nothingToUndo(path: path) }
    guard let newline = bytes.prefix(80).firstIndex(of: UInt8(ascii: "\n")) else {
      throw .unusableSnapshot(path: undoPath, .notASnapshot)
    }
    let header = String(decoding: bytes[..<newline], as: UTF8.self)
    guard header.hasPrefix(Self.undoHeaderPrefix) else {
      throw .unusableSnapshot(path: undoPath, .notASnapshot)
    }
    let words = header.dropFirst(Self.undoHeaderPrefix.count).split(separator: " ")
    guard words.count == 2, words[0].count == 16 else {
      throw .unusableSnapshot(path: undoPath, .notASnapshot)
    }
    let rest = Array(bytes[(newline + 1)...])
    switch words[1] {
    case "present": return (String(words[0]), rest)
    case "absent" where rest.isEmpty: return (String(words[0]), nil)
    default: throw .unusableSnapshot(path: undoPath, .notASnapshot)
    }
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

  /// FNV-1a, 64 bits, as 16 hex digits: enough to tell the store a change wrote from any
  /// other (it guards against mistakes, not against an adversary who can write the store).
  static func fingerprint(_ bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
