import Foundation
import TestSupport
import Testing

/// Standard input is read only when a command line asks for it (`--input -`, `import -`):
/// what stdin happens to be (a pipe in a `while read` loop, a file under cron) never changes
/// what a command means, and a command that reads no input leaves stdin alone.
struct StandardInputContractTests {
  /// The loop's input must reach `read`, not `bmi calc`: the loop runs once per line.
  @Test func calcInsideWhileReadLoop_usesTheDefaultProfileAndLeavesTheLoopItsLines() throws {
    let directory = try TemporaryDirectory()
    let environment = ["BMI_STORE": directory.file("store.json")]
    _ = try BinaryRunner.run(
      ["profile", "save", "ann", "--height", "175"], environment: environment)
    _ = try BinaryRunner.run(["log", "70", "--date", "2026-01-01"], environment: environment)
    let sut = try BinaryRunner.run(
      [
        "-c", "printf 'a\\nb\\n' | while read x; do \"$0\" calc --format value; done",
        BinaryRunner.executable.path,
      ],
      environment: environment, executable: URL(fileURLWithPath: "/bin/sh"))
    #expect(sut.status == 0)
    #expect(sut.stdout == "22.86\n22.86\n")
    // What was taken from the profile is said on stderr (once per run), never read from stdin.
    let note =
      "Used the height (175.0 cm) and the weigh-in of 2026-01-01 (70.0 kg) of the default profile ann.\n"
    #expect(sut.stderr == note + note)
  }

  /// Rows piped into `bmi calc` without `--input -` are not read; the error says how.
  @Test func calcWithPipeAndNoProfile_suggestsInputDash() throws {
    let directory = try TemporaryDirectory()
    let sut = try BinaryRunner.run(
      ["calc"], stdin: "weight_kg,height_cm\n70,175\n",
      environment: ["BMI_STORE": directory.file("store.json")])
    #expect(sut.status == 64)
    #expect(sut.stdout.isEmpty)
    #expect(
      sut.stderr
        == "bmi: missing --weight W for 'bmi calc'; see 'bmi calc --help'; to read rows from standard input, use 'bmi calc --input -'\n"
    )
  }

  /// Without a pipe the message stays as it was.
  @Test func calcWithoutPipe_noHint() throws {
    let directory = try TemporaryDirectory()
    let sut = try BinaryRunner.run(
      ["-c", "\"$0\" calc < /dev/null", BinaryRunner.executable.path],
      environment: ["BMI_STORE": directory.file("store.json")],
      executable: URL(fileURLWithPath: "/bin/sh"))
    #expect(sut.status == 64)
    #expect(sut.stderr == "bmi: missing --weight W for 'bmi calc'; see 'bmi calc --help'\n")
  }

  /// `bmi calc --weight 70 --height 175` with a pipe on stdin computes, reading nothing.
  @Test func calcWithValuesAndPipe_leavesStandardInputUnread() throws {
    let sut = try BinaryRunner.run(
      [
        "-c", "printf 'x\\ny\\n' | { \"$0\" calc --weight 70 --height 175 --format value; cat; }",
        BinaryRunner.executable.path,
      ],
      executable: URL(fileURLWithPath: "/bin/sh"))
    #expect(sut.status == 0)
    #expect(sut.stdout == "22.86\nx\ny\n")
  }
}
