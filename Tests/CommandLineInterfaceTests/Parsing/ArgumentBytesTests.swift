import CommandLineInterface
import Foundation
import Testing

/// Command-line bytes that are not UTF-8 are refused before Swift reads them as U+FFFD (a
/// note or a profile's name would be stored so, where an import refuses the same bytes).
struct ArgumentBytesTests {
  @Test func invalidUTF8Message_namesTheArgumentWithItsBytesEscaped() {
    let arguments: [[UInt8]] = [Array("bmi".utf8), Array("log".utf8), [0x61, 0x62, 0xFF, 0x63]]
    #expect(
      Self.message(arguments)
        == "argument 2 is not UTF-8 text ('ab\\xffc'); bmi reads its command line as UTF-8: retype it (a file's name: rename the file)"
    )
  }

  @Test func invalidUTF8Message_textArguments_nil() {
    let arguments = ["bmi", "log", "--note", "café 🍎"].map { Array($0.utf8) }
    #expect(Self.message(arguments) == nil)
  }

  private static func message(_ arguments: [[UInt8]]) -> String? {
    let buffers = arguments.map { bytes in
      let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
      _ = buffer.initialize(from: bytes)
      return buffer
    }
    defer { for buffer in buffers { buffer.deallocate() } }
    return ArgumentBytes.invalidUTF8Message(count: arguments.count) {
      UnsafeBufferPointer(buffers[$0])
    }
  }

  /// The built binary refuses a note of such bytes with 64 and writes no store.
  @Test func binary_noteNotUTF8_exit64AndNothingWritten() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bmi-argv-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = directory.appendingPathComponent("store.json").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", #""$0" profile save "$(printf 'x\377')" --height 170 --store "$1""#,
      BinaryRunner.executable.path, store,
    ]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = errors.fileHandleForReading.readAllRetryingInterrupts()
    process.waitUntilExit()
    #expect(process.terminationStatus == 64)
    #expect(String(decoding: message, as: UTF8.self).contains("is not UTF-8 text ('x\\xff')"))
    #expect(!FileManager.default.fileExists(atPath: store))
  }
}
