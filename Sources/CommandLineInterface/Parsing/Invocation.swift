/// What the command line asks for, once the command words have been read.
public enum Invocation {
  /// Help on a topic: `[]` for the overview, a command path or a group word.
  case help([String])
  /// `bmi help topics` (the list, as `"topics"`) or `bmi help topic NAME` for a reference
  /// topic. Kept apart from `help`: `bmi help import` is the command's help, though a topic is
  /// called `import` too.
  case topic(String)
  case version
  case run(any Command.Type, ParsedArguments)
}
