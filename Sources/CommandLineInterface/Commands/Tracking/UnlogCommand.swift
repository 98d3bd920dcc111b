import DataSource
import Model

/// `bmi unlog DATE`: removes the log entry of a date, its weight and waist alike.
struct UnlogCommand: Command {
  static let spec = CommandSpec(
    path: ["unlog"],
    summary: "Remove the log entry (weigh-in and measures) of a date.",
    arguments: [
      ArgumentSpec("DATE", kind: .date, help: "The date of the entry: \(DateText.forms).")
    ],
    options: [TrackingOptions.profile] + OutputFormat.options(OutputFormat.rows),
    examples: ["bmi unlog 2026-01-14", "bmi unlog yesterday", "bmi unlog 2026-01-14 --profile bob"]
  )

  let date: LocalDate
  let profile: String?
  let format: OutputFormat

  init(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    date = try TrackingOptions.date(
      arguments.positionals[0], "DATE", today: context.dependencies.date.today())
    profile = arguments.value(TrackingOptions.profile)
    format = OutputFormat(arguments)
  }

  func run(_ context: CommandContext) async throws(CommandLineError) {
    let store = WeightLogStore(
      dependencies: context.dependencies, location: try context.requireStoreLocation())
    await store.send(.unlogCommandReceived(date: date, profile: profile))
    if let failure = store.failure { throw failure.commandLineError(command: Self.spec.name) }
    context.inform(store.migration)
    guard let profile = store.profile, let entry = store.removed else { return }
    context.saved.record("the removal of \(date)")
    let renderer = EntryRenderer(profile: profile)
    context.inform(renderer.removedMessage(entry))
    // A child's newest height taken away: the profile's height follows the log back.
    if let removed = entry.heightCentimetres,
      let newest = profile.entries.last(where: { $0.heightCentimetres != nil }),
      newest.date < entry.date, newest.heightCentimetres == profile.heightCentimetres,
      removed != profile.heightCentimetres
    {
      let show = MeasureFormatter(system: profile.units ?? .metric)
      context.inform(
        "\(profile.name)'s height is \(show.height(profile.heightCentimetres)) again, the newest logged (\(newest.date)).\n"
      )
    }
    context.emit(
      records: RecordOutput.single(renderer.record(entry, action: "removed"), format: format),
      format: format)
  }
}
