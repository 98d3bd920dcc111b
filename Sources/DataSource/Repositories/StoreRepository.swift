#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The JSON-file store of every profile: the only code that reads or writes it.
///
/// Reads take no lock: the file is only ever replaced whole by `rename`, so a reader sees the
/// old document or the new one. Changes hold an exclusive `flock` on `<store>.lock` (a
/// separate file, since each rename gives the store a new inode) from the read to the rename,
/// so concurrent runs never lose each other's updates. A document that does not parse, or
/// that a newer `bmi` wrote, is never overwritten. A symbolic link at the path is followed to
/// the file it names, which is what gets replaced; the link itself is never touched.
public struct StoreRepository: Sendable {
  public let path: String
  public let lockTimeoutSeconds: Double
  let fileSystem: FileSystemClient
  let fileLock: FileLockClient
  /// Whether each change first keeps the document it replaces in `<store>.undo`, for
  /// `undo()` (see StoreRepository+Undo.swift). The app turns it on.
  public var keepsUndoSnapshot = false

  public init(
    path: String, fileSystem: FileSystemClient, fileLock: FileLockClient,
    lockTimeoutSeconds: Double = 5
  ) {
    self.path = path
    self.fileSystem = fileSystem
    self.fileLock = fileLock
    self.lockTimeoutSeconds = lockTimeoutSeconds
  }

  public var lockPath: String { path + ".lock" }

  /// The directory holding the store (`.` for a bare file name).
  public var directory: String { Self.directory(of: path) }

  /// The document as it is now; an empty one when there is no file yet (nothing is created).
  /// A symbolic link at `path` is followed (see `resolvingLinks`).
  public func load() throws(StoreError) -> StoreDocument {
    let store = try resolvingLinks()
    guard let bytes = try store.readBytes() else { return .empty }
    return try store.decode(bytes).document
  }

  /// Applies `change` to the stored document under the lock and writes the result durably,
  /// unless `change` left the document as it was.
  ///
  /// `change` must depend on nothing but the document it is given: when there is no store
  /// yet, it also runs once on an empty document first, so that a command that changes
  /// nothing creates no directory and no lock file.
  ///
  /// When `path` is a symbolic link, the file it finally names is replaced and the link stays
  /// as it is; the lock, temporary file and any backup go beside that file.
  public func update<Outcome>(_ change: (inout StoreDocument) -> Outcome) throws(StoreError)
    -> StoreUpdate<Outcome>
  {
    try resolvingLinks().updateFile(change)
  }

  /// `update` on `path` itself, which is not a symbolic link.
  private func updateFile<Outcome>(_ change: (inout StoreDocument) -> Outcome)
    throws(StoreError) -> StoreUpdate<Outcome>
  {
    guard let status = try status(of: path) else {
      var document = StoreDocument.empty
      let outcome = change(&document)
      if document == .empty { return StoreUpdate(outcome: outcome, written: false) }
      try createDirectory(directory)
      return try updateLocked(change)
    }
    // Checked before the lock is taken, so that nothing is created beside a directory.
    if status.isDirectory {
      throw .unreadable(path: path, SystemCallError("open", path: path, code: EISDIR))
    }
    return try updateLocked(change)
  }

  /// The read-modify-write itself, under the lock.
  private func updateLocked<Outcome>(_ change: (inout StoreDocument) -> Outcome)
    throws(StoreError) -> StoreUpdate<Outcome>
  {
    let lock = try acquireLock()
    defer { fileLock.unlock(lock) }
    let existing = try readBytes()
    let decoded =
      try existing.map(decode)
      ?? .init(document: .empty, schemaVersion: StoreDocument.currentSchemaVersion)
    var document = decoded.document
    let outcome = change(&document)
    guard document != decoded.document else { return StoreUpdate(outcome: outcome, written: false) }
    removeStaleTemporaryFiles()
    var migration: StoreMigration?
    if let existing, decoded.schemaVersion < StoreDocument.currentSchemaVersion {
      let backup = try backupPath(for: decoded.schemaVersion)
      try writeBackup(existing, to: backup)
      migration = StoreMigration(
        fromVersion: decoded.schemaVersion, toVersion: StoreDocument.currentSchemaVersion,
        backupPath: backup)
    }
    try writeStore(StoreDocumentEncoder.encode(document), replacing: existing)
    return StoreUpdate(outcome: outcome, written: true, migration: migration)
  }

  /// The store's bytes, or `nil` when the file does not exist.
  func readBytes() throws(StoreError) -> [UInt8]? {
    do {
      return try fileSystem.readFile(path)
    } catch {
      if error.call == "open", error.isNotFound { return nil }
      throw .unreadable(path: path, error)
    }
  }

  func decode(_ bytes: [UInt8]) throws(StoreError) -> StoreDocumentDecoder.Decoded {
    do {
      return try StoreDocumentDecoder.decode(bytes)
    } catch {
      switch error {
      case .malformed(let problem):
        throw .malformed(
          path: path, line: problem.line, column: problem.column, reason: problem.reason)
      case .newerSchema(let found):
        throw .newerSchema(
          path: path, found: found, supported: StoreDocument.currentSchemaVersion)
      }
    }
  }

  func acquireLock() throws(StoreError) -> Int32 {
    do {
      return try fileLock.flock(lockPath, lockTimeoutSeconds)
    } catch {
      switch error {
      case .timedOut: throw .busy(lockPath: lockPath, seconds: lockTimeoutSeconds)
      case .system(let failure): throw .cannotCreate(path: lockPath, failure)
      }
    }
  }
}
