/// Every subcommand `bmi` has, and the groups that hold multi-word ones (`bmi profile save`).
public enum CommandRegistry {
  public static let commands: [any Command.Type] = [
    CalcCommand.self,
    LogCommand.self,
    UnlogCommand.self,
    HistoryCommand.self,
    TrendCommand.self,
    StatsCommand.self,
    UndoCommand.self,
    ExportCommand.self,
    ImportCommand.self,
    ProfileSaveCommand.self,
    ProfileListCommand.self,
    ProfileShowCommand.self,
    ProfileUseCommand.self,
    ProfileRenameCommand.self,
    ProfileRemoveCommand.self,
    StorePathCommand.self,
    ChartCommand.self,
    ReportCommand.self,
    CompletionsCommand.self,
    ManualCommand.self,
  ]

  /// One-line summaries of command groups, keyed by the group's word.
  public static let groupSummaries: [String: String] = [
    "profile": "Save, list, show, choose, rename and remove profiles.",
    "store": "Where the store file is.",
  ]

  public static var specs: [CommandSpec] { commands.map { $0.spec } }

  /// The first words of every command and group, in registration order.
  public static var topLevelNames: [String] {
    var seen: [String] = []
    for spec in specs where !seen.contains(spec.path[0]) { seen.append(spec.path[0]) }
    return seen + ["help"]
  }

  public static func command(at path: [String]) -> (any Command.Type)? {
    commands.first { $0.spec.path == path }
  }

  /// The commands under a group word, e.g. every `profile …` command.
  public static func members(of group: String) -> [CommandSpec] {
    specs.filter { $0.path.count > 1 && $0.path[0] == group }
  }
}
