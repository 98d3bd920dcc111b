import DataSource
import Model

/// The front: argv in, text out, an exit status back. `main.swift` only calls `run`.
public struct CommandLineApp: Sendable {
  public static let version = "0.1.0"

  public let dependencies: AppDependencies

  public init(dependencies: AppDependencies) {
    self.dependencies = dependencies
  }

  /// Runs one command line (including the program name, as in `CommandLine.arguments`).
  ///
  /// Every write to standard output is checked before the status is decided: output that
  /// did not arrive (a full disk, an I/O error, a closed stdout) ends with one line on
  /// stderr and status 74, never 0. A reader that went away (`| head -1`) is not an error.
  @MainActor
  public func run(_ arguments: [String]) async -> Int32 {
    let console = dependencies.console
    var saved = SavedChange()
    var status = ExitStatus.success
    do throws(CommandLineError) {
      switch try CommandLineParser.parse(Array(arguments.dropFirst())) {
      case .version:
        console.write(.output, "bmi \(Self.version)\n")
      case .help(let topic):
        console.write(.output, try helpText(topic))
      case .topic(let name):
        console.write(.output, topicText(name))
      case .run(let command, let parsed):
        // An unset shell variable (`--store "$UNSET"`) must not quietly mean the real store.
        if parsed.value(GlobalOptions.store) == "" {
          throw CommandLineError.usage(
            "--store needs a path, and was given an empty one; pass --store PATH, or leave the option out to use the usual store"
          )
        }
        let context = CommandContext(dependencies: dependencies, arguments: parsed)
        saved = context.saved
        try await command.init(parsed, context: context).run(context)
      }
    } catch {
      console.write(.error, "bmi: \(error.printableMessage)\n")
      status = error.status
    }
    do {
      try console.flush()
    } catch .brokenPipe {
      // The reader has all it wanted: as quiet as before.
    } catch {
      // The command's own failure, when it had one, is the more useful line.
      if status == .success {
        let line = CommandLineError(
          .ioError, saved.lostOutputMessage(reason: error.systemDescription))
        console.write(.error, "bmi: \(line.printableMessage)\n")
        try? console.flush()
        status = .ioError
      }
    }
    return status.rawValue
  }

  private func helpText(_ topic: [String]) throws(CommandLineError) -> String {
    let formatter = HelpFormatter(width: helpWidth)
    if topic.isEmpty {
      var entries = CommandRegistry.specs.filter { $0.path.count == 1 }.map {
        ($0.name, $0.summary)
      }
      for (group, summary) in CommandRegistry.groupSummaries.sorted(by: { $0.key < $1.key }) {
        entries.append((group, summary))
      }
      return formatter.overview(commands: entries, topics: HelpTopics.all.map(\.name))
    }
    // A topic with the command's name is one step away, and says so.
    let seeAlso =
      topic.count == 1 && HelpTopics.topic(named: topic[0]) != nil
      ? formatter.paragraph("See 'bmi help topic \(topic[0])' for the reference topic.") : ""
    if let command = CommandRegistry.command(at: topic) {
      return formatter.commandHelp(command.spec) + seeAlso
    }
    let members = CommandRegistry.members(of: topic[0])
    return formatter.groupHelp(
      topic[0], summary: CommandRegistry.groupSummaries[topic[0]] ?? "", members: members)
      + seeAlso
  }

  /// `bmi help topics` or `bmi help [topic] NAME`, a reference topic.
  private func topicText(_ name: String) -> String {
    let topics = HelpTopicFormatter(width: helpWidth)
    guard let page = HelpTopics.topic(named: name) else {
      let title =
        "Reference topics (bmi help topic <topic>, or bmi help <topic> where no command has that name):"
      return TextWrapper.wrap(title, width: helpWidth).map { $0 + "\n" }.joined()
        + topics.list(HelpTopics.all)
    }
    return topics.text(page)
  }

  /// The terminal's width, else `$COLUMNS`, else 80.
  private var helpWidth: Int {
    if let columns = dependencies.console.terminalColumns() { return columns }
    if let text = dependencies.environment.getenv("COLUMNS"), let columns = Int(text) {
      return columns
    }
    return 80
  }
}
