/// The declarative description of one subcommand: its name, arguments, option table and
/// examples. Everything the user reads about a command is generated from this.
public struct CommandSpec: Sendable {
  /// The words that name the command: `["calc"]`, `["profile", "save"]`.
  public let path: [String]
  /// One line, shown in command lists.
  public let summary: String
  /// A paragraph or two for the command's own help page.
  public let discussion: String?
  public let arguments: [ArgumentSpec]
  /// The command's own options; the global ones are added by `allOptions`.
  public let options: [OptionSpec]
  public let examples: [String]

  public init(
    path: [String], summary: String, discussion: String? = nil, arguments: [ArgumentSpec] = [],
    options: [OptionSpec], examples: [String] = []
  ) {
    self.path = path
    self.summary = summary
    self.discussion = discussion
    self.arguments = arguments
    self.options = options
    self.examples = examples
  }

  public var name: String { path.joined(separator: " ") }

  /// The command's options followed by those every command takes.
  public var allOptions: [OptionSpec] { options + GlobalOptions.all }

  public func option(named name: String) -> OptionSpec? {
    allOptions.first { $0.name == name }
  }

  public func option(short: Character) -> OptionSpec? {
    allOptions.first { $0.short == short }
  }
}
