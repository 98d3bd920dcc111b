/// How a batch run went: rows read, written and skipped, and how it ended.
public struct BatchSummary: Sendable, Equatable {
  /// Rows read and written as last reported (`BatchEvent.rowsProcessed`).
  public var rowsRead: Int
  public var rowsWritten: Int
  public var rowsSkipped: Int
  /// Why the run stopped before the end of its input; `nil` when it did not.
  public var failure: BatchError?
  /// The reader of the output went away (`| head`): the run stopped early, and quietly.
  public var outputClosed: Bool

  public init(
    rowsRead: Int = 0, rowsWritten: Int = 0, rowsSkipped: Int = 0, failure: BatchError? = nil,
    outputClosed: Bool = false
  ) {
    self.rowsRead = rowsRead
    self.rowsWritten = rowsWritten
    self.rowsSkipped = rowsSkipped
    self.failure = failure
    self.outputClosed = outputClosed
  }

  /// The counts after `event`: the one rule by which the engine and `BatchStore` both count.
  public mutating func record(_ event: BatchEvent) {
    switch event {
    case .rowsProcessed(let read, let written):
      rowsRead = read
      rowsWritten = written
    case .rowRejected:
      rowsSkipped += 1
    case .whoColumnsWithoutAge:
      break
    }
  }
}
