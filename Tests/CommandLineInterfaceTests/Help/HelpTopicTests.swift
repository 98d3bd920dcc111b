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

          Every command ends with one of these statuses (BSD sysexits.h), so a script
          can tell a mistake in its command line from bad data, a missing file, a failed
          write or a busy store.

          Status  Meaning
          0       success
          1       anything else (an internal error)
          64      usage error: unknown option or command, missing or invalid value
          65      bad data: an unreadable input row or store document
          66      an input file is missing
          73      an output file cannot be created
          74      an I/O error while reading or writing
          75      busy (another bmi holds the store): try again

        """)
  }
}
