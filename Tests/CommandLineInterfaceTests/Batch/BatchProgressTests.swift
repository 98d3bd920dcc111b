import CommandLineInterface
import DataSource
import Model
import TestSupport
import Testing

/// Progress of a long batch run: on a terminal's stderr only, and gone when the run ends.
@MainActor
struct BatchProgressTests {
  static let rows = "weight_kg,height_cm\n" + String(repeating: "70,175\n", count: 250_000)

  static func run(terminal: Bool, quiet: Bool = false) async -> (status: Int32, stderr: String) {
    let console = ConsoleRecorder()
    let dependencies = AppDependencies.testDependencies(
      console: .recording(console, terminal: terminal),
      byteStream: .inMemory(ByteStreamRecorder(), files: ["in.csv": Array(rows.utf8)]))
    let sut = CommandLineApp(dependencies: dependencies)
    let status = await sut.run(["bmi", "calc", "--input", "in.csv"] + (quiet ? ["--quiet"] : []))
    return (status, console.error)
  }

  @Test func run_longBatchOnTerminal_showsRowCountsThenClearsThem() async {
    let sut = await Self.run(terminal: true)
    #expect(sut.status == 0)
    #expect(sut.stderr.hasPrefix("\rbmi: "))
    #expect(sut.stderr.contains(" rows read…"))
    #expect(sut.stderr.hasSuffix("\r\u{1B}[K"))
  }

  @Test(arguments: [(false, false), (true, true)])
  func run_longBatchNotOnTerminalOrQuiet_showsNothing(terminal: Bool, quiet: Bool) async {
    let sut = await Self.run(terminal: terminal, quiet: quiet)
    #expect(sut.status == 0)
    #expect(sut.stderr.isEmpty)
  }
}
