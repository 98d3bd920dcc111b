import CommandLineInterface
import Testing

/// `bmi help formats` says which commands take --format, as the option tables say.
@MainActor
struct FormatsTopicTests {
  /// A command without --format (completions, manual) is named as taking none, so the topic's
  /// "every command that prints ... takes --format" cannot read as covering it.
  @Test(
    arguments: CommandRegistry.specs.filter { spec in
      !spec.allOptions.contains { $0.name == "format" }
    }.map(\.name))
  func helpFormats_commandWithoutFormat_isNamedAsTakingNone(command: String) async {
    let run = await InProcessRunner.run(["help", "formats"], columns: 80)
    let paragraphs = run.stdout.split(separator: "\n\n").map { paragraph in
      paragraph.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    let intro = paragraphs.first { $0.contains("takes --format") } ?? ""
    #expect(intro.contains(command) && intro.contains("take none"))
  }
}
