import Model

/// `bmi profile show [NAME]`: a profile's details and latest weigh-in.
struct ProfileShowCommand: Command {
  static let spec = CommandSpec(
    path: ["profile", "show"],
    summary: "Show a profile's details and latest weigh-in.",
    arguments: [
      ArgumentSpec(
        "NAME", kind: .profile, help: "The profile (default: the default one).", optional: true)
    ],
    // `--profile NAME` as every tracking command takes it, beside the positional name.
    options: [TrackingOptions.profile] + OutputFormat.options(OutputFormat.rows),
    examples: ["bmi profile show", "bmi profile show bob --json", "bmi profile show --profile bob"]
  )

  let name: String?
  let format: OutputFormat

  init(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    let named = arguments.value(TrackingOptions.profile)
    if let named, let positional = arguments.positionals.first, positional != named {
      throw .usage("two profiles named: '\(positional)' and --profile '\(named)'; give one")
    }
    name = named ?? arguments.positionals.first
    format = OutputFormat(arguments)
  }

  func run(_ context: CommandContext) async throws(CommandLineError) {
    let store = ProfilesStore(
      dependencies: context.dependencies, location: try context.requireStoreLocation())
    await store.send(.profileShowCommandReceived(name: name))
    if let failure = store.failure { throw failure.commandLineError(command: Self.spec.name) }
    guard let summary = store.summaries.first else { return }
    context.emit(
      records: format == .text
        ? ProfileRenderer.card(summary)
        : RecordOutput.single(ProfileRenderer.record(summary), format: format), format: format)
  }
}
