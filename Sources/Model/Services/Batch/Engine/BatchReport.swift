/// One run's reports: each event is counted into the summary and handed to the caller.
@MainActor
final class BatchReport {
  private(set) var summary = BatchSummary()
  private let events: (BatchEvent) async -> Void

  init(events: @escaping (BatchEvent) async -> Void) {
    self.events = events
  }

  func emit(_ event: BatchEvent) async {
    summary.record(event)
    await events(event)
  }

  /// The run ends early: the reader went away.
  func outputClosed() {
    summary.outputClosed = true
  }

  /// The run ends early with `error`.
  func failed(_ error: BatchError) {
    summary.failure = error
  }
}
