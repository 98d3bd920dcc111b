/// Why the store could not be read or changed. Whatever the case, the store file's bytes are
/// as they were before the command ran.
public enum StoreError: Error, Sendable, Equatable {
  /// The file exists but could not be opened or read.
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
}
