import DataSource

/// A CSV import file read one row at a time, so that the store can report progress between
/// windows of rows. `finish` gives what the rows read add up to.
protocol ImportRowReader {
  mutating func read(_ row: CSVRow) throws(ImportFailure)
  func finish() -> ImportBatch
}
