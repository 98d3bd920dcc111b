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
  func helpTopic_everyTopic_printsItsSummaryAndExits0(name: String) async {
    let sut = await InProcessRunner.run(["help", name], columns: 60)
    #expect(sut.status == 0)
    #expect(sut.stdout.hasPrefix("bmi help \(name): "))
    #expect(sut.stdout.split(separator: "\n").allSatisfy { $0.count <= 60 || !$0.contains(" ") })
  }

  /// A topic named like a command (import) does not hide the command's own help: `--help`
  /// and `-h` on the command print its usage and options; `bmi help NAME` prints the topic.
  @Test(
    arguments: CommandRegistry.specs.filter { HelpTopics.topic(named: $0.name) != nil }.map(\.path))
  func commandHelp_commandNamedLikeATopic_printsTheCommandsOptions(path: [String]) async {
    for flag in ["--help", "-h"] {
      let sut = await InProcessRunner.run(path + [flag], columns: 80)
      #expect(sut.status == 0)
      #expect(sut.stdout.hasPrefix("bmi \(path.joined(separator: " ")): "))
      #expect(sut.stdout.contains("\nOptions:\n"))
    }
    let topic = await InProcessRunner.run(["help"] + path, columns: 80)
    #expect(topic.stdout.hasPrefix("bmi help \(path.joined(separator: " ")): "))
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

        """)
  }
}
