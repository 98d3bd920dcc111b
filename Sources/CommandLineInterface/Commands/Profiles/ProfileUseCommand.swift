import Model

/// `bmi profile use NAME`: the profile commands use when no `--profile` is given.
struct ProfileUseCommand: Command {
  static let spec = CommandSpec(
    path: ["profile", "use"],
    summary: "Make a profile the default one.",
    arguments: [ArgumentSpec("NAME", kind: .profile, help: "The profile.")],
    options: OutputFormat.options(OutputFormat.rows),
    examples: ["bmi profile use bob"]
  )

  let name: String
  let format: OutputFormat

  init(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    name = arguments.positionals[0]
    format = OutputFormat(arguments)
  }

  func run(_ context: CommandContext) async throws(CommandLineError) {
    let store = ProfilesStore(
      dependencies: context.dependencies, location: try context.requireStoreLocation())
    await store.send(.profileUseCommandReceived(name: name))
    if let failure = store.failure { throw failure.commandLineError(command: Self.spec.name) }
    context.inform(store.migration)
    context.saved.record("the default profile")
    if case .madeDefault(let previous) = store.change {
      context.inform(
        previous == name
          ? "\(name) is already the default profile.\n" : "\(name) is now the default profile.\n")
    }
    if let summary = store.summaries.first {
      context.emit(
        records: RecordOutput.single(ProfileRenderer.record(summary), format: format),
        format: format)
    }
  }
}
