import DataSource

/// How far a batch run has got: the line the next row starts on and the rows so far.
public struct BatchCursor: Sendable, Equatable {
  public var line: Int
  /// Rows read, good and bad (blank lines are not rows).
  public var rows: Int
  /// Rows measured and written.
  public var written: Int

  public init(line: Int, rows: Int = 0, written: Int = 0) {
    self.line = line
    self.rows = rows
    self.written = written
  }
}
