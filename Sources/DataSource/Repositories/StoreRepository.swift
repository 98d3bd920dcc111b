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
/// that a newer `bmi` wrote, is never overwritten.
public struct StoreRepository: Sendable {
  public let path: String
  public let lockTimeoutSeconds: Double
  let fileSystem: FileSystemClient
  let fileLock: FileLockClient

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
  public var directory: String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The document as it is now; an empty one when there is no file yet (nothing is created).
  public func load() throws(StoreError) -> StoreDocument {
    guard let bytes = try readBytes() else { return .empty }
    return try decode(bytes).document
  }

  /// Applies `change` to the stored document under the lock and writes the result durably,
  /// unless `change` left the document as it was.
  ///
  /// `change` must depend on nothing but the document it is given: when there is no store
  /// yet, it also runs once on an empty document first, so that a command that changes
  /// nothing creates no directory and no lock file.
  public func update<Outcome>(_ change: (inout StoreDocument) -> Outcome) throws(StoreError)
    -> StoreUpdate<Outcome>
  {
    if try !exists(path) {
      var document = StoreDocument.empty
      let outcome = change(&document)
      if document == .empty { return StoreUpdate(outcome: outcome, written: false) }
      try createDirectory(directory)
    }
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
      try writeDurably(existing, to: backup)
      migration = StoreMigration(
        fromVersion: decoded.schemaVersion, toVersion: StoreDocument.currentSchemaVersion,
        backupPath: backup)
    }
    try writeDurably(StoreDocumentEncoder.encode(document), to: path)
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

  private func acquireLock() throws(StoreError) -> Int32 {
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
