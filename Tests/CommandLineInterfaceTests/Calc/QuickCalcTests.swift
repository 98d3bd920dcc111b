import CommandLineInterface
import DataSource
import Model
import TestSupport
import Testing

/// The start-up shortcut for `bmi calc --weight W --height H --format value` prints exactly
/// what the full path prints, and leaves every other command line to it.
@MainActor
struct QuickCalcTests {
  @Test(arguments: [
    ["--weight", "70", "--height", "175"], ["--height", "175", "--weight", "70"],
    ["--weight=70", "--height=1.75m"], ["--weight", "154lb", "--height", "5ft9in"],
    ["--weight", "11st2lb", "--height", "69in"], ["--weight", "99.98", "--height", "200"],
    ["--weight", "24.995", "--height", "100"], ["--weight", "1000", "--height", "30"],
    ["--weight", "180", "--height", "71"], ["--weight", "1", "--height", "300"],
  ])
  func answer_equalsTheFullPath(measures: [String]) async {
    let arguments = ["calc"] + measures + ["--format", "value"]
    let full = await InProcessRunner.run(arguments)
    let recorder = ConsoleRecorder()
    let sut = QuickCalc.answer(
      ["bmi"] + arguments,
      console: .recording(recorder))
    if let sut {
      #expect(sut == full.status)
      #expect(recorder.output == full.stdout)
      #expect(recorder.error == full.stderr)
    } else {
      // Left to the full path: only when that path has something to say.
      #expect(full.status != 0)
    }
  }

  @Test(arguments: [
    ["calc", "--weight", "70", "--height", "175"],
    ["calc", "--weight", "70", "--height", "175", "--format", "json"],
    ["calc", "--weight", "70", "--height", "175", "--format", "value", "--units", "imperial"],
    ["calc", "--weight", "11st", "2lb", "--height", "175", "--format", "value"],
    ["calc", "--weight", "-70", "--height", "175", "--format", "value"],
    ["calc", "--weight", "70", "--weight", "71", "--height", "175", "--format", "value"],
    ["calc", "--weight", "abc", "--height", "175", "--format", "value"],
    ["calc", "--weight", "70", "--height", "175", "--format"],
    ["calc", "--weight", "70", "--height", "175", "--format", "value", "--help"],
    ["calc", "-h", "175", "--weight", "70", "--format", "value"],
    ["log", "--weight", "70", "--height", "175", "--format", "value"],
  ])
  func answer_anyOtherCommandLine_isLeftToTheFullPath(arguments: [String]) {
    let recorder = ConsoleRecorder()
    let sut = QuickCalc.answer(
      ["bmi"] + arguments,
      console: .recording(recorder))
    #expect(sut == nil)
    #expect(recorder.output.isEmpty && recorder.error.isEmpty)
  }

  @Test func answer_outputLost_exits74() {
    let recorder = ConsoleRecorder()
    let sut = QuickCalc.answer(
      ["bmi", "calc", "--weight", "70", "--height", "175", "--format", "value"],
      console: .recording(
        recorder, outputFailure: .failed(errno: 28, description: "No space left on device")))
    #expect(sut == 74)
    #expect(recorder.error == "bmi: cannot write to standard output: No space left on device\n")
  }

  static let today = LocalDate(year: 2026, month: 1, day: 15)
}
