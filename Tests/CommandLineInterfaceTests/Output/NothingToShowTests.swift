import CommandLineInterface
import TestSupport
import Testing

/// "Nothing to show" ends with one status in every command and format (1, as grep's "no
/// match"; see `ExitStatus`), with one line on stderr saying why.
@MainActor
struct NothingToShowTests {
  @Test(arguments: [
    ["history"], ["history", "--format", "json"], ["history", "--format", "csv"],
    ["history", "--format", "ndjson"], ["trend"], ["trend", "--format", "json"], ["chart"],
    ["chart", "--svg", "never-written.svg"],
  ])
  func noWeighIns_exitsNothingToShow(arguments: [String]) async throws {
    let session = try TrackingSession()
    await session.given([["profile", "save", "ann", "--height", "165"]])
    let sut = await session.run(arguments)
    #expect(sut.status == ExitStatus.nothingToShow.rawValue)
    #expect(sut.status == 1)
    #expect(sut.stderr.hasPrefix("bmi: "))
    #expect(sut.stderr.filter { $0 == "\n" }.count == 1)
  }

  @Test func historyOutsideTheRange_exitsNothingToShowAndPrintsAnEmptyList() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["history", "--since", "2026-01-15", "--format", "json"])
    #expect(sut.status == 1)
    #expect(sut.stdout == "[]\n")
    #expect(sut.stderr == "bmi: no weigh-ins for ann to show\n")
  }

  @Test func chartWithOneWeighIn_exitsNothingToShow() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "ann", "--height", "165"], ["log", "61", "--date", "2026-01-10"],
    ])
    let sut = await session.run(["chart"])
    #expect(sut.status == 1)
    #expect(
      sut.stderr == "bmi: nothing to chart yet (only 1 weigh-in): log at least two weigh-ins\n")
  }

  /// The published table is the enum: every status once, in order, with its meaning.
  @Test func exitCodesTopic_listsEveryStatusOfTheTable() async {
    let sut = await InProcessRunner.run(["help", "exit-codes"], columns: 200)
    #expect(sut.status == 0)
    // Wrapped cells joined back: words separated by single spaces.
    let text = sut.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for status in ExitStatus.allCases {
      #expect(text.contains("\(status.rawValue) \(status.meaning)"), "\(status)")
    }
  }
}

/// The manual's ENVIRONMENT and FILES come from the help topics, once each.
@MainActor
struct EnvironmentAndFilesTopicTests {
  @Test func manual_environmentSection_namesEveryVariableOnce() async {
    let sut = await InProcessRunner.run(["manual"])
    #expect(sut.stdout.components(separatedBy: "\n.SH ENVIRONMENT\n").count == 2)
    #expect(sut.stdout.components(separatedBy: "\n.SH FILES\n").count == 2)
    for variable in [
      "BMI_STORE", "XDG_DATA_HOME", "NO_COLOR", "TERM", "COLUMNS", "BMI_LOCK_TIMEOUT", "HOME",
    ] {
      #expect(sut.stdout.contains("\\fB\(variable.replacing("_", with: "_"))"), "\(variable)")
    }
  }

  @Test(arguments: ["environment", "files"])
  func helpTopic_isListedAndPrinted(name: String) async {
    let list = await InProcessRunner.run(["help", "topics"], columns: 80)
    #expect(list.stdout.contains("  \(name) "))
    let sut = await InProcessRunner.run(["help", name], columns: 80)
    #expect(sut.status == 0)
    #expect(sut.stdout.hasPrefix("bmi help \(name): "))
  }

  /// Each store variable really moves the store, as the topic says.
  @Test(arguments: [
    (["BMI_STORE": "/tmp/a/s.json"], "/tmp/a/s.json"),
    (["XDG_DATA_HOME": "/tmp/d"], "/tmp/d/bmi/store.json"),
    (["XDG_DATA_HOME": "relative", "HOME": "/tmp/h"], "/tmp/h/.local/share/bmi/store.json"),
  ])
  func storeVariables_chooseTheStore(environment: [String: String], path: String) async {
    let sut = await InProcessRunner.run(["store", "path"], environment: environment, files: true)
    #expect(sut.stdout == path + "\n")
  }
}
