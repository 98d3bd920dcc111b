/// The command tree as shell completion sees it: derived from the same specs as the parser.
public struct CompletionModel: Sendable {
  public let commands: [CommandSpec]
  public let groupSummaries: [String: String]
  /// The reference topics `bmi help topic NAME` prints, with their one-line summaries.
  public let topics: [(name: String, summary: String)]

  public init(
    commands: [CommandSpec], groupSummaries: [String: String],
    topics: [(name: String, summary: String)] = []
  ) {
    self.commands = commands
    self.groupSummaries = groupSummaries
    self.topics = topics
  }

  /// The words that may follow `bmi`: top-level commands and group names, with summaries.
  public var topLevel: [(name: String, summary: String)] {
    var entries: [(name: String, summary: String)] = []
    for spec in commands where !entries.contains(where: { $0.name == spec.path[0] }) {
      let summary = spec.path.count == 1 ? spec.summary : groupSummaries[spec.path[0]] ?? ""
      entries.append((spec.path[0], summary))
    }
    return entries + [("help", "Show help for a command.")]
  }

  /// Group words (`profile`) with their subcommands.
  public var groups: [(name: String, members: [CommandSpec])] {
    var result: [(name: String, members: [CommandSpec])] = []
    for spec in commands where spec.path.count > 1 {
      if let index = result.firstIndex(where: { $0.name == spec.path[0] }) {
        result[index].members.append(spec)
      } else {
        result.append((spec.path[0], [spec]))
      }
    }
    return result
  }

  /// The words that may follow `bmi help`: every command, `topic`, `topics`, and every topic
  /// that no command shares a name with (`bmi help batch` prints that topic).
  public var helpWords: [(name: String, summary: String)] {
    let commands = topLevel.filter { $0.name != "help" }
    let topicsAlone = topics.filter { topic in !commands.contains { $0.name == topic.name } }
    return commands + [
      ("topic", "A reference topic: bmi help topic NAME."),
      ("topics", "The reference topics, each with what it covers."),
    ] + topicsAlone
  }

  /// The shell command that lists profile names, one per line, for `.profile` values; each
  /// script adds the line's `--store FILE` and sends errors away.
  public static let profileNamesCommand = "bmi profile list --format value"
}
