extension HelpTopic {
  /// True when a command or a command group has the topic's name (`import`, `store`): then
  /// `bmi help NAME` is the command's help, and the topic is `bmi help topic NAME`.
  var sharesACommandName: Bool {
    CommandRegistry.command(at: [name]) != nil || !CommandRegistry.members(of: name).isEmpty
  }

  /// The shortest command line that prints the topic, as its page and lists show it.
  public var invocation: String {
    sharesACommandName ? "bmi help topic \(name)" : "bmi help \(name)"
  }
}
