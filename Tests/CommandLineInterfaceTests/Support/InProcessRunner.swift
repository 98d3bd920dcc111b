import CommandLineInterface
import DataSource
import Model

/// Runs the front in-process with recording clients: fast, and it sees exactly what
/// `main.swift` would print.
@MainActor
enum InProcessRunner {
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// `files: true` gives the command the real file system and locks (tests then pass a
  /// temporary `--store` or `BMI_STORE`); otherwise any file access fails the command.
  /// `fileSystem` replaces the real file system when `files` is true (a fault-injecting or
  /// recording client).
  static func run(
    _ arguments: [String], columns: Int? = nil, environment: [String: String] = [:],
    stdin: String = "", terminal: Bool = false, files: Bool = false,
    fileSystem: FileSystemClient = .liveValue,
    today: LocalDate = LocalDate(year: 2026, month: 1, day: 15)
  ) async -> Output {
    let recorder = ConsoleRecorder()
    let dependencies = AppDependencies.testDependencies(
      console: .recording(
        recorder, standardInput: Array(stdin.utf8), terminal: terminal, columns: columns),
      environment: .fixed(environment), date: .fixed(today),
      byteStream: files ? .liveValue : .testValue, fileSystem: files ? fileSystem : .testValue,
      fileLock: files ? .liveValue : .testValue)
    let status = await CommandLineApp(dependencies: dependencies).run(["bmi"] + arguments)
    return Output(status: status, stdout: recorder.output, stderr: recorder.error)
  }
}
