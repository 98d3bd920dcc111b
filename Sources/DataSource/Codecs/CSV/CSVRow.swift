/// One record of a CSV file as text, with the line it starts on so that errors can name it.
public struct CSVRow: Sendable, Equatable {
  /// 1-based line of the file where the row starts.
  public let line: Int
  public let fields: [String]

  public init(line: Int, fields: [String]) {
    self.line = line
    self.fields = fields
  }
}

/// Where a CSV file breaks RFC 4180.
public struct CSVFailure: Error, Sendable, Equatable {
  public let line: Int
  /// 1-based field number in the row.
  public let column: Int
  public let problem: CSVProblem

  public init(line: Int, column: Int, problem: CSVProblem) {
    self.line = line
    self.column = column
    self.problem = problem
  }
}
