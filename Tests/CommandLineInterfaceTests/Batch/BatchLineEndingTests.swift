import Foundation
import TestSupport
import Testing

/// `bmi calc --input` reads every row whatever ends its lines: LF, CRLF, a lone CR (classic
/// Mac OS) or a mix, and numbers the lines the same way in its messages.
struct BatchLineEndingTests {
  @Test(arguments: [
    "weight,height\r70,175\r80,180\r",
    "weight,height\r70,175\n80,180\r\n",
    "weight,height\r\n70,175\r80,180",
  ])
  func calcInput_anyLineEnding_assessesEveryRow(input: String) throws {
    let sut = try BinaryRunner.run(["calc", "--input", "-", "--format", "ndjson"], stdin: input)
    #expect(sut.status == 0)
    #expect(
      sut.stdout
        == "{\"weight\":\"70\",\"height\":\"175\",\"bmi\":22.86,\"category\":\"normal\",\"reference\":\"who-adult\",\"implausible\":null}\n{\"weight\":\"80\",\"height\":\"180\",\"bmi\":24.69,\"category\":\"normal\",\"reference\":\"who-adult\",\"implausible\":null}\n"
    )
  }

  /// NDJSON too, its lines numbered the same way in a message.
  @Test(arguments: ["\r", "\r\n", "\n"])
  func calcInput_ndjsonAnyLineEnding_assessesEveryRow(end: String) throws {
    let rows = [
      "{\"weight\":70,\"height\":175}", "{\"weight\":80,\"height\":180}", "{\"weight\":1}",
    ]
    let sut = try BinaryRunner.run(
      ["calc", "--input", "-", "--input-format", "ndjson"],
      stdin: rows.joined(separator: end) + end)
    #expect(sut.status == 65)
    #expect(sut.stdout.split(separator: "\n").count == 2, "\(sut.stdout)")
    #expect(sut.stderr.hasPrefix("bmi: line 3: "), "\(sut.stderr)")
  }

  @Test func calcInput_crOnlyBadRow_namesItsLine() throws {
    let sut = try BinaryRunner.run(
      ["calc", "--input", "-"], stdin: "weight_kg,height_cm\r70,175\r70,1.75\r")
    #expect(sut.status == 65)
    #expect(sut.stderr.contains("line 3"))
  }
}
