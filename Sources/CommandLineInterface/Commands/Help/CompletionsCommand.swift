/// `bmi completions SHELL`: a completion script generated from the option tables.
struct CompletionsCommand: Command {
  static let spec = CommandSpec(
    path: ["completions"],
    summary: "Print a shell completion script (bash, zsh or fish).",
    discussion:
      "The script completes commands, options, option values and profile names (asking bmi for them, from the --store on the line if any). Install it where your shell looks for completions; see the examples. bash loads that file through the bash-completion package; without it, add 'source ~/.local/share/bash-completion/completions/bmi' to ~/.bashrc. zsh reads the folder once it is on fpath: add 'fpath=(~/.local/share/zsh/site-functions $fpath)' to ~/.zshrc before its compinit line (and 'autoload -Uz compinit && compinit' if it has none). fish needs nothing more. Open a new shell to use it.",
    arguments: [
      ArgumentSpec("SHELL", kind: .choice(["bash", "zsh", "fish"]), help: "bash, zsh or fish.")
    ],
    options: [],
    examples: [
      "bmi completions bash > ~/.local/share/bash-completion/completions/bmi",
      "bmi completions zsh > ~/.local/share/zsh/site-functions/_bmi",
      "bmi completions fish > ~/.config/fish/completions/bmi.fish",
    ]
  )

  let shell: String

  init(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    shell = arguments.positionals[0]
    guard ["bash", "zsh", "fish"].contains(shell) else {
      throw .usage("unknown shell '\(shell)'; expected bash, zsh or fish")
    }
  }

  func run(_ context: CommandContext) async throws(CommandLineError) {
    let model = CompletionModel(
      commands: CommandRegistry.specs, groupSummaries: CommandRegistry.groupSummaries,
      topics: HelpTopics.all.map { ($0.name, $0.summary) })
    switch shell {
    case "bash": context.emit(BashCompletionScript(model: model).text)
    case "zsh": context.emit(ZshCompletionScript(model: model).text)
    default: context.emit(FishCompletionScript(model: model).text)
    }
  }
}
