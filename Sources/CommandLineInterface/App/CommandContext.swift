import Model

/// What a running command needs from its surroundings: the clients and the global options.
@MainActor
public struct CommandContext {
  public let dependencies: AppDependencies
  /// `--quiet`: only data is printed.
  public let isQuiet: Bool
  /// Colour for text on stdout, per `--color` and the terminal.
  public let style: TerminalStyle
  /// `--store PATH`, when given.
  public let storeOption: String?
  /// What this run has saved in the store so far.
  public let saved: SavedChange

  public init(
    dependencies: AppDependencies, isQuiet: Bool,
    style: TerminalStyle = TerminalStyle(isEnabled: false),
    storeOption: String? = nil, saved: SavedChange = SavedChange()
  ) {
    self.dependencies = dependencies
    self.isQuiet = isQuiet
    self.style = style
    self.storeOption = storeOption
    self.saved = saved
  }

  /// The global options of a parsed command line, applied to these dependencies.
  public init(dependencies: AppDependencies, arguments: ParsedArguments) {
    let style = TerminalStyle.resolve(
      choice: arguments.value(GlobalOptions.color),
      environment: dependencies.environment.getenv,
      outputIsTerminal: dependencies.console.isatty(.output))
    self.init(
      dependencies: dependencies, isQuiet: arguments.has(GlobalOptions.quiet), style: style,
      storeOption: arguments.value(GlobalOptions.store))
  }

  /// Where the store is, or `nil` when neither `--store` nor the environment says.
  public var storeLocation: StoreLocation? {
    StoreLocator(dependencies: dependencies).locate(option: storeOption)
  }

  /// Where the store is, for commands that cannot run without it.
  public func requireStoreLocation() throws(CommandLineError) -> StoreLocation {
    guard let location = storeLocation else {
      throw TrackingError.storeLocationUnknown.commandLineError(command: "")
    }
    return location
  }

  /// Data, for people or scripts: always on stdout.
  public func emit(_ text: String) {
    dependencies.console.write(.output, text)
  }

  /// Records for scripts in `format`. On a terminal nothing in them reaches it raw: a CSV
  /// cell holds text as stored, so its control and format characters (an escape sequence, a
  /// right-to-left override in a note) are shown as `\u{…}`; JSON and NDJSON escape control
  /// characters themselves, and format characters there become `\uXXXX` escapes, which read
  /// back as the same text. A file or a pipe gets the data exactly.
  public func emit(records text: String, format: OutputFormat) {
    guard dependencies.console.isatty(.output) else { return emit(text) }
    switch format {
    case .csv: emit(TerminalText.escapedLines(text))
    case .json, .ndjson: emit(TerminalText.jsonEscaped(text))
    default: emit(text)
    }
  }

  /// Whether standard output still takes bytes: `false` once its reader went away or a write
  /// failed (the run reports that at its end), so a long listing can stop early.
  public func outputIsOpen() -> Bool {
    do {
      try dependencies.console.flush()
      return true
    } catch {
      return false
    }
  }

  /// A message about what happened: stderr, unless `--quiet`.
  public func inform(_ text: String) {
    guard !isQuiet else { return }
    dependencies.console.write(.error, text)
  }
}
