/// A subcommand: its declarative spec, a validating initialiser from parsed arguments, and
/// `run`, which sends one Action to a store and renders the store's state.
public protocol Command: Sendable {
  static var spec: CommandSpec { get }

  /// Validates rules across options and converts raw strings into typed values.
  @MainActor init(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError)

  @MainActor func run(_ context: CommandContext) async throws(CommandLineError)
}
