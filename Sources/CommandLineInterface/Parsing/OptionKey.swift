/// The typed name an option's value is read back by (`ParsedArguments.value(_:)`): every
/// `OptionSpec` has one, and an option whose row each command builds for itself (`--format`,
/// with its own choices) declares its key once beside the rows it makes. Commands never read
/// an option by a string, so a renamed option cannot leave a reader behind.
public struct OptionKey: Sendable, Equatable {
  /// The long name, without the leading dashes.
  public let name: String

  public init(_ name: String) { self.name = name }
}
