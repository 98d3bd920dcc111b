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

  static func run(
    _ arguments: [String], columns: Int? = nil, environment: [String: String] = [:]
  ) async -> Output {
    let recorder = ConsoleRecorder()
    let dependencies = AppDependencies.testDependencies(
      console: .recording(recorder, columns: columns), environment: .fixed(environment))
    let status = await CommandLineApp(dependencies: dependencies).run(["bmi"] + arguments)
    return Output(status: status, stdout: recorder.output, stderr: recorder.error)
  }
}
