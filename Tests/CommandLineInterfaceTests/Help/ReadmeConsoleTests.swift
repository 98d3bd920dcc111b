import Testing

/// The README's console samples are what `bmi` prints: every `$ bmi ...` line of its
/// ```` ```console ```` blocks runs, in order, in one temporary store (today 2026-01-15, as in
/// every command test), and what it writes (standard error, then standard output) is the
/// sample's text up to the next command. A sample edited by hand, or output changed in the
/// code, fails here until the two agree.
@MainActor
struct ReadmeConsoleTests {
  struct Command {
    let arguments: [String]
    let expected: String
  }

  /// The commands of every console block, with the lines printed after each.
  static func commands(in readme: String) -> [Command] {
    var commands: [Command] = []
    var inConsole = false
    var arguments: [String]?
    var expected: [Substring] = []
    func finish() {
      if let arguments {
        commands.append(
          Command(arguments: arguments, expected: expected.map { $0 + "\n" }.joined()))
      }
      arguments = nil
      expected = []
    }
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      if line == "```console" {
        inConsole = true
      } else if inConsole && line == "```" {
        finish()
        inConsole = false
      } else if inConsole && line.hasPrefix("$ bmi ") {
        finish()
        arguments = words(line.dropFirst("$ bmi ".count))
      } else if inConsole {
        expected.append(line)
      }
    }
    return commands
  }

  /// A command line's words as a shell splits them: double quotes group, and a `#` after
  /// white space starts a comment.
  static func words(_ line: Substring) -> [String] {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quoted = false
    for character in line {
      if quoted {
        if character == "\"" { quoted = false } else { word.append(character) }
      } else if character == "\"" {
        quoted = true
        inWord = true
      } else if character == " " {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else if character == "#" && !inWord {
        break
      } else {
        word.append(character)
        inWord = true
      }
    }
    if inWord { words.append(word) }
    return words
  }

  @Test func words_splitLikeAShell() {
    #expect(
      Self.words("log 60.6 --note \"after run\"   # a comment")
        == ["log", "60.6", "--note", "after run"])
  }

  @Test func readme_consoleSamples_areWhatBmiPrints() async throws {
    let commands = Self.commands(in: try ReadmeExitCodesTests.readme)
    #expect(commands.count >= 5)
    let session = try TrackingSession()
    for command in commands {
      let output = await session.run(command.arguments)
      #expect(output.status == 0, "\(command.arguments)")
      #expect(output.stderr + output.stdout == command.expected, "\(command.arguments)")
    }
  }
}
