import CommandLineInterface
import Testing

/// One command line that prints data on standard output, with the store it needs: the table
/// the lost-output tests go through. Every registered command must have a row (a test
/// checks it against `CommandRegistry`), so a new command cannot skip the contract.
struct OutputCommandCase: Sendable, CustomTestStringConvertible {
  let arguments: [String]
  let stdin: String
  /// What a run saves in the store before printing, as its lost-output line names it;
  /// `nil` for commands that only read.
  let saved: String?

  var testDescription: String { arguments.joined(separator: " ") }

  init(_ arguments: [String], stdin: String = "", saved: String? = nil) {
    self.arguments = arguments
    self.stdin = stdin
    self.saved = saved
  }

  /// Run before each case: two profiles, ann with three weigh-ins.
  static let setup: [[String]] = [
    ["profile", "save", "ann", "--height", "165", "--goal", "58"],
    ["profile", "save", "bob", "--height", "180"],
    ["profile", "use", "ann"],
    ["log", "61", "--date", "2026-01-10", "--profile", "ann"],
    ["log", "60.6", "--date", "2026-01-12", "--profile", "ann"],
    ["log", "60.2", "--date", "2026-01-14", "--profile", "ann"],
  ]

  static let all: [OutputCommandCase] = [
    OutputCommandCase(["calc", "--weight", "70", "--height", "175"]),
    OutputCommandCase(["calc", "--weight", "70", "--height", "175", "--format", "json"]),
    OutputCommandCase(["calc", "--profile", "ann"]),
    OutputCommandCase(
      ["calc", "--weight", "70", "--height", "175", "--save", "cat", "--format", "json"],
      saved: "the profile and its weigh-in"),
    OutputCommandCase(
      ["log", "60", "--profile", "ann", "--format", "json"], saved: "the weigh-in"),
    OutputCommandCase(
      ["unlog", "2026-01-10", "--profile", "ann", "--format", "json"],
      saved: "the removal of 2026-01-10"),
    OutputCommandCase(["history", "--profile", "ann"]),
    OutputCommandCase(["stats", "--by", "week", "--profile", "ann"]),
    OutputCommandCase(["stats", "--format", "json"]),
    OutputCommandCase(["undo", "--format", "json"], saved: "the undo"),
    OutputCommandCase(["history", "--format", "json"]),
    OutputCommandCase(["trend", "--profile", "ann"]),
    OutputCommandCase(["trend", "--format", "json"]),
    OutputCommandCase(["export"]),
    OutputCommandCase(["export", "--format", "csv"]),
    OutputCommandCase(
      ["import", "-", "--profile", "ann", "--format", "json"],
      stdin: "date,weight_kg\n2026-01-11,60.9\n", saved: "the import"),
    OutputCommandCase(
      ["import", "-", "--profile", "ann", "--dry-run"], stdin: "date,weight_kg\n2026-01-11,60.9\n"),
    OutputCommandCase(
      ["profile", "save", "ann", "--goal", "57", "--format", "json"], saved: "the profile"),
    OutputCommandCase(["profile", "list"]),
    OutputCommandCase(["profile", "list", "--format", "json"]),
    OutputCommandCase(["profile", "show", "ann"]),
    OutputCommandCase(["profile", "use", "bob", "--format", "json"], saved: "the default profile"),
    OutputCommandCase(
      ["profile", "rename", "bob", "rob", "--format", "json"], saved: "the rename"),
    OutputCommandCase(
      ["profile", "remove", "bob", "--force", "--format", "json"], saved: "the removal of bob"),
    OutputCommandCase(["store", "path"]),
    OutputCommandCase(["chart", "--profile", "ann", "--width", "60"]),
    OutputCommandCase(["report", "--profile", "ann"]),
    OutputCommandCase(["completions", "bash"]),
    OutputCommandCase(["manual"]),
  ]

  /// Help and version, which every command and topic has: generated from the registries.
  static var help: [OutputCommandCase] {
    [["--help"], ["-h"], ["--version"], ["-V"], ["help"], ["help", "topics"]].map {
      OutputCommandCase($0)
    }
      + CommandRegistry.specs.map { OutputCommandCase($0.path + ["--help"]) }
      + HelpTopics.all.map { OutputCommandCase(["help", $0.name]) }
  }
}
