import DataSource

/// Why a batch run ended before the end of its input.
public enum BatchError: Error, Sendable, Equatable {
  /// Which of the two measures a column holds.
  public enum Role: String, Sendable, Equatable {
    case weight
    case height
  }

  case cannotOpen(path: String, ByteStreamError)
  case readFailed(ByteStreamError)
  case writeFailed(ByteStreamError)
  /// Not even a header row.
  case emptyInput
  /// `named` is the user's `--weight-column`/`--height-column`, `nil` for the known names.
  case columnNotFound(Role, named: String?, available: [String])
  /// The user's `--<role>-column` name is not in the header.
  case personColumnNotFound(PersonColumnRole, named: String, available: [String])
  /// A birth date column but nothing saying when each row was measured.
  case bornWithoutMeasurementDate(column: String)
  /// A column of each row's age unit (the WHO igrowup's `ageunit`, days or months) beside the
  /// age read by its default name: bmi reads an age column in one unit.
  case ageUnitColumn(String, age: String)
  case malformedHeader(CSVProblem)
  /// The first bad row, when bad rows are not skipped.
  case badRow(BatchRowError)
  /// A row that starts on `line` reaches `limit` bytes without ending (`/dev/zero`, a binary
  /// file, a quote never closed): reading on would take memory without bound, and no row
  /// after it can be found reliably, so the run stops even when bad rows are skipped.
  case rowTooLong(line: Int, limit: Int)
  /// The `bytes` a window of rows or the reference tables need could not be had (`ulimit
  /// -v`): the run ends with one line and 74, not the runtime's trap.
  case outOfMemory(bytes: Int)
  /// CSV input (the default) whose first byte is `{`: NDJSON without `--input-format ndjson`.
  case ndjsonReadAsCSV
}
