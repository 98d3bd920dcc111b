import DataSource
import Model

/// `bmi stats --by week|month|year`: weigh-ins summarised per period.
struct StatsCommand: Command {
  static let byOption = OptionSpec.value(
    "by", "PERIOD", kind: .choice(StatsPeriod.allCases.map(\.rawValue)),
    help: "The period to group by.", default: StatsPeriod.month.rawValue)
  static let sinceOption = OptionSpec.value(
    "since", "DATE", kind: .date,
    help: "Only weigh-ins on or after this date: \(DateText.forms).")
  static let untilOption = OptionSpec.value(
    "until", "DATE", kind: .date, help: "Only weigh-ins on or before this date.")

  static let spec = CommandSpec(
    path: ["stats"],
    summary: "Summarise weigh-ins per week, month or year: count, mean, min, max, change.",
    discussion:
      "One row per period with a weigh-in: how many, their mean, lowest and highest, the change from the period's first weigh-in to its last (0 with one), and the BMI at the mean. Weeks are ISO 8601 weeks, Monday to Sunday, labelled 2026-W47; a week around New Year can belong to the other year. See 'bmi help tracking'.",
    options: [
      byOption,
      sinceOption,
      untilOption,
      TrackingOptions.profile,
    ] + OutputFormat.options(OutputFormat.rows),
    examples: [
      "bmi stats", "bmi stats --by week --since -90", "bmi stats --by year --format csv",
    ]
  )

  let query: StatsQuery
  let format: OutputFormat

  init(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    query = StatsQuery(
      period: arguments.value(Self.byOption).flatMap(StatsPeriod.init(rawValue:)) ?? .month,
      since: try TrackingOptions.date(arguments, Self.sinceOption, context: context),
      until: try TrackingOptions.date(arguments, Self.untilOption, context: context),
      profile: arguments.value(TrackingOptions.profile))
    format = OutputFormat(arguments)
  }

  func run(_ context: CommandContext) async throws(CommandLineError) {
    let store = WeightLogStore(
      dependencies: context.dependencies, location: try context.requireStoreLocation())
    await store.send(.statsCommandReceived(query))
    if let failure = store.failure {
      // A list prints its empty form when there is nothing in it, a store of no profiles too.
      if case .noProfiles = failure, format != .text {
        context.emit(records: RecordOutput.list([], of: .stats, format: format), format: format)
      }
      throw failure.commandLineError(command: Self.spec.name)
    }
    guard let profile = store.profile else { return }
    if format != .text {
      let records = store.periods.map(StatsRenderer.record)
      context.emit(records: RecordOutput.list(records, of: .stats, format: format), format: format)
    } else if !store.periods.isEmpty {
      context.emit(StatsRenderer(profile: profile).table(store.periods))
    }
    // Nothing to show is status 1 in every command (see ExitStatus), whatever the format.
    if store.periods.isEmpty {
      throw CommandLineError(.nothingToShow, "no weigh-ins for \(profile.name) to summarise")
    }
  }
}
