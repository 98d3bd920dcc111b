/// `bmi manual`: the manual page, in roff, generated from the option tables.
struct ManualCommand: Command {
  static let spec = CommandSpec(
    path: ["manual"],
    summary: "Print the bmi(1) manual page (roff).",
    discussion: "Install it where man looks, then read it with 'man bmi'.",
    options: [],
    examples: [
      "bmi manual > ~/.local/share/man/man1/bmi.1 && man bmi",
      "bmi manual | man -l -",
    ]
  )

  init(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {}

  func run(_ context: CommandContext) async throws(CommandLineError) {
    let page = ManualPage(
      commands: CommandRegistry.specs, version: CommandLineApp.version,
      date: context.dependencies.date.today().description)
    context.emit(page.text)
  }
}
