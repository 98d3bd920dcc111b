import CommandLineInterface
import TestSupport
import Testing

/// Random command lines through the whole front, in-process: every one ends with a status
/// from the published table, a failure prints exactly one line on stderr and nothing on
/// stdout, and nothing crashes or hangs.
@MainActor
struct ArgumentFuzzTests {
  private static let words = [
    "calc", "help", "manual", "completions", "bash", "--weight", "--height", "--units", "metric",
    "imperial", "--format", "json", "csv", "value", "text", "--json", "--quiet", "-q", "--color",
    "always", "--no-color", "--", "-", "-x", "--weight=", "--units=", "70", "175", "-5", "0",
    "1.75m", "11st", "2lb", "5ft", "9in", "5'9\"", "abc", "", " ", "--wieght", "=", "-h",
    "inf", "1e309", "70,5", "\u{0}", "🙂", "70\n", "\r", "a\tb", "\u{1B}[31m",
  ]

  @Test func commandLine_threeThousandRandomLines_documentedStatusAndOneLineErrors() async {
    var generator = SeededGenerator(seed: 0xC0FFEE)
    let published = Set(ExitStatus.allCases.map(\.rawValue))
    for _ in 0..<3_000 {
      let count = Int.random(in: 0...7, using: &generator)
      var arguments = (0..<count).map { _ in Self.words.randomElement(using: &generator)! }
      // Mostly start with a real command, so the option parser is exercised deeply.
      if Bool.random(using: &generator) { arguments.insert("calc", at: 0) }
      let sut = await InProcessRunner.run(arguments)
      #expect(published.contains(sut.status), "\(arguments)")
      if sut.status != 0 {
        #expect(sut.stdout.isEmpty, "\(arguments)")
        #expect(
          sut.stderr.hasPrefix("bmi: ") && sut.stderr.filter { $0 == "\n" }.count == 1,
          "\(arguments)")
      }
    }
  }
}
