import Model

/// `bmi profile list`: every profile with its latest weigh-in.
struct ProfileListCommand: Command {
  static let spec = CommandSpec(
    path: ["profile", "list"],
    summary: "List the profiles; * marks the default one.",
    discussion: "--format value prints the names alone, one per line (for scripts and completion).",
    options: OutputFormat.options(OutputFormat.rows + [.value]),
    examples: [
      "bmi profile list", "bmi profile list --format csv", "bmi profile list --format value",
    ]
  )

  let format: OutputFormat

  init(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    format = OutputFormat(arguments)
  }

  func run(_ context: CommandContext) async throws(CommandLineError) {
    let store = ProfilesStore(
      dependencies: context.dependencies, location: try context.requireStoreLocation())
    await store.send(.profileListCommandReceived)
    if let failure = store.failure { throw failure.commandLineError(command: Self.spec.name) }
    if format == .value {
      context.emit(store.summaries.map { $0.profile.name + "\n" }.joined())
      return
    }
    guard format == .text else {
      let records = store.summaries.map(ProfileRenderer.record)
      context.emit(
        records: RecordOutput.list(records, of: .profile, format: format), format: format)
      return
    }
    if store.summaries.isEmpty {
      context.inform("No profiles yet; create one with 'bmi profile save NAME --height H'.\n")
    } else {
      context.emit(ProfileRenderer.table(store.summaries))
    }
  }
}
