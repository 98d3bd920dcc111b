import DataSource

/// The state of one batch run of `bmi calc --input`: rows read, written and skipped, and
/// how the run ended. The rows themselves stream from input to output through `BatchEngine`
/// and are never kept; this store only reduces what the engine reports.
@MainActor
public final class BatchStore: Composable {
  public private(set) var summary: BatchSummary
  let engine: BatchEngine
  public let action: (Action) async -> Void

  /// `chunkSize`, `longestRow` and `sliceSize` as for `BatchEngine.init`.
  public init(
    dependencies: AppDependencies,
    summary: BatchSummary = BatchSummary(),
    chunkSize: Int = 1 << 18,
    longestRow: Int = 1 << 24,
    sliceSize: Int? = nil,
    action: @escaping (Action) async -> Void = { _ in }
  ) {
    self.summary = summary
    self.engine = BatchEngine(
      dependencies: dependencies, chunkSize: chunkSize, longestRow: longestRow,
      sliceSize: sliceSize)
    self.action = action
  }

  public var rowsRead: Int { summary.rowsRead }
  public var rowsWritten: Int { summary.rowsWritten }
  public var rowsSkipped: Int { summary.rowsSkipped }
  /// Why the run stopped before the end of its input; `nil` when it did not.
  public var failure: BatchError? { summary.failure }
  /// The reader of the output went away (`| head`): the run stopped early, and quietly.
  public var outputClosed: Bool { summary.outputClosed }

  /// The run's events are reduced here as they come and handed to the parent through
  /// `action`; `send` is never re-entered, so one reduce never runs inside another.
  public func reduce(_ action: Action) async {
    switch action {
    case .batchCommandReceived(let request):
      let ended = await engine.run(request) { event in
        self.summary.record(event)
        await self.action(.engineReported(event))
      }
      summary = ended
      await self.action(.runEnded(ended))
    case .engineReported(let event):
      summary.record(event)
    case .runEnded(let ended):
      summary = ended
    }
  }

  public enum Action: Sendable {
    case batchCommandReceived(BatchRequest)
    /// Progress or a bad row left out, as the run goes.
    case engineReported(BatchEvent)
    /// The run is over: its totals, and why it stopped early if it did.
    case runEnded(BatchSummary)
  }
}
