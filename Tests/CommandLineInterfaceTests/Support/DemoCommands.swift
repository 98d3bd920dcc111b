import CommandLineInterface

/// A small fixed command tree, so generated scripts and pages can be pinned by golden
/// tests without changing whenever a real command gains an option.
enum DemoCommands {
  static let calc = CommandSpec(
    path: ["calc"], summary: "Calculate it.",
    options: [
      .value("weight", "W", kind: .weight, help: "Body weight: 70kg."),
      .value(
        "units", "SYSTEM", kind: .choice(["metric", "imperial"]), help: "Units.", default: "metric"),
      .value("input", "FILE", kind: .file, short: "i", help: "Read rows."),
    ],
    examples: ["bmi calc --weight 70"])
  static let profileShow = CommandSpec(
    path: ["profile", "show"], summary: "Show a profile.",
    arguments: [ArgumentSpec("NAME", kind: .profile, help: "Whose.", optional: true)],
    options: [])

  static let model = CompletionModel(
    commands: [calc, profileShow], groupSummaries: ["profile": "Manage profiles."])
}
