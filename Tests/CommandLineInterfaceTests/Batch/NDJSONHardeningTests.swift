import Foundation
import TestSupport
import Testing

/// Issue 13 item 7 and issue 15: NDJSON batch input follows the JSON reader's policy. A
/// duplicate key, invalid UTF-8 or an unpaired surrogate escape makes the line invalid (65,
/// or skipped and reported with --skip-invalid), and the output stays valid UTF-8 JSON.
struct NDJSONHardeningTests {
  static let good = Array(#"{"weight":70,"height":175}"#.utf8) + [0x0A]
  static let bad: [[UInt8]] = [
    Array(#"{"weight":70,"weight":80,"height":175}"#.utf8),
    Array(#"{"weight":70,"height":175,"id":""#.utf8) + [0xFF, 0xFE] + Array(#""}"#.utf8),
    Array(#"{"weight":70,"height":175,"id":"\ud800"}"#.utf8),
    Array(#"{"weight":70,"height":175,"id":"\udc00\ud800"}"#.utf8),
    // A key twice inside a nested value is a duplicate too: the value is carried to output.
    Array(#"{"weight":70,"height":175,"x":{"a":1,"a":2}}"#.utf8),
    Array(#"{"weight":70,"height":175,"x":[{"b":{"a":1,"a":2}}]}"#.utf8),
  ]

  @Test(arguments: bad)
  func batch_badLine_exit65OrSkippedAndReported(line: [UInt8]) throws {
    let directory = try TemporaryDirectory()
    try directory.write(bytes: Self.good + line + [0x0A] + Self.good, to: "in.ndjson")
    let input = directory.file("in.ndjson")
    let sut = try BinaryRunner.run(["calc", "--input", input, "--input-format", "ndjson"])
    #expect(sut.status == 65)
    #expect(sut.stderr.hasPrefix("bmi: line 2: "))
    // The line says what such a line must be, not only that it is not one.
    #expect(sut.stderr.contains("valid UTF-8, each key once"))
    let skipping = try BinaryRunner.run(
      ["calc", "--input", input, "--input-format", "ndjson", "--skip-invalid"])
    #expect(skipping.status == 0)
    #expect(skipping.stderr.contains("line 2") && skipping.stderr.contains("skipped 1 of 3 rows"))
    let lines = skipping.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    for line in lines {
      #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "\(line)")
    }
  }

  @Test func batch_pairedSurrogateAndUTF8_accepted() throws {
    let directory = try TemporaryDirectory()
    let line = Array(#"{"weight":70,"height":175,"id":"\ud83d\ude00 Zoë"}"#.utf8) + [0x0A]
    try directory.write(bytes: line, to: "in.ndjson")
    let sut = try BinaryRunner.run(
      ["calc", "--input", directory.file("in.ndjson"), "--input-format", "ndjson"])
    #expect(sut.status == 0, "\(sut.stderr)")
  }
}
