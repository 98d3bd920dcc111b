import DataSource

/// The two shapes of data the batch mode reads and writes.
public enum BatchFormat: String, Sendable, CaseIterable {
  /// RFC 4180 with a header row.
  case csv
  /// One JSON object per line.
  case ndjson
}
