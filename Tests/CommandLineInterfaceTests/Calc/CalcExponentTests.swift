import CommandLineInterface
import DataSource
import Model
import TestSupport
import Testing

/// `--weight`, `--height` and `--waist` given as numbers with an exponent (`7.05e1`) are the
/// plain numbers they denote: `bmi calc` prints exactly what it prints for those.
@MainActor
struct CalcExponentTests {
  static func run(_ arguments: [String]) async -> (status: Int32, output: String, error: String) {
    let recorder = ConsoleRecorder()
    let dependencies = AppDependencies.testDependencies(
      console: .recording(recorder), date: .fixed(LocalDate(year: 2026, month: 1, day: 15)))
    let status = await CommandLineApp(dependencies: dependencies).run(["bmi", "calc"] + arguments)
    return (status, recorder.output, recorder.error)
  }

  @Test(arguments: [
    (["--weight", "7.05e1", "--height", "1.75e2"], ["--weight", "70.5", "--height", "175"]),
    (["--weight", "7050E-2", "--height", "1.75E+2"], ["--weight", "70.5", "--height", "175"]),
    (
      ["--weight", "7.05e1", "--height", "1.75e2", "--waist", "8.2e1", "--format", "json"],
      ["--weight", "70.5", "--height", "175", "--waist", "82", "--format", "json"]
    ),
    (
      ["--weight", "1.54e2", "--height", "6.9e1", "--units", "imperial"],
      ["--weight", "154", "--height", "69", "--units", "imperial"]
    ),
    (
      ["--weight", "7.05e1kg", "--height", "1.75e0m", "--format", "value"],
      ["--weight", "70.5kg", "--height", "1.75m", "--format", "value"]
    ),
  ])
  func calc_optionsWithExponents_printWhatThePlainNumbersPrint(
    written: [String], plain: [String]
  ) async {
    let sut = await Self.run(written)
    let expected = await Self.run(plain)
    #expect(sut.status == 0, "\(sut.error)")
    #expect(sut.output == expected.output)
    #expect(sut.error == "")
  }

  @Test(arguments: [
    (
      "70e",
      "bmi: invalid --weight '70e': unknown unit 'e'; expected a weight such as 70, 70kg, 154lb or 11st2lb\n"
    ),
    (
      "-7e1",
      "bmi: invalid --weight '-7e1': must be greater than zero; expected a weight such as 70, 70kg, 154lb or 11st2lb\n"
    ),
    ("1.5e3", "bmi: invalid --weight '1.5e3': 1500.00 kg is outside 0.2–1000 kg\n"),
  ])
  func calc_badExponent_isRefusedAsBefore(weight: String, message: String) async {
    let sut = await Self.run(["--weight", weight, "--height", "175"])
    #expect(sut.status == 64)
    #expect(sut.error == message)
  }
}
