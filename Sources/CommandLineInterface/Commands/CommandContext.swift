import Model

/// What a running command needs from its surroundings: the clients and the global options.
@MainActor
public struct CommandContext {
  public let dependencies: AppDependencies
  /// `--quiet`: only data is printed.
  public let isQuiet: Bool

  public init(dependencies: AppDependencies, isQuiet: Bool) {
    self.dependencies = dependencies
    self.isQuiet = isQuiet
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
