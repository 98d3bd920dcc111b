import CommandLineInterface
import Foundation
import TestSupport
import Testing

/// Output that cannot be written is never success: through the built binary, every
/// registered command with standard output on `/dev/full` (ENOSPC) or closed (EBADF) says so
/// in one line on stderr and exits 74; a command that saved a change first says the change
/// is kept. A reader that goes away (EPIPE) stays quiet.
struct LostOutputTests {
  enum Sink: String, CaseIterable, Sendable {
    case full = ">/dev/full"
    case closed = ">&-"

    var reason: String {
      switch self {
      case .full: "No space left on device"
      case .closed: "Bad file descriptor"
      }
    }
  }

  @Test func everyRegisteredCommand_hasALostOutputCase() {
    let covered = Set(OutputCommandCase.all.map { $0.arguments.prefix(2).joined(separator: " ") })
    for spec in CommandRegistry.specs {
      let name = spec.path.joined(separator: " ")
      #expect(
        covered.contains { $0 == name || $0.hasPrefix(name + " ") },
        "bmi \(name) has no row in OutputCommandCase.all")
    }
  }

  @Test(arguments: OutputCommandCase.all, Sink.allCases)
  func command_outputLost_exits74WithOneLine(_ command: OutputCommandCase, sink: Sink) throws {
    let directory = try TemporaryDirectory()
    let environment = ["BMI_STORE": directory.file("store.json")]
    for arguments in OutputCommandCase.setup {
      let given = try BinaryRunner.run(arguments, environment: environment)
      try #require(given.status == 0, "setup \(arguments): \(given.stderr)")
    }
    let sut = try Self.run(command.arguments, sink, stdin: command.stdin, environment: environment)
    #expect(sut.status == 74)
    let lines = sut.stderr.split(separator: "\n", omittingEmptySubsequences: false)
    let last = lines.dropLast().last.map(String.init) ?? ""
    if let saved = command.saved {
      #expect(
        last
          == "bmi: \(saved) was saved, but its record could not be written to standard output: \(sink.reason)"
      )
    } else {
      #expect(last == "bmi: cannot write to standard output: \(sink.reason)")
    }
    // One error line; confirmations, which go to stderr anyway, may come before it.
    #expect(lines.filter { $0.hasPrefix("bmi: ") }.count == 1, "\(sut.stderr)")
  }

  @Test(arguments: OutputCommandCase.help, Sink.allCases)
  func help_outputLost_exits74WithOneLine(_ command: OutputCommandCase, sink: Sink) throws {
    let sut = try Self.run(command.arguments, sink, stdin: "", environment: [:])
    #expect(sut.status == 74)
    #expect(sut.stderr == "bmi: cannot write to standard output: \(sink.reason)\n")
  }

  /// The change is really kept, so a script that reads the message knows not to redo it;
  /// with stdout closed, the store (opened after it) never takes descriptor 1 and stays valid.
  @Test(arguments: Sink.allCases)
  func log_outputLost_keepsTheWeighIn(sink: Sink) throws {
    let directory = try TemporaryDirectory()
    let environment = ["BMI_STORE": directory.file("store.json")]
    _ = try BinaryRunner.run(
      ["profile", "save", "ann", "--height", "165"], environment: environment)
    let sut = try Self.run(
      ["log", "61.5", "--date", "2026-01-10", "--json"], sink, stdin: "", environment: environment)
    #expect(sut.status == 74)
    let history = try BinaryRunner.run(["history", "--format", "csv"], environment: environment)
    #expect(history.stdout.contains("2026-01-10,61.5"))
  }

  @Test func chartSVG_fileOnFullDisk_exits74() throws {
    let directory = try TemporaryDirectory()
    let environment = ["BMI_STORE": directory.file("store.json")]
    for arguments in OutputCommandCase.setup {
      _ = try BinaryRunner.run(arguments, environment: environment)
    }
    let sut = try BinaryRunner.run(["chart", "--svg", "/dev/full"], environment: environment)
    #expect(sut.status == 74)
    #expect(sut.stderr == "bmi: cannot write the chart to '/dev/full': no space left on device\n")
  }

  /// A reader that has gone before bmi writes (its end of the pipe closed): quiet, status 0.
  @Test(arguments: [["manual"], ["--help"], ["calc", "--weight", "70", "--height", "175"]])
  func reader_gone_isQuietAndSucceeds(arguments: [String]) throws {
    let process = Process()
    process.executableURL = BinaryRunner.executable
    process.arguments = arguments
    process.environment = ["PATH": "/usr/bin:/bin"]
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try output.fileHandleForReading.close()
    try process.run()
    try output.fileHandleForWriting.close()
    let messages = error.fileHandleForReading.readAllRetryingInterrupts()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 0)
    #expect(messages.isEmpty)
  }

  /// `bmi arguments… >/dev/full` or `>&-`, through `/bin/sh`.
  static func run(
    _ arguments: [String], _ sink: Sink, stdin: String, environment: [String: String]
  ) throws -> BinaryRunner.Output {
    try BinaryRunner.run(
      ["-c", "\"$0\" \"$@\" \(sink.rawValue)", BinaryRunner.executable.path] + arguments,
      stdin: stdin, environment: environment, executable: URL(fileURLWithPath: "/bin/sh"))
  }
}
