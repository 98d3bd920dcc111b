import CommandLineInterface
import DataSource
import Model
import TestSupport

/// Runs the front in-process with recording clients: fast, and it sees exactly what
/// `main.swift` would print.
@MainActor
enum InProcessRunner {
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// `files: true` gives the command the real file system, byte streams and locks (tests
  /// then pass a temporary `--store` or `BMI_STORE`); otherwise any file access fails the
  /// command and byte streams see only `stdin`. `fileSystem` replaces the real file system
  /// when `files` is true (a fault-injecting or recording client). `outputFailure` makes
  /// every write to standard output fail with it (a full disk, a closed stdout).
  static func run(
    _ arguments: [String], columns: Int? = nil, environment: [String: String] = [:],
    stdin: String = "", terminal: Bool = false, files: Bool = false,
    fileSystem: FileSystemClient = .liveValue,
    today: LocalDate = LocalDate(year: 2026, month: 1, day: 15),
    outputFailure: ByteStreamError? = nil
  ) async -> Output {
    let recorder = ConsoleRecorder()
    let dependencies = AppDependencies.testDependencies(
      console: .recording(
        recorder, standardInput: Array(stdin.utf8), terminal: terminal, columns: columns,
        outputFailure: outputFailure),
      environment: .fixed(environment), date: .fixed(today),
      byteStream: files
        ? .liveFiles(standardInput: Array(stdin.utf8))
        : .inMemory(ByteStreamRecorder(), standardInput: Array(stdin.utf8)),
      fileSystem: files ? fileSystem : .testValue, fileLock: files ? .liveValue : .testValue)
    let status = await CommandLineApp(dependencies: dependencies).run(["bmi"] + arguments)
    return Output(status: status, stdout: recorder.output, stderr: recorder.error)
  }
}
