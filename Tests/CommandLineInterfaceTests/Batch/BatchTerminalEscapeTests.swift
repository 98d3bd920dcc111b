import CommandLineInterface
import DataSource
import Model
import TestSupport
import Testing

/// Batch rows printed on a terminal are escaped as every command's output is: an input
/// file's escape sequence or bidi control is shown as `\u{…}`, never obeyed. A file or a pipe
/// gets the bytes as they came.
@MainActor
struct BatchTerminalEscapeTests {
  static let rows =
    "weight_kg,height_cm,note\n70,170,\u{1B}]0;pwned\u{7}\u{1B}[31mred\n80,180,caf\u{E9} \u{202E}txt\n"

  static func run(terminal: Bool) async -> (status: Int32, stdout: String) {
    let output = ByteStreamRecorder()
    let dependencies = AppDependencies.testDependencies(
      console: .recording(ConsoleRecorder(), terminal: terminal),
      // Reads of 5 bytes: rows reach the output in pieces, some inside a UTF-8 character.
      byteStream: .inMemory(output, files: ["in.csv": Array(rows.utf8)], chunkSize: 5))
    let status = await CommandLineApp(dependencies: dependencies).run([
      "bmi", "calc", "--input", "in.csv",
    ])
    let written = output.written(to: ByteStreamClient.standardOutput)
    return (status, String(decoding: written, as: UTF8.self))
  }

  @Test func batch_onTerminal_controlsInCellsShownNotObeyed() async {
    let sut = await Self.run(terminal: true)
    #expect(sut.status == 0)
    #expect(
      sut.stdout == """
        weight_kg,height_cm,note,bmi,category,reference,implausible
        70,170,\\u{1B}]0;pwned\\u{7}\\u{1B}[31mred,24.22,normal,who-adult,
        80,180,caf\u{E9} \\u{202E}txt,24.69,normal,who-adult,

        """)
  }

  @Test func batch_toAFileOrPipe_bytesAsTheyCame() async {
    let sut = await Self.run(terminal: false)
    #expect(sut.status == 0)
    #expect(sut.stdout.contains("70,170,\u{1B}]0;pwned\u{7}\u{1B}[31mred,24.22,"))
  }
}
