import DataSource
import TestSupport

/// A temporary store for in-process command tests: runs `bmi` against it with the real
/// file system, today fixed at 2026-01-15.
@MainActor
struct TrackingSession {
  let directory: TemporaryDirectory
  var environment: [String: String]

  init() throws {
    directory = try TemporaryDirectory()
    environment = ["BMI_STORE": directory.file("store.json")]
  }

  var storePath: String { directory.file("store.json") }

  func run(
    _ arguments: [String], stdin: String = "", terminal: Bool = false,
    fileSystem: FileSystemClient = .liveValue
  ) async -> InProcessRunner.Output {
    await InProcessRunner.run(
      arguments, environment: environment, stdin: stdin, terminal: terminal, files: true,
      fileSystem: fileSystem)
  }

  /// Runs each command line and fails the test if any fails.
  func given(_ commands: [[String]]) async {
    for arguments in commands {
      let output = await run(arguments)
      precondition(output.status == 0, "setup '\(arguments)' failed: \(output.stderr)")
    }
  }

  /// Ann, 165 cm, goal 58 kg, with weigh-ins on 10, 12 and 14 January 2026.
  func givenAnn() async {
    await given([
      ["profile", "save", "ann", "--height", "165", "--goal", "58"],
      ["log", "61", "--date", "2026-01-10"],
      ["log", "60.6", "--date", "2026-01-12", "--note", "after run"],
      ["log", "60.3", "--date", "2026-01-14"],
    ])
  }
}
