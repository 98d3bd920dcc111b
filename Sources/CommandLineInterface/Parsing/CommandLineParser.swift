/// Reads the command words (`calc`, `profile save`) and hands the rest to that command's
/// option table. `--help`, `-h`, `help`, `--version` and `-V` are answered before the
/// rules across options are checked, but never hide a mistake: an unknown option on the
/// same line is still reported, and `-h 175` (meant as a height) is refused.
public enum CommandLineParser {
  public static func parse(_ arguments: [String]) throws(CommandLineError) -> Invocation {
    guard let first = arguments.first else { return .help([]) }
    switch first {
    case "--help", "-h":
      if let extra = arguments.dropFirst().first(where: OptionParser.looksLikeOption),
        extra != "--help", extra != "-h"
      {
        throw .usage("unknown option '\(extra)'; see 'bmi --help'")
      }
      return .help([])
    case "--version", "-V": return .version
    case "help": return try helpTopic(Array(arguments.dropFirst()))
    default: break
    }
    if OptionParser.looksLikeOption(first) {
      let known = ["--help", "--version", "-V"]
      if let suggestion = NameSuggester.nearest(to: first, among: known) {
        throw .usage("unknown option '\(first)'; did you mean '\(suggestion)'?")
      }
      throw .usage(
        "'\(first)' needs a command first, as in 'bmi calc \(first) ...'; see 'bmi --help'")
    }
    let (path, rest) = try commandPath(arguments)
    guard let command = CommandRegistry.command(at: path) else { return .help(path) }
    let parser = OptionParser(spec: command.spec)
    if asksForHelp(rest) {
      try parser.checkNames(rest)
      return .help(path)
    }
    return .run(command, try parser.parse(rest))
  }

  /// `-h` and `--help` anywhere before `--` win over everything else on the line.
  private static func asksForHelp(_ tokens: [String]) -> Bool {
    for token in tokens {
      if token == "--" { return false }
      if token == "--help" || token == "-h" { return true }
    }
    return false
  }

  /// `bmi help WORD`: a command or group first (`bmi help import` shows the command's
  /// options), else a reference topic; `bmi help topic NAME` is always the topic, and
  /// `bmi help topics` (or `bmi help topic`) lists them.
  private static func helpTopic(_ words: [String]) throws(CommandLineError) -> Invocation {
    guard !words.isEmpty else { return .help([]) }
    // Help about help is the overview that says how to ask for it.
    if ["help", "--help", "-h"].contains(words[0]), words.count == 1 { return .help([]) }
    if words[0] == "topic" {
      guard words.count > 1 else { return .topic("topics") }
      guard HelpTopics.topic(named: words[1]) != nil else {
        var message = "unknown help topic '\(words[1])'"
        let names = HelpTopics.all.map(\.name)
        if let suggestion = NameSuggester.nearest(to: words[1], among: names) {
          message += "; did you mean '\(suggestion)'?"
        } else {
          message += "; see 'bmi help topics'"
        }
        throw .usage(message)
      }
      if let extra = words.dropFirst(2).first {
        throw .usage("unexpected '\(extra)' after 'bmi help topic \(words[1])'")
      }
      return .topic(words[1])
    }
    let namesACommand =
      CommandRegistry.command(at: [words[0]]) != nil
      || !CommandRegistry.members(of: words[0]).isEmpty
    if !namesACommand, words[0] == "topics" || HelpTopics.topic(named: words[0]) != nil {
      if let extra = words.dropFirst().first {
        throw .usage("unexpected '\(extra)' after 'bmi help \(words[0])'")
      }
      return .topic(words[0])
    }
    let (path, rest) = try commandPath(words)
    if let extra = rest.first {
      throw .usage("unexpected '\(extra)' after 'bmi help \(path.joined(separator: " "))'")
    }
    return .help(path)
  }

  /// The longest run of leading words that names a command or a group.
  private static func commandPath(_ words: [String]) throws(CommandLineError)
    -> ([String], [String])
  {
    let name = words[0]
    if CommandRegistry.command(at: [name]) != nil {
      return ([name], Array(words.dropFirst()))
    }
    let members = CommandRegistry.members(of: name)
    guard !members.isEmpty else {
      var message = "unknown command '\(name)'"
      if let suggestion = NameSuggester.nearest(to: name, among: CommandRegistry.topLevelNames) {
        message += "; did you mean '\(suggestion)'?"
      } else {
        message += "; see 'bmi --help' for the list of commands"
      }
      throw .usage(message)
    }
    guard words.count > 1, !OptionParser.looksLikeOption(words[1]) else {
      return ([name], Array(words.dropFirst()))
    }
    let sub = words[1]
    guard members.contains(where: { $0.path[1] == sub }) else {
      var message = "unknown command 'bmi \(name) \(sub)'"
      if let suggestion = NameSuggester.nearest(to: sub, among: members.map { $0.path[1] }) {
        message += "; did you mean 'bmi \(name) \(suggestion)'?"
      } else {
        message += "; see 'bmi \(name) --help'"
      }
      throw .usage(message)
    }
    return ([name, sub], Array(words.dropFirst(2)))
  }
}
