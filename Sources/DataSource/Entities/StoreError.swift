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
  /// The new document replaced the old one, but syncing the directory afterwards failed: the
  /// change is in place, yet a crash before the system writes the directory could undo it.
  case notDurable(path: String, SystemCallError)
}
