import DataSource
import Model

/// `bmi history`: the weigh-ins with their trend, BMI and class.
struct HistoryCommand: Command {
  static let lastOption = OptionSpec.value(
    "last", "N", kind: .number, help: "Only the last N of those weigh-ins.")
  static let reverseOption = OptionSpec.flag(
    "reverse", help: "Newest first (after --last has chosen the rows).")
  static let sinceOption = OptionSpec.value(
    "since", "DATE", kind: .date, help: "Only weigh-ins on or after this date.")
  static let untilOption = OptionSpec.value(
    "until", "DATE", kind: .date, help: "Only weigh-ins on or before this date.")

  static let spec = CommandSpec(
    path: ["history"],
    summary: "List weigh-ins with their trend, BMI and category, and waists.",
    discussion:
      "The trend is the Hacker's Diet moving average (see 'bmi trend'), computed over the whole log, so a filtered list shows the same trend values. The HEIGHT column (when a height was ever logged) shows the height logged that day, or in parentheses the one a weigh-in's BMI was worked out with (another day's, or the profile's; see 'bmi help tracking'), so every BMI in the table can be worked out from its row.",
    options: [
      sinceOption,
      untilOption,
      lastOption,
      reverseOption,
      TrackingOptions.profile,
    ] + OutputFormat.options(OutputFormat.rows),
    examples: [
      "bmi history --last 14",
      "bmi history --reverse --since -30",
      "bmi history --since 2026-01-01 --format csv > january.csv",
    ]
  )

  let query: HistoryQuery
  let format: OutputFormat
  let newestFirst: Bool

  init(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    var last: Int?
    if let text = arguments.value(Self.lastOption) {
      guard let count = Int(text), count > 0 else {
        throw .usage("invalid --last '\(text)': expected a whole number above zero")
      }
      last = count
    }
    query = HistoryQuery(
      profile: arguments.value(TrackingOptions.profile),
      since: try TrackingOptions.date(arguments, Self.sinceOption, context: context),
      until: try TrackingOptions.date(arguments, Self.untilOption, context: context), last: last)
    format = OutputFormat(arguments)
    newestFirst = arguments.has(Self.reverseOption)
  }

  func run(_ context: CommandContext) async throws(CommandLineError) {
    let store = WeightLogStore(
      dependencies: context.dependencies, location: try context.requireStoreLocation())
    await store.send(.historyCommandReceived(query))
    if let failure = store.failure {
      // A list prints its empty form when there is nothing in it, a store of no profiles too.
      if case .noProfiles = failure, format != .text {
        RecordStream(fields: RecordKind.history.names, format: format, context: context).finish()
      }
      throw failure.commandLineError(command: Self.spec.name)
    }
    guard let profile = store.profile else { return }
    let rows = newestFirst ? store.history.newestFirst() : store.history
    // Written row by row as each is made: a long log never sits in memory as text.
    if format != .text {
      var output = RecordStream(fields: RecordKind.history.names, format: format, context: context)
      for row in rows where !output.write(HistoryRenderer.record(row)) { break }
      output.finish()
    } else if !rows.isEmpty {
      HistoryRenderer(profile: profile).streamTable(rows) {
        chunk in
        context.emit(chunk)
        return context.outputIsOpen()
      }
    }
    // Nothing to show is status 1 in every command (see ExitStatus), whatever the format.
    if store.history.isEmpty {
      throw CommandLineError(.nothingToShow, "no weigh-ins for \(profile.name) to show")
    }
  }
}
