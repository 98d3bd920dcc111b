import DataSource

/// Why `bmi store path` or `bmi undo` could not answer.
public enum StoreFileFailure: Error, Sendable, Equatable {
  /// The store's path could not be examined (not "missing": that is an answer).
  case location(TrackingError)
  case undo(UndoError)
}
