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
  /// When set, every `update` fails with this before touching anything (see `StoreError`).
  public let changeRefusal: StoreError?
  let fileSystem: FileSystemClient
  let fileLock: FileLockClient
  /// Whether each change first keeps the document it replaces in `<store>.undo`, for
  /// `undo()` (see StoreRepository+Undo.swift). The app turns it on.
  public var keepsUndoSnapshot = false

  public init(
    path: String, fileSystem: FileSystemClient, fileLock: FileLockClient,
    lockTimeoutSeconds: Double = 5, refusesChangesBecause changeRefusal: StoreError? = nil
  ) {
    self.path = path
    self.fileSystem = fileSystem
    self.fileLock = fileLock
    self.lockTimeoutSeconds = lockTimeoutSeconds
    self.changeRefusal = changeRefusal
  }

  public var lockPath: String { path + ".lock" }

  /// The directory holding the store (`.` for a bare file name).
  public var directory: String { Self.directory(of: path) }

  /// The document as it is now; an empty one when there is no file yet (nothing is created).
  /// A symbolic link at `path` is followed (see `resolvingLinks`).
  public func load() throws(StoreError) -> StoreDocument {
    let store = try resolvingLinks()
    guard let file = try store.readFile() else { return .empty }
    return try store.decode(file.bytes).document
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
    if let changeRefusal { throw changeRefusal }
    return try resolvingLinks().updateFile(change)
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
    // Checked before the lock is taken, so that nothing is created beside a directory, a
    // FIFO or a device, and nothing waits on one.
    guard status.kind == .regular else {
      if status.isDirectory {
        throw .unreadable(path: path, SystemCallError("open", path: path, code: EISDIR))
      }
      throw .notRegularFile(path: path, kind: status.kind)
    }
    return try updateLocked(change, owner: status)
  }

  /// The read-modify-write itself, under the lock. A lock file this run created beside
  /// another user's store (`sudo bmi log`) is given to that user, or they could not lock
  /// their own store afterwards.
  private func updateLocked<Outcome>(
    _ change: (inout StoreDocument) -> Outcome, owner: FileStatus? = nil
  ) throws(StoreError) -> StoreUpdate<Outcome> {
    let lock = try acquireLock()
    defer { fileLock.unlock(lock) }
    if let owner, owner.owner != fileSystem.effectiveUserID() {
      try? fileSystem.fchown(lock, owner.owner, owner.group)
    }
    let file = try readFile()
    let existing = file?.bytes
    var decoded =
      try existing.map(decode)
      ?? .init(document: .empty, schemaVersion: StoreDocument.currentSchemaVersion)
    var document = decoded.document
    let outcome = change(&document)
    guard Self.changed(document, from: decoded.document) else {
      return StoreUpdate(outcome: outcome, written: false)
    }
    // The rules are checked while the document as read is still here: a note over the limit
    // that it held already (an older bmi wrote it) is refused with another way past it.
    if let refusal = refusal(of: document, before: decoded.document) { throw refusal }
    let splices = Self.splices(of: document, from: decoded)
    // The document as read is no longer needed: let it go before the new one is encoded,
    // the peak of a change (`bmi unlog` on a store of a million entries: 248 MB, now 197).
    decoded = .init(document: .empty, schemaVersion: decoded.schemaVersion)
    let next = try checkedBytes(of: document, splicing: splices, from: existing ?? [])
    removeStaleTemporaryFiles()
    var migration: StoreMigration?
    if let existing, decoded.schemaVersion < StoreDocument.currentSchemaVersion {
      let backup = backupPath(for: decoded.schemaVersion)
      try writeBackup(existing, to: backup, owner: file?.status)
      migration = StoreMigration(
        fromVersion: decoded.schemaVersion, toVersion: StoreDocument.currentSchemaVersion,
        backupPath: backup)
    }
    try writeStore(next, replacing: existing, owner: file?.status)
    return StoreUpdate(outcome: outcome, written: true, migration: migration)
  }

  /// Whether `after` differs from `before`: `!=`, after a look at the end of each log. A
  /// weigh-in is most often added or changed at the end, where a difference answers at once;
  /// `!=` alone walked a ten-year log from its first entry to find it.
  static func changed(_ after: StoreDocument, from before: StoreDocument) -> Bool {
    if after.profiles.count == before.profiles.count {
      for (new, old) in zip(after.profiles, before.profiles)
      where new.entries.count != old.entries.count || new.entries.last != old.entries.last {
        return true
      }
    }
    return after != before
  }

  /// What `after` keeps of each log of `before` that was read in the encoder's own text, so
  /// that those entries' bytes are copied rather than written again (`EntryLines`). Only for
  /// a document of the current schema, which is written back as it was read.
  static func splices(of after: StoreDocument, from before: StoreDocumentDecoder.Decoded)
    -> [EntrySplice]
  {
    guard before.schemaVersion == StoreDocument.currentSchemaVersion else { return [] }
    return before.entryLines.compactMap { lines in
      guard let old = before.document.profiles.first(where: { $0.name == lines.profile }),
        let new = after.profiles.first(where: { $0.name == lines.profile })
      else { return nil }
      return EntrySplice.plan(lines, old: old.entries, new: new.entries)
    }
  }

  /// The bytes of `document`, which `refusal(of:before:)` has passed (values through the one
  /// gate, names, order, note length), checked for the size the reader takes: with that,
  /// no change ever writes a store that `bmi` then refuses to read, whatever way a value
  /// came in, and a bad one stops before anything is written. The entries that `splices`
  /// keep are copied from `previous`, the bytes they were read from: the same bytes the
  /// encoder writes for them, and the rules checked every entry of `document`.
  func checkedBytes(
    of document: StoreDocument, splicing splices: [EntrySplice] = [], from previous: [UInt8] = []
  ) throws(StoreError) -> [UInt8] {
    // The encoder's one buffer, and as much again for what the write keeps alive beside it.
    let needed = StoreDocumentEncoder.bytesNeeded(for: document, splicing: splices, from: previous)
    try checkMemory(for: 2 * needed, call: "write")
    let bytes = StoreDocumentEncoder.encode(
      document, splicing: splices, from: previous, capacity: needed)
    guard bytes.count <= Self.maximumBytes else {
      throw .refusedChange(
        path: path,
        rule:
          "\(bytes.count >> 20) MiB of text, more than the \(Self.maximumBytes >> 20) MiB bmi reads"
      )
    }
    return bytes
  }

  /// Why a change to `document` would be refused by the rules every write checks (values,
  /// names, order, note length), or `nil`: what a dry run reports without writing.
  /// `previous`, the document the change was made to, tells a note over the limit that it
  /// held already (an older bmi kept it; any change is refused until it is shortened) from
  /// one the change brings (shortened where it came from).
  public func refusal(of document: StoreDocument, before previous: StoreDocument?) -> StoreError? {
    guard let rule = StoreDocumentRules.brokenWriteRule(in: document) else { return nil }
    // Only when no other rule is broken is the write rule a note's: the first over the limit.
    guard StoreDocumentRules.brokenRule(in: document) == nil,
      let note = StoreDocumentRules.firstOverlongNote(in: document)
    else { return .refusedChange(path: path, rule: rule) }
    // Looked for in every profile: a rename keeps the note under another name.
    let holder = previous?.profiles.first { profile in
      profile.entries.contains { $0.date == note.date && $0.note == note.text }
    }
    return .refusedNote(path: path, rule: rule, date: note.date, storedIn: holder?.name)
  }

  /// A store file of `n` bytes takes about this many times `n` of memory to read, change and
  /// write back: its bytes, the document decoded (entries take more room than their text),
  /// the changed copy and the encoded bytes.
  static let workingMemoryFactor = 5

  /// Below this much, memory is not asked for first: any limit a command can start under
  /// leaves room for it, and the check would cost two system calls on every run.
  static let memoryCheckThreshold = 8 << 20

  /// Refuses work that would need `bytes` of memory this process cannot have (`ulimit -v`),
  /// before any of it is allocated: the allocation would otherwise end the process with the
  /// runtime's trap and a stack trace. The store is untouched; the error is `call` failing
  /// with `ENOMEM`, an I/O error (74) that names the store.
  func checkMemory(for bytes: Int, call: String) throws(StoreError) {
    guard bytes >= Self.memoryCheckThreshold, !fileSystem.canAllocate(bytes) else { return }
    let failure = SystemCallError(call, path: path, code: ENOMEM)
    if call == "read" { throw .unreadable(path: path, failure) }
    throw .writeFailed(path: path, failure)
  }

  /// The most bytes a store may hold: a thousand times ten years of daily weigh-ins, and a
  /// bound on what a hostile file can make `bmi` allocate.
  public static let maximumBytes = 256 << 20

  /// The store's bytes and status, or `nil` when the file does not exist. Opened without
  /// following a link (the path was resolved already: a link swapped in since is refused)
  /// and without blocking (a FIFO would wait for a writer), then checked to be a regular
  /// file before a byte is read.
  func readFile() throws(StoreError) -> (bytes: [UInt8], status: FileStatus)? {
    let descriptor: Int32
    do {
      descriptor = try fileSystem.open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW, 0)
    } catch {
      if error.isNotFound { return nil }
      throw .unreadable(path: path, error)
    }
    defer { fileSystem.close(descriptor) }
    let status: FileStatus
    do {
      status = try fileSystem.fstat(descriptor)
    } catch {
      throw .unreadable(path: path, SystemCallError(error.call, path: path, code: error.code))
    }
    if status.isDirectory {
      throw .unreadable(path: path, SystemCallError("read", path: path, code: EISDIR))
    }
    guard status.kind == .regular else { throw .notRegularFile(path: path, kind: status.kind) }
    guard status.size <= Self.maximumBytes else {
      throw .tooLarge(path: path, limit: Self.maximumBytes)
    }
    try checkMemory(for: status.size * Self.workingMemoryFactor, call: "read")
    do {
      return (try fileSystem.read(descriptor, Self.maximumBytes), status)
    } catch {
      if error.code == EFBIG { throw .tooLarge(path: path, limit: Self.maximumBytes) }
      throw .unreadable(path: path, SystemCallError(error.call, path: path, code: error.code))
    }
  }

  func decode(_ bytes: [UInt8]) throws(StoreError) -> StoreDocumentDecoder.Decoded {
    do {
      // A reader takes no lock: one that opened the store just before a change renamed the
      // new file over it holds the old file, which the change then makes the undo snapshot
      // by appending its trailer. The document it read is whole; the trailer is not its.
      if let untrailed = Self.trailedSnapshot(bytes)?.previous {
        return try StoreDocumentDecoder.decode(untrailed)
      }
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
