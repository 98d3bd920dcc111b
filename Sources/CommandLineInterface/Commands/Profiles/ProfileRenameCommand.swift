import Model

/// `bmi profile rename OLD NEW`: the weigh-ins and the default follow the new name.
struct ProfileRenameCommand: Command {
  static let spec = CommandSpec(
    path: ["profile", "rename"],
    summary: "Rename a profile, keeping its weigh-ins.",
    arguments: [
      ArgumentSpec("OLD", kind: .profile, help: "The profile's name now."),
      ArgumentSpec("NEW", help: "Its new name."),
    ],
    options: OutputFormat.options(OutputFormat.rows),
    examples: ["bmi profile rename ann anne"]
  )

  let old: String
  let new: String
  let format: OutputFormat

  init(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    old = arguments.positionals[0]
    new = arguments.positionals[1]
    format = OutputFormat(arguments)
  }

  func run(_ context: CommandContext) async throws(CommandLineError) {
    let store = ProfilesStore(
      dependencies: context.dependencies, location: try context.requireStoreLocation())
    await store.send(.profileRenameCommandReceived(from: old, to: new))
    if let failure = store.failure { throw failure.commandLineError(command: Self.spec.name) }
    context.inform(store.migration)
    context.saved.record("the rename")
    context.inform("Renamed profile \(old) to \(new).\n")
    if let summary = store.summaries.first {
      context.emit(
        records: RecordOutput.single(ProfileRenderer.record(summary), format: format),
        format: format)
    }
  }
}
