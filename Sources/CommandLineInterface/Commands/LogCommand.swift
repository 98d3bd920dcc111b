import DataSource
import Model

/// `bmi log W`: records a weigh-in; a date already logged is replaced.
struct LogCommand: Command {
  static let spec = CommandSpec(
    path: ["log"],
    summary: "Record a weigh-in (one per date; logging a date again replaces it).",
    discussion:
      "A bare number is read in the profile's units unless --units says otherwise. Replacing an entry keeps its note unless --note is given (--note '' removes it). To remove an entry: bmi unlog DATE.",
    arguments: [
      ArgumentSpec(
        "W", kind: .weight, help: "The weight: 70, 70kg, 154lb, 11st2lb or \"11st 2lb\".")
    ],
    options: [
      .value(
        "date", "DATE", kind: .date, help: "The day of the weigh-in, YYYY-MM-DD. Default: today."),
      .value("note", "TEXT", help: "A note kept with the entry."),
      TrackingOptions.profile,
      TrackingOptions.units,
    ] + OutputFormat.options([.text, .json, .csv]),
    examples: [
      "bmi log 70.2",
      "bmi log 154lb --date 2026-01-14 --note 'after holiday'",
      "bmi log 11st 2lb --profile bob",
    ]
  )

  let request: LogRequest
  let format: OutputFormat

  init(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    request = LogRequest(
      weight: arguments.positionals[0], units: TrackingOptions.units(arguments),
      date: try TrackingOptions.date(arguments, "date"), note: arguments.value("note"),
      profile: arguments.value("profile"))
    format = OutputFormat(arguments)
  }

  func run(_ context: CommandContext) async throws(CommandLineError) {
    let store = WeightLogStore(
      dependencies: context.dependencies, location: try context.requireStoreLocation())
    await store.send(.logCommandReceived(request))
    if let failure = store.failure {
      throw failure.commandLineError(command: Self.spec.name, arguments: ["weight"])
    }
    context.inform(store.migration)
    guard let profile = store.profile, let change = store.logged else { return }
    let renderer = EntryRenderer(profile: profile)
    context.inform(renderer.message(change))
    context.emit(RecordOutput.single(renderer.record(change), format: format))
  }
}
