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
