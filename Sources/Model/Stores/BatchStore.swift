import DataSource

/// The state of one batch run of `bmi calc --input`: rows read, written and skipped, and
/// how the run ended. The rows themselves stream from input to output and are never kept.
@MainActor
public final class BatchStore: Composable {
  public private(set) var rowsRead: Int
  public private(set) var rowsWritten: Int
  public private(set) var rowsSkipped: Int
  /// Why the run stopped before the end of its input; `nil` when it did not.
  public private(set) var failure: BatchError?
  /// The reader of the output went away (`| head`): the run stopped early, and quietly.
  public private(set) var outputClosed: Bool
  let byteStream: ByteStreamClient
  /// Bytes asked of each `read`, and bytes of output gathered before each `write`.
  let chunkSize: Int
  /// The longest row read: the input buffer never grows past it.
  let longestRow: Int
  /// Bytes of whole records each of two cores takes at once (`BatchStore+Rounds`); `nil`
  /// runs every row on one core.
  let sliceSize: Int?
  public let action: (Action) async -> Void

  public init(
    dependencies: AppDependencies,
    rowsRead: Int = 0,
    rowsWritten: Int = 0,
    rowsSkipped: Int = 0,
    failure: BatchError? = nil,
    outputClosed: Bool = false,
    chunkSize: Int = 1 << 18,
    longestRow: Int = 1 << 24,
    sliceSize: Int? = nil,
    action: @escaping (Action) async -> Void = { _ in }
  ) {
    self.rowsRead = rowsRead
    self.rowsWritten = rowsWritten
    self.rowsSkipped = rowsSkipped
    self.failure = failure
    self.outputClosed = outputClosed
    self.byteStream = dependencies.byteStream
    self.chunkSize = chunkSize
    self.longestRow = longestRow
    // By default a quarter of a window a core, when there is more than one.
    let cores = dependencies.environment.processorCount()
    self.sliceSize = sliceSize ?? (cores > 1 ? max(chunkSize / 4, 1) : nil)
    self.action = action
  }

  public func reduce(_ action: Action) async {
    switch action {
    case .batchCommandReceived(let request):
      await stream(request)
    case .rowsProcessed(let read, let written):
      rowsRead = read
      rowsWritten = written
    case .rowRejected:
      rowsSkipped += 1
    case .streamFailed(let error):
      failure = error
    case .outputClosed:
      outputClosed = true
    }
  }

  public enum Action: Sendable {
    case batchCommandReceived(BatchRequest)
    /// After each window of input: the running totals, for a progress display.
    case rowsProcessed(read: Int, written: Int)
    /// A bad row was left out (with `skipsInvalidRows`); the run goes on.
    case rowRejected(BatchRowError)
    case streamFailed(BatchError)
    case outputClosed
  }
}
