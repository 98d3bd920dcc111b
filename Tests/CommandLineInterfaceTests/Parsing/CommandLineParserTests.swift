import CommandLineInterface
import Testing

struct CommandLineParserTests {
  @Test(arguments: [
    ([String](), [String]()),
    (["--help"], []),
    (["-h"], []),
    (["help"], []),
    (["help", "help"], []),
    (["help", "--help"], []),
    (["help", "-h"], []),
    (["help", "calc"], ["calc"]),
    (["calc", "--help"], ["calc"]),
    (["calc", "-h"], ["calc"]),
    (["calc", "--weight", "70", "-h"], ["calc"]),
    (["calc", "--weight", "70", "--help", "--format", "json"], ["calc"]),
    (["log", "70", "-h"], ["log"]),
    (["history", "-h", "7"], ["history"]),
  ])
  func parse_helpRequests_answerWithTopic(arguments: [String], topic: [String]) throws {
    guard case .help(let sut) = try CommandLineParser.parse(arguments) else {
      Issue.record("expected help for \(arguments)")
      return
    }
    #expect(sut == topic)
  }

  @Test(arguments: [["--version"], ["-V"]])
  func parse_version_answersVersion(arguments: [String]) throws {
    guard case .version = try CommandLineParser.parse(arguments) else {
      Issue.record("expected version")
      return
    }
  }

  /// Help never hides a mistake: an unknown option is reported even with -h or --help on
  /// the line (it used to be swallowed: `--wieght 70 -h` showed help and exited 0), and a
  /// number after -h is a height typed with the wrong letter.
  @Test(arguments: [
    (["calc", "--wieght", "70", "-h"], "unknown option '--wieght'; did you mean '--weight'?"),
    (["calc", "-h", "--bogus"], "unknown option '--bogus' for 'bmi calc'; see 'bmi calc --help'"),
    (
      ["calc", "-w", "70", "-h", "175", "--format", "value"],
      "unknown option '-w'; did you mean '--weight'?"
    ),
    (["calc", "--weight", "70", "-h", "175"], "-h means help; did you mean --height 175?"),
    (["calc", "-h", "175", "--weight", "70"], "-h means help; did you mean --height 175?"),
    (["calc", "--weight", "70", "-h175"], "-h means help; did you mean --height 175?"),
    (["calc", "--weight", "70", "-h", "5.9"], "-h means help; did you mean --height 5.9?"),
    (["chart", "-h", "20"], "-h means help; did you mean --height 20?"),
    (["--help", "--bogus"], "unknown option '--bogus'; see 'bmi --help'"),
    (["-h", "-x"], "unknown option '-x'; see 'bmi --help'"),
  ])
  func parse_helpWithAMistake_reportsTheMistake(arguments: [String], message: String) {
    #expect(throws: CommandLineError(.usage, message)) { try CommandLineParser.parse(arguments) }
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
