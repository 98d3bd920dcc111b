#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `undo`: the snapshot read as the store is (no link followed, its owner and modes checked,
/// its fingerprint matched against the store), then restored under the lock and removed.
/// How the snapshot is kept: `StoreRepository+Undo.swift`.
extension StoreRepository {
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
      // Undo writes the store as every change does: through the rules of a write.
      if let document = before, let rule = StoreDocumentRules.brokenWriteRule(in: document) {
        throw .unusableSnapshot(path: undoPath, .breaksRule(rule))
      }
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
  static func trailedSnapshot(_ bytes: [UInt8]) -> (
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
