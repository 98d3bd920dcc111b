import CommandLineInterface
import Testing

/// `bmi help <topic>`: every topic is listed, printed and carried into the manual page, and
/// the generated reference is pinned where it is a published contract.
@MainActor
struct HelpTopicTests {
  @Test func helpTopics_listsEveryTopicOnce() async {
    let sut = await InProcessRunner.run(["help", "topics"], columns: 80)
    #expect(sut.status == 0)
    for topic in HelpTopics.all {
      #expect(sut.stdout.components(separatedBy: "\n  \(topic.name) ").count == 2, "\(topic.name)")
    }
  }

  @Test(arguments: HelpTopics.all.map(\.name))
  func helpTopic_everyTopic_printsItsSummaryAndExits0(name: String) async throws {
    let topic = try #require(HelpTopics.topic(named: name))
    let sut = await InProcessRunner.run(["help", "topic", name], columns: 60)
    #expect(sut.status == 0)
    #expect(sut.stdout.hasPrefix("\(topic.invocation): "))
    #expect(sut.stdout.split(separator: "\n").allSatisfy { $0.count <= 60 || !$0.contains(" ") })
    // Where no command has the name, `bmi help NAME` is the same page.
    if !topic.invocation.hasPrefix("bmi help topic ") {
      #expect(await InProcessRunner.run(["help", name], columns: 60).stdout == sut.stdout)
    }
  }

  /// A topic named like a command (`import`) or a group (`store`) does not hide the
  /// command's own help: `bmi help NAME`, `--help` and `-h` print the command's usage and
  /// options (and point at the topic); `bmi help topic NAME` prints the topic.
  @Test(arguments: [
    (["help", "import"], "bmi import: ", "\nOptions:\n"),
    (["import", "--help"], "bmi import: ", "\nOptions:\n"),
    (["import", "-h"], "bmi import: ", "\nOptions:\n"),
    (["help", "store"], "bmi store: ", "\nCommands:\n  path "),
    (["store", "--help"], "bmi store: ", "\nCommands:\n  path "),
    (["help", "topic", "import"], "bmi help topic import: ", "\n"),
    (["help", "topic", "store"], "bmi help topic store: ", "\n"),
  ])
  func help_nameOfACommandAndATopic_commandFirstTopicByTopic(
    arguments: [String], prefix: String, contains: String
  ) async {
    let sut = await InProcessRunner.run(arguments, columns: 80)
    #expect(sut.status == 0)
    #expect(sut.stdout.hasPrefix(prefix))
    #expect(sut.stdout.contains(contains))
    if arguments.first == "help", arguments.count == 2 {
      #expect(
        sut.stdout.hasSuffix("See 'bmi help topic \(arguments[1])' for the reference topic.\n"))
    }
  }

  /// Every topic that shares a command's or group's name is reached as `bmi help topic NAME`.
  @Test func helpTopics_sharingACommandsName_areTheOnesShownWithTopic() {
    let shared = HelpTopics.all.filter { $0.invocation.hasPrefix("bmi help topic ") }.map(\.name)
    #expect(shared == ["import", "store"])
  }

  @Test(arguments: [
    (["help", "topic", "imprt"], "bmi: unknown help topic 'imprt'; did you mean 'import'?\n"),
    (["help", "topic", "units", "x"], "bmi: unexpected 'x' after 'bmi help topic units'\n"),
  ])
  func helpTopic_badTopicLine_exits64(arguments: [String], stderr: String) async {
    let sut = await InProcessRunner.run(arguments, columns: 80)
    #expect(sut.status == 64)
    #expect(sut.stderr == stderr)
  }

  @Test func helpTopic_unknownWordAfterTopic_exits64() async {
    let sut = await InProcessRunner.run(["help", "exit-codes", "extra"], columns: 80)
    #expect(sut.status == 64)
    #expect(sut.stderr == "bmi: unexpected 'extra' after 'bmi help exit-codes'\n")
  }

  @Test func manual_carriesEveryTopicAsASection() async {
    let sut = await InProcessRunner.run(["manual"], columns: 80)
    for topic in HelpTopics.all {
      let title = topic.manualSection ?? topic.name.uppercased().replacing("-", with: " ")
      #expect(sut.stdout.contains("\n.SH \(title)\n"), "\(topic.name)")
    }
  }

  @Test func helpExitCodes_width80_matchesGolden() async {
    let sut = await InProcessRunner.run(["help", "exit-codes"], columns: 80)
    #expect(
      sut.stdout == """
        bmi help exit-codes: What each exit status means; the same in every command.

          Every command ends with one of these statuses (BSD sysexits.h for failures),
          so a script can tell an empty answer from a mistake in its command line, bad
          data, a missing file, a failed write or a busy store. Nothing to show is 1 in
          every command and format, as grep and ripgrep exit 1 for no match; lists still
          print their empty form ([] or a CSV header).

          Status  Meaning
          0       success
          1       nothing to show: no weigh-ins in the range, too few for a trend or a
                  chart, or a removal declined (like grep's no match)
          64      usage error: unknown option or command, missing or invalid value
          65      bad data: an unreadable input row or store document
          66      an input file is missing
          70      an internal error (a bug in bmi: please report it)
          73      an output file cannot be created
          74      an I/O error while reading or writing, including output that could not
                  be written (a full disk, a closed stdout)
          75      busy (another bmi holds the store): try again

          A reader that stops early (bmi export | head) is no failure: output a pipe's
          reader no longer wants ends the command quietly with 0, as the reader chose; a
          closed or full stdout that was never read (>&-, /dev/full) is 74, and so is a
          write past a file-size limit (ulimit -f), the store as it was. Under a memory
          limit (ulimit -v) every command ends with one line and its status, down to
          about 14 MiB of address space; below that the system cannot load the program
          at all, and the shell reports the signal (139), before bmi runs.

        """)
  }
}
