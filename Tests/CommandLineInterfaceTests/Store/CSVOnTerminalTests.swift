import TestSupport
import Testing

/// CSV output carries stored text as it is: on a terminal its control characters (an escape
/// sequence in a note) are shown escaped, in a file or a pipe the data is exact. JSON and
/// NDJSON escape control characters themselves either way, and on a terminal also format
/// characters (a right-to-left override), as `\uXXXX` escapes that parse back the same.
@MainActor
struct CSVOnTerminalTests {
  static let note = #"\u001b]0;pwned\u0007 \u202eevil"#

  @Test(arguments: [["history", "--format", "csv"], ["export", "--format", "csv"]])
  func csv_noteWithEscapes_escapedOnATerminalExactInAPipe(command: [String]) async throws {
    let directory = try TemporaryDirectory()
    let store = try directory.file(
      "store.json", StoreHardeningTests.document(note: Self.note))
    let arguments = command + ["--store", store]

    let terminal = await InProcessRunner.run(arguments, terminal: true, files: true)
    let pipe = await InProcessRunner.run(arguments, files: true)

    #expect(terminal.status == 0 && pipe.status == 0, "\(terminal.stderr)\(pipe.stderr)")
    #expect(!terminal.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
    #expect(terminal.stdout.contains(#"\u{1B}]0;pwned\u{7} \u{202E}evil"#))
    #expect(pipe.stdout.contains("\u{1B}]0;pwned\u{07} \u{202E}evil"))
    // Records stay one per line either way.
    #expect(
      terminal.stdout.split(separator: "\n").count == pipe.stdout.split(separator: "\n").count)
  }

  @Test(arguments: [
    ["history", "--format", "json"], ["history", "--format", "ndjson"],
    ["export", "--format", "json"], ["export", "--format", "ndjson"],
  ])
  func json_noteWithAnOverride_escapedOnATerminalExactInAPipe(command: [String]) async throws {
    let directory = try TemporaryDirectory()
    let store = try directory.file(
      "store.json", StoreHardeningTests.document(note: Self.note))
    let arguments = command + ["--store", store]

    let terminal = await InProcessRunner.run(arguments, terminal: true, files: true)
    let pipe = await InProcessRunner.run(arguments, files: true)

    #expect(terminal.status == 0 && pipe.status == 0, "\(terminal.stderr)\(pipe.stderr)")
    #expect(!terminal.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
    #expect(terminal.stdout.contains(#"\u202e"#))
    #expect(pipe.stdout.contains("\u{202E}evil"))
    #expect(
      terminal.stdout.replacingOccurrences(of: #"\u202e"#, with: "\u{202E}") == pipe.stdout)
  }

  /// `store path` prints the user's own path: on a terminal its control characters are
  /// shown escaped, in a pipe it is exact.
  @Test(arguments: [[], ["--format", "value"]])
  func storePath_withEscapes_escapedOnATerminalExactInAPipe(format: [String]) async {
    let arguments = ["store", "path", "--store", "/tmp/a\u{1B}[31m\u{202E}b.json"] + format
    let terminal = await InProcessRunner.run(arguments, terminal: true, files: true)
    let pipe = await InProcessRunner.run(arguments, files: true)
    #expect(
      terminal.stdout == "/tmp/a\\u{1B}[31m\\u{202E}b.json\n",
      "\(terminal.stdout)\(terminal.stderr)")
    #expect(pipe.stdout == "/tmp/a\u{1B}[31m\u{202E}b.json\n")
  }

  /// The HTML report printed on a terminal shows a note's CR and overrides escaped (they
  /// would rewrite the line or reverse it); written to a pipe it is the page exactly.
  @Test func report_noteWithACarriageReturn_escapedOnATerminalExactInAPipe() async throws {
    let directory = try TemporaryDirectory()
    let store = try directory.file(
      "store.json", StoreHardeningTests.document(note: #"cr\rOVER \u202eevil"#))
    let arguments = ["report", "--store", store]
    let terminal = await InProcessRunner.run(arguments, terminal: true, files: true)
    let pipe = await InProcessRunner.run(arguments, files: true)
    #expect(terminal.status == 0 && pipe.status == 0, "\(terminal.stderr)\(pipe.stderr)")
    #expect(!terminal.stdout.unicodeScalars.contains { $0 == "\r" || $0 == "\u{202E}" })
    #expect(terminal.stdout.contains(#"cr\u{D}OVER \u{202E}evil"#), "\(terminal.stdout)")
    #expect(pipe.stdout.contains("cr\rOVER \u{202E}evil"))
  }
}
