import DataSource
import Model

/// `bmi trend`: the smoothed weight, its weekly rate, the energy balance and the goal date.
struct TrendCommand: Command {
  static let spec = CommandSpec(
    path: ["trend"],
    summary: "Show the weight trend, weekly rate, energy balance and goal forecast.",
    discussion:
      "The trend is the Hacker's Diet moving average on a daily grid: T1 = W1, Tn = Tn-1 + 0.1 × (Wn − Tn-1); a day without a weigh-in takes the straight line between the weigh-ins either side. The weekly rate is 7 × the least-squares slope of the trend over the last 14 days; the energy balance is that rate at 7716 kcal per kg. With a goal (bmi profile save NAME --goal W), the forecast fits a line to the weigh-ins of the last 28 days and gives the day the trend reaches the goal with a range from the 95% interval of that rate; it needs 5 weigh-ins over 14 days or more, and says the goal is not in reach when the interval includes zero. The trend is \"as of\" the last weigh-in's date; one more than 14 days old also says how many days ago, and gives no goal date. --format value prints the trend weight alone, in the profile's units. See 'bmi help tracking'.",
    options: [TrackingOptions.profile] + OutputFormat.options(OutputFormat.rows + [.value]),
    examples: ["bmi trend", "bmi trend --profile bob --json"]
  )

  let profile: String?
  let format: OutputFormat

  init(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    profile = arguments.value(TrackingOptions.profile)
    format = OutputFormat(arguments)
  }

  func run(_ context: CommandContext) async throws(CommandLineError) {
    let store = WeightLogStore(
      dependencies: context.dependencies, location: try context.requireStoreLocation())
    await store.send(.trendCommandReceived(profile: profile))
    if let failure = store.failure { throw failure.commandLineError(command: Self.spec.name) }
    guard let profile = store.profile, let report = store.trend else { return }
    let renderer = TrendRenderer(profile: profile, report: report)
    switch format {
    case .text: context.emit(renderer.text)
    case .value: context.emit(renderer.value)
    default:
      context.emit(records: RecordOutput.single(renderer.record, format: format), format: format)
    }
  }
}
