import DataSource

/// The row count of a long batch run, redrawn in place on a terminal's stderr.
@MainActor
final class BatchProgress {
  /// Rows between redraws; the first shows once this many are done.
  static let step = 100_000

  private let console: ConsoleClient
  private let isShown: Bool
  private var shownUpTo = 0

  init(console: ConsoleClient, isShown: Bool) {
    self.console = console
    self.isShown = isShown
  }

  func update(rows: Int) {
    guard isShown, rows / Self.step > shownUpTo / Self.step else { return }
    shownUpTo = rows
    console.write(.error, "\rbmi: \(rows) rows read…")
  }

  /// What erases the progress line before anything else is printed; empty if none is shown.
  var clearing: String {
    guard shownUpTo > 0 else { return "" }
    shownUpTo = 0
    return "\r\u{1B}[K"
  }
}
