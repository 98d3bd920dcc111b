import DataSource

/// Why an import file was refused. Nothing is written when any row is bad.
public enum ImportFailure: Error, Sendable, Equatable {
  case fileMissing(path: String)
  case unreadable(path: String, SystemCallError)
  case standardInputUnreadable
  /// The input holds more than `limit` bytes (`ImportReader.maximumBytes`).
  case tooLarge(limit: Int)
  case empty
  case json(JSONError)
  case newerSchema(found: Int)
  case csv(CSVReader.Failure)
  /// The header has no column for `wanted` (`date` or `weight`).
  case missingColumn(wanted: String, header: [String])
  /// A bad value: `line` of the file, `column` 1-based, `name` the header of that column.
  case row(line: Int, column: Int, name: String, RowProblem)
  /// A profile the store does not have yet, without a height in the file to create it.
  case newProfileWithoutHeight(name: String, line: Int?)
  /// `--profile` named a profile the file does not have.
  case profileNotInFile(name: String, available: [String])
}

/// What is wrong with one value of an import row.
public enum RowProblem: Sendable, Equatable {
  case badDate(String)
  case badWeight(String, QuantityError)
  /// A bare number while neither the header nor `--units` says kg or lb.
  case weightNeedsUnit(String)
  case badHeight(String, QuantityError)
  case badWaist(String, QuantityError)
  case badChoice(String, expected: [String])
  case badProfileName(String, ProfileNameProblem)
  /// The row has fewer fields than the header.
  case missingField
}
