import Foundation
import Testing

/// Colour rules through the built binary, with and without a pseudo-terminal.
struct ColorEndToEndTests {
  private static let escape = "\u{1B}["
  private static let calc = ["calc", "--weight", "90", "--height", "175"]

  /// Runs bmi under `script`, which gives it a pseudo-terminal as stdout.
  private func onTerminal(_ arguments: [String], environment: [String: String] = [:]) throws
    -> String
  {
    let command = ([BinaryRunner.executable.path] + arguments).map { "'\($0)'" }.joined(
      separator: " ")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = ["-qec", command, "/dev/null"]
    var variables = ["PATH": "/usr/bin:/bin", "TERM": "xterm"]
    variables.merge(environment) { $1 }
    process.environment = variables
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readAllRetryingInterrupts()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  @Test func terminal_default_colours() throws {
    #expect(try onTerminal(Self.calc).contains(Self.escape))
  }

  @Test(arguments: [
    ([String](), ["NO_COLOR": "1"]),
    ([String](), ["TERM": "dumb"]),
    (["--no-color"], [String: String]()),
    (["--color", "never"], [String: String]()),
  ])
  func terminal_optOut_noColour(extra: [String], environment: [String: String]) throws {
    let sut = try onTerminal(Self.calc + extra, environment: environment)
    #expect(sut.contains("BMI 29.39"))
    #expect(!sut.contains(Self.escape))
  }

  @Test func pipe_default_noColour() throws {
    let sut = try BinaryRunner.run(Self.calc, environment: ["TERM": "xterm"])
    #expect(!sut.stdout.contains(Self.escape))
  }

  @Test func pipe_colorAlways_colours() throws {
    let sut = try BinaryRunner.run(Self.calc + ["--color", "always"])
    #expect(
      sut.stdout.hasPrefix("\(Self.escape)1mBMI 29.39\(Self.escape)0m  \(Self.escape)33mOverweight")
    )
  }

  @Test func pipe_jsonWithColorAlways_staysPlain() throws {
    let sut = try BinaryRunner.run(Self.calc + ["--color", "always", "--json"])
    #expect(!sut.stdout.contains(Self.escape))
  }
}
