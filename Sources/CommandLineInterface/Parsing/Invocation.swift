/// What the command line asks for, once the command words have been read.
public enum Invocation {
  /// Help on a topic: `[]` for the overview, a command path or a group word.
  case help([String])
  case version
  case run(any Command.Type, ParsedArguments)
}
