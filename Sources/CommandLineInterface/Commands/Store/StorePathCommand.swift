import Model

/// `bmi store path`: where the store file is, and what chose that place.
struct StorePathCommand: Command {
  static let spec = CommandSpec(
    path: ["store", "path"],
    summary: "Print the path of the store file.",
    discussion:
      "The store is --store PATH if given, else $BMI_STORE, else $XDG_DATA_HOME/bmi/store.json when XDG_DATA_HOME is an absolute path, else ~/.local/share/bmi/store.json. Text and --format value print the path alone.",
    options: OutputFormat.options(OutputFormat.rows + [.value]),
    examples: ["bmi store path", "BMI_STORE=/tmp/try.json bmi store path --json"]
  )

  let format: OutputFormat

  init(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    format = OutputFormat(arguments)
  }

  func run(_ context: CommandContext) async throws(CommandLineError) {
    let location = try context.requireStoreLocation()
    let store = StoreFileStore(dependencies: context.dependencies, location: location)
    await store.send(.storePathCommandReceived)
    if let failure = store.failure { throw failure.commandLineError(command: Self.spec.name) }
    let source: String
    switch location.source {
    case .option: source = "option"
    case .environment: source = "BMI_STORE"
    case .dataHome: source = "XDG_DATA_HOME"
    case .home: source = "HOME"
    }
    guard format != .text, format != .value else {
      // A path is the user's text: on a terminal its control characters are shown, not run.
      context.emit(records: location.path + "\n", format: .csv)
      return
    }
    let record = Record(
      .storePath,
      [
        "path": .string(location.path), "source": .string(source),
        "exists": .bool(store.exists ?? false),
      ])
    context.emit(records: RecordOutput.single(record, format: format), format: format)
  }
}
