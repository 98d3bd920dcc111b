import DataSource

/// How far a long command has got (`bmi: 200000 of 250000 rows read…`), redrawn in place on
/// stderr. Batch mode and import share it, and with it the rule for when it shows: only when
/// stderr is a terminal, and never with `--quiet`.
@MainActor
final class ProgressLine {
  /// Rows between redraws; the first shows once this many are done.
  static let step = 100_000

  private let console: ConsoleClient
  private let isShown: Bool
  private var shownUpTo = 0

  init(console: ConsoleClient, isShown: Bool) {
    self.console = console
    self.isShown = isShown
  }

  /// Shown on a terminal's stderr only, and not with `--quiet`.
  convenience init(_ context: CommandContext) {
    let console = context.dependencies.console
    self.init(console: console, isShown: !context.isQuiet && console.isatty(.error))
  }

  /// `total`, when known, is shown too; the line only grows, so no redraw needs erasing.
  func update(rows: Int, of total: Int? = nil) {
    guard isShown, rows / Self.step > shownUpTo / Self.step else { return }
    shownUpTo = rows
    let count = total.map { "\(rows) of \($0)" } ?? "\(rows)"
    console.write(.error, "\rbmi: \(count) rows read…")
  }

  /// What erases the progress line before anything else is printed; empty if none is shown.
  var clearing: String {
    guard shownUpTo > 0 else { return "" }
    shownUpTo = 0
    return "\r\u{1B}[K"
  }
}
