import Model

/// `bmi profile remove NAME`: deletes a profile and its weigh-ins, after a confirmation.
struct ProfileRemoveCommand: Command {
  static let spec = CommandSpec(
    path: ["profile", "remove"],
    summary: "Remove a profile and all its weigh-ins.",
    discussion:
      "'bmi undo' right after brings it back (one level; export first to keep a copy). When the default profile is removed and one profile is left, that one becomes the default. At a terminal, bmi asks for confirmation; elsewhere, such as in a script, --force is required: without it nothing is removed and the exit status is 1, a removal declined (see 'bmi help exit-codes').",
    arguments: [ArgumentSpec("NAME", kind: .profile, help: "The profile.")],
    options: [force] + OutputFormat.options(OutputFormat.rows),
    examples: ["bmi profile remove bob", "bmi profile remove bob --force"]
  )

  static let force = OptionSpec.flag("force", short: "f", help: "Remove without asking.")

  let name: String
  let force: Bool
  let format: OutputFormat

  init(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    name = arguments.positionals[0]
    force = arguments.has(Self.force)
    format = OutputFormat(arguments)
    let console = context.dependencies.console
    // No one can answer the prompt: the removal is declined (1), as a "no" at the prompt is.
    if !force, !console.isInputTerminal() {
      throw CommandLineError(
        .nothingToShow,
        "refusing to remove profile '\(name)' without confirmation; pass --force to remove it and all its weigh-ins"
      )
    }
  }

  func run(_ context: CommandContext) async throws(CommandLineError) {
    let location = try context.requireStoreLocation()
    if !force {
      // The prompt goes to stderr even with --quiet: the user must see what they answer.
      let console = context.dependencies.console
      console.write(.error, "Remove profile '\(name)' and all its weigh-ins? [y/N] ")
      // A failure of standard output is reported when the command ends.
      try? console.flush()
      let answer = (console.readLine() ?? "").lowercased()
      guard answer == "y" || answer == "yes" else {
        throw CommandLineError(.nothingToShow, "profile '\(name)' was not removed")
      }
    }
    let store = ProfilesStore(dependencies: context.dependencies, location: location)
    await store.send(.profileRemoveCommandReceived(name: name))
    if let failure = store.failure { throw failure.commandLineError(command: Self.spec.name) }
    context.inform(store.migration)
    context.saved.record("the removal of \(name)")
    if case .removed(let entries, let wasDefault, let newDefault) = store.change {
      let count = entries == 1 ? "1 weigh-in" : "\(entries) weigh-ins"
      context.inform("Removed profile \(name) and its \(count).\n")
      if let newDefault {
        context.inform("\(newDefault), the one profile left, is now the default profile.\n")
      } else if wasDefault {
        context.inform("There is no default profile now; choose one with 'bmi profile use NAME'.\n")
      }
    }
    if let summary = store.summaries.first {
      context.emit(
        records: RecordOutput.single(ProfileRenderer.record(summary), format: format),
        format: format)
    }
  }
}
