import CommandLineInterface
import Testing

struct CommandLineParserTests {
  @Test(arguments: [
    ([String](), [String]()),
    (["--help"], []),
    (["-h"], []),
    (["help"], []),
    (["help", "calc"], ["calc"]),
    (["calc", "--help"], ["calc"]),
    (["calc", "-h"], ["calc"]),
    (["calc", "--wieght", "70", "-h"], ["calc"]),
  ])
  func parse_helpRequests_answerWithTopic(arguments: [String], topic: [String]) throws {
    guard case .help(let sut) = try CommandLineParser.parse(arguments) else {
      Issue.record("expected help for \(arguments)")
      return
    }
    #expect(sut == topic)
  }

  @Test func parse_version_answersVersion() throws {
    guard case .version = try CommandLineParser.parse(["--version"]) else {
      Issue.record("expected version")
      return
    }
  }

  @Test func parse_helpAfterDoubleDash_isNotHelp() {
    #expect(throws: CommandLineError.self) {
      try CommandLineParser.parse(["calc", "--weight", "70", "--", "--help"])
    }
  }

  @Test(arguments: [
    (["calcc"], "unknown command 'calcc'; did you mean 'calc'?"),
    (["frobnicate"], "unknown command 'frobnicate'; see 'bmi --help' for the list of commands"),
    (["--verison"], "unknown option '--verison'; did you mean '--version'?"),
    (["help", "calc", "extra"], "unexpected 'extra' after 'bmi help calc'"),
  ])
  func parse_unknownCommand_suggestsNearest(arguments: [String], message: String) {
    #expect(throws: CommandLineError(.usage, message)) { try CommandLineParser.parse(arguments) }
  }
}
