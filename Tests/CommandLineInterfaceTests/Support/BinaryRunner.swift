import Foundation

/// Runs the built `bmi` executable as a user would, for end-to-end tests.
///
/// `swift test` builds every target, so `bmi` sits beside the test bundle in the build
/// folder. Each run gets a clean environment (plus what the test passes), so a developer's
/// own `BMI_STORE` or `NO_COLOR` can never leak into a test.
struct BinaryRunner {
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static let executable: URL = {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    // The bundle may be a directory (`*.xctest/Contents/MacOS/…`); walk up to `bmi`.
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("bmi")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory.deleteLastPathComponent()
    }
    fatalError("bmi executable not found next to \(CommandLine.arguments[0])")
  }()

  /// Runs `bmi arguments…` (or another `executable`, such as `/bin/sh` for a pipeline),
  /// feeding `stdin`, and waits for it to exit.
  static func run(
    _ arguments: [String], stdin: String = "", environment: [String: String] = [:],
    directory: URL? = nil, executable: URL = BinaryRunner.executable
  ) throws -> Output {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var base = ["PATH": "/usr/bin:/bin", "HOME": FileManager.default.temporaryDirectory.path]
    base.merge(environment) { $1 }
    process.environment = base
    if let directory { process.currentDirectoryURL = directory }
    let input = Pipe()
    let output = Pipe()
    let error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Read both pipes while the process runs so a large output cannot fill a pipe and stall.
    let group = DispatchGroup()
    nonisolated(unsafe) var outData = Data()
    nonisolated(unsafe) var errData = Data()
    DispatchQueue.global().async(group: group) {
      outData = output.fileHandleForReading.readAllRetryingInterrupts()
    }
    DispatchQueue.global().async(group: group) {
      errData = error.fileHandleForReading.readAllRetryingInterrupts()
    }
    // A command may exit without reading its input (a missing file, a usage error): the
    // closed pipe must fail this write, not kill the test process with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    try? input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8))
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    group.wait()
    return Output(
      status: process.terminationStatus,
      stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// Runs a `/bin/sh` script (for a umask of its own) with the same clean environment.
  static func runShell(_ script: String, environment: [String: String] = [:]) throws -> Output {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script]
    var base = ["PATH": "/usr/bin:/bin"]
    base.merge(environment) { $1 }
    process.environment = base
    let error = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = error
    try process.run()
    let errData = error.fileHandleForReading.readAllRetryingInterrupts()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, stdout: "",
      stderr: String(decoding: errData, as: UTF8.self))
  }
}
