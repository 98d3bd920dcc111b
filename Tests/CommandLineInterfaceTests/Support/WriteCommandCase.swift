import Testing

/// One of the commands that change the store, with what must exist before it runs: the
/// table privacy tests go through so that a new writing command is one new row.
struct WriteCommandCase: Sendable, CustomTestStringConvertible {
  let name: String
  /// Commands run first, under an ordinary umask.
  let setup: [[String]]
  /// A store file written before the setup (a version 0 document, for a migration).
  let seedText: String?
  let arguments: [String]
  let stdin: String

  var testDescription: String { name }

  init(
    _ name: String, setup: [[String]] = WriteCommandCase.annAndBob, seedText: String? = nil,
    _ arguments: [String], stdin: String = ""
  ) {
    self.name = name
    self.setup = setup
    self.seedText = seedText
    self.arguments = arguments
    self.stdin = stdin
  }

  static let annAndBob: [[String]] = [
    ["profile", "save", "ann", "--height", "165"],
    ["profile", "save", "bob", "--height", "180"],
    ["log", "61", "--date", "2026-01-10", "--profile", "ann"],
  ]

  static let all: [WriteCommandCase] = [
    WriteCommandCase(
      "profile save creating the store", setup: [], ["profile", "save", "ann", "--height", "165"]),
    WriteCommandCase(
      "profile save changing a profile", ["profile", "save", "ann", "--goal", "57"]),
    WriteCommandCase("profile use", ["profile", "use", "bob"]),
    WriteCommandCase("profile rename", ["profile", "rename", "bob", "rob"]),
    WriteCommandCase("profile remove", ["profile", "remove", "bob", "--force"]),
    WriteCommandCase("log", ["log", "60", "--profile", "ann"]),
    WriteCommandCase("unlog", ["unlog", "2026-01-10", "--profile", "ann"]),
    WriteCommandCase(
      "import", ["import", "-", "--profile", "ann"], stdin: "date,weight_kg\n2026-01-11,60.9\n"),
    WriteCommandCase(
      "log migrating a version 0 store", setup: [],
      seedText:
        #"{"current": "ann", "profiles": {"ann": {"height": 165, "weights": {"2026-01-01": 61}}}}"#,
      ["log", "60"]),
  ]
}
