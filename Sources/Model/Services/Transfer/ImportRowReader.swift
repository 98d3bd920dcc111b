import DataSource

/// A CSV import file read one row at a time, so that the store can report progress between
/// windows of rows. `finish` gives what the rows read add up to, and may let go of the rows.
protocol ImportRowReader {
  mutating func read(_ row: CSVRow) throws(ImportFailure)
  mutating func finish() -> ImportBatch
  /// The rows not taken so far, by why.
  var skipped: ImportSkips { get }
}

extension ImportRowReader {
  /// A reader that takes every row or refuses the file.
  var skipped: ImportSkips { ImportSkips() }
}
