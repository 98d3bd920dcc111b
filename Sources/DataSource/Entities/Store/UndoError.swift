/// Why `bmi undo` restored nothing. In every case the store is as it was.
public enum UndoError: Error, Sendable, Equatable {
  case store(StoreError)
  /// No snapshot beside the store: no change since the last undo, or none ever.
  case nothingToUndo(path: String)
  /// The snapshot file is not one this `bmi` can restore.
  case unusableSnapshot(path: String, UnusableSnapshot)
  /// The store is not the document the snapshot's change wrote: something else changed it
  /// since (or a later change was stopped before it could keep its own snapshot), and
  /// restoring would lose that.
  case storeChangedSince(path: String)
}

/// What is wrong with an undo snapshot.
public enum UnusableSnapshot: Sendable, Equatable {
  /// It does not start with the snapshot header (not written by `bmi`, or cut short).
  case notASnapshot
  /// The document in it does not parse.
  case malformed(line: Int, column: Int, reason: String)
  /// The document in it has another schema version than this `bmi` writes.
  case otherSchema(found: Int, current: Int)
  /// It could not be opened or read.
  case unreadable(SystemCallError)
  /// A symbolic link, a directory, a FIFO, ...: `bmi` keeps its snapshot in a regular file.
  case notRegularFile(FileStatus.Kind)
  /// It belongs to another user than the store's, or group or others may write it: anyone
  /// could have put it there.
  case untrusted(owner: UInt32, permissions: UInt32)
  /// It is larger than any snapshot of a store `bmi` reads.
  case tooLarge(limit: Int)
  /// Its document breaks a rule every change keeps (`StoreDocumentRules.brokenWriteRule`: a
  /// note over the limit): restored, it would refuse every later change.
  case breaksRule(String)
}

/// What `bmi undo` restored: the document before the undone change (`nil` when there was no
/// store then, so undoing removed it) and the one the change had written.
public struct UndoOutcome: Sendable, Equatable {
  public let before: StoreDocument?
  public let after: StoreDocument

  public init(before: StoreDocument?, after: StoreDocument) {
    self.before = before
    self.after = after
  }
}
