/// Why the store could not be read or changed. In every case but `notDurable`, the store
/// file's bytes are as they were before the command ran.
public enum StoreError: Error, Sendable, Equatable {
  /// The file exists but could not be opened or read (or it is a directory).
  case unreadable(path: String, SystemCallError)
  /// The file is not a store document; `line` and `column` are 1-based.
  case malformed(path: String, line: Int, column: Int, reason: String)
  /// Written by a newer `bmi`: this one must not guess at it, let alone overwrite it.
  case newerSchema(path: String, found: Int, supported: Int)
  /// Another process held the lock for the whole timeout.
  case busy(lockPath: String, seconds: Double)
  /// The directory, lock file or temporary file could not be created.
  case cannotCreate(path: String, SystemCallError)
  /// Writing, syncing or renaming failed part-way; the old document is still in place.
  case writeFailed(path: String, SystemCallError)
  /// The store path is a symbolic link (or a chain of them) to `target`, which does not
  /// exist. A store is never created through a dangling link: `bmi` cannot tell whether the
  /// link is stale or its target is on a disk that is not mounted.
  case danglingLink(path: String, target: String)
  /// The store path names something that is not a regular file (a FIFO, a device, a
  /// socket, a directory): nothing is opened for reading, locked or created beside it.
  case notRegularFile(path: String, kind: FileStatus.Kind)
  /// A symbolic link on the way to the store sits in a world-writable sticky directory
  /// (`/tmp`) and belongs to neither this user nor the directory's owner: the kernel's
  /// `protected_symlinks` rule refuses to follow such a link, and so does `bmi`.
  case untrustedLink(path: String, link: String, owner: UInt32)
  /// The file is larger than `limit` bytes, the most a store (or an import) may hold.
  case tooLarge(path: String, limit: Int)
  /// The store belongs to another user and group that this run cannot give the rewritten
  /// file to; writing would take the store away from its owner.
  case foreignOwner(path: String, owner: UInt32, group: UInt32)
  /// `name` (`BMI_STORE`) is set but empty: the store was found by falling back past it,
  /// which is fine for reading, but a change there is refused as a usage error.
  case emptyVariable(name: String)
  /// `name` (`BMI_LOCK_TIMEOUT`) holds `value`, which is not `expected`: a change is refused
  /// as a usage error rather than run with a timeout the user did not ask for.
  case unusableVariable(name: String, value: String, expected: String)
  /// The change would write a document that breaks a rule the reader or a write demands
  /// (`StoreDocumentRules.brokenWriteRule`, or more than `limit` bytes): it was refused
  /// before anything was written, so the store stays one `bmi` can read back.
  case refusedChange(path: String, rule: String)
  /// As `refusedChange`, the rule broken a note over the limit, on `date`. `storedIn`: the
  /// profile that held it before this change (an older `bmi` kept it; a rename may be what
  /// refused it), so every change is refused until it is shortened there; `nil`: the change
  /// brought it.
  case refusedNote(path: String, rule: String, date: LocalDate, storedIn: String?)
  /// The undo snapshot of the change could not be written (`creating`: its file could not
  /// be made), so the change was not made: the store and the previous snapshot are as they
  /// were.
  case snapshotNotWritten(path: String, SystemCallError, creating: Bool)
  /// The change is in place, but its undo snapshot could not take the previous one's place
  /// (`path` is the snapshot's): `undo` will refuse rather than undo this change.
  case snapshotNotKept(path: String, SystemCallError)
  /// The new document replaced the old one, but syncing the directory afterwards failed: the
  /// change is in place, yet a crash before the system writes the directory could undo it.
  case notDurable(path: String, SystemCallError)
}
