import Model

/// What a running command needs from its surroundings: the clients and the global options.
@MainActor
public struct CommandContext {
  public let dependencies: AppDependencies
  /// `--quiet`: only data is printed.
  public let isQuiet: Bool
  /// Colour for text on stdout, per `--color` and the terminal.
  public let style: TerminalStyle

  public init(dependencies: AppDependencies, isQuiet: Bool, style: TerminalStyle) {
    self.dependencies = dependencies
    self.isQuiet = isQuiet
    self.style = style
  }

  /// The global options of a parsed command line, applied to these dependencies.
  public init(dependencies: AppDependencies, arguments: ParsedArguments) {
    let style = TerminalStyle.resolve(
      choice: arguments.value(GlobalOptions.color.name),
      environment: dependencies.environment.getenv,
      outputIsTerminal: dependencies.console.isatty(.output))
    self.init(
      dependencies: dependencies, isQuiet: arguments.has(GlobalOptions.quiet.name), style: style)
  }

  /// Data, for people or scripts: always on stdout.
  public func emit(_ text: String) {
    dependencies.console.write(.output, text)
  }

  /// A message about what happened: stderr, unless `--quiet`.
  public func inform(_ text: String) {
    guard !isQuiet else { return }
    dependencies.console.write(.error, text)
  }
}
