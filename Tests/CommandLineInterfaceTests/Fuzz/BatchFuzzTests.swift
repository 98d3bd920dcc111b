import CommandLineInterface
import DataSource
import Model
import TestSupport
import Testing

/// Hostile batch input through the whole front, in-process (`bmi calc --input FILE`): every
/// run ends with 0 or 65; whatever the cells hold, stderr is `bmi: ` lines with no control
/// characters (a cell's newline or escape sequence is shown escaped, never acted on), and a
/// run that stops says where.
@MainActor
struct BatchFuzzTests {
  static let seeds = [
    "name,weight_kg,height_cm\r\n\"Smith, \"\"Jo\"\"\",70,175\r\n\"two\nlines\",\"99.98\",200\r\n,50,1.75",
    "id,weight,height\n1,154lb,5ft 9in\n\n2,\"\u{1B}[2J\u{7}\",1.75m\n3,70,175\n",
    "{\"id\":7,\"weight_lb\":154,\"height_in\":69}\n{\"weight_kg\":\"7\\n0\",\"height_cm\":175}\n",
    "{\"weight\": \"70 kg\", \"height\": \"5ft 9in\"}\n[]\n{\"weight\": 1e400, \"height\": 175}\n",
  ].map { Array($0.utf8) }

  static let tokens = [
    "\"", ",", "\n", "\r\n", "\r", "\u{1B}[31m", "\u{7}", "\u{0}", "\\n", "\\u001b", "{", "}",
    "70", "175", "kg", "x", "é",
  ]

  static func run(_ arguments: [String], input: [UInt8]) async -> InProcessRunner.Output {
    let console = ConsoleRecorder()
    let recorder = ByteStreamRecorder()
    let dependencies = AppDependencies.testDependencies(
      console: .recording(console),
      byteStream: .inMemory(recorder, files: ["in.csv": input], chunkSize: 7))
    let status = await CommandLineApp(dependencies: dependencies).run(["bmi"] + arguments)
    let stdout = String(
      decoding: recorder.written(to: ByteStreamClient.standardOutput), as: UTF8.self)
    return InProcessRunner.Output(status: status, stdout: stdout, stderr: console.error)
  }

  @Test func calcInput_twoThousandMutatedFiles_exit0or65WithPrintableLines() async {
    var mutator = ByteMutator(seed: 0xCA1C, seeds: Self.seeds, tokens: Self.tokens)
    var generator = SeededGenerator(seed: 0xCA1C)
    var stopped = 0
    for _ in 0..<2_000 {
      let input = mutator.next()
      var arguments = ["calc", "--input", "in.csv"]
      if input.first == UInt8(ascii: "{") { arguments += ["--input-format", "ndjson"] }
      if Bool.random(using: &generator) { arguments += ["--format", "ndjson"] }
      if Bool.random(using: &generator) { arguments.append("--skip-invalid") }
      let sut = await Self.run(arguments, input: input)
      let shown = String(decoding: input.prefix(200), as: UTF8.self).debugDescription
      #expect(sut.status == 0 || sut.status == 65, "\(arguments) \(shown)")
      let lines = sut.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      #expect(sut.stderr.isEmpty || sut.stderr.hasSuffix("\n"), "\(shown)")
      for line in lines {
        #expect(line.hasPrefix("bmi: "), "\(shown)")
        #expect(
          !line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F },
          "\(line.debugDescription)")
      }
      if sut.status == 65 {
        stopped += 1
        #expect(
          lines.last.map {
            $0.hasPrefix("bmi: line ") || $0.hasPrefix("bmi: no ")
              || $0.hasPrefix("bmi: the input is empty")
          } == true, "\(sut.stderr.debugDescription)")
      }
    }
    #expect(stopped > 100)
  }
}

extension BatchFuzzTests {
  @Test func calcInputSkipInvalid_cellWithNewlineAndEscape_reportedOnOnePrintableLine() async {
    let input = "weight_kg,height_cm\n\"7\n0\u{1B}[2J\",175\n70,175\n"
    let sut = await Self.run(
      ["calc", "--input", "in.csv", "--skip-invalid"], input: Array(input.utf8))
    #expect(sut.status == 0)
    #expect(
      sut.stdout
        == "weight_kg,height_cm,bmi,category,reference,implausible\n70,175,22.86,normal,who-adult,\n"
    )
    #expect(
      sut.stderr
        == #"""
        bmi: line 2, column 1: weight_kg '7\n0\x1b[2J' has an unknown unit '\x1b[2j'; expected a weight such as 70, 70kg, 154lb or 11st2lb
        bmi: skipped 1 of 2 rows

        """#)
  }

  @Test func calcInput_longBadCell_quotesOnlyItsStartAndUnit() async {
    let cell = "61.2kg" + String(repeating: "x", count: 100_000)
    let sut = await Self.run(
      ["calc", "--input", "in.csv"], input: Array("weight_kg,height_cm\n\(cell),165\n".utf8))
    #expect(sut.status == 65)
    #expect(
      sut.stderr
        == "bmi: line 2, column 1: weight_kg '61.2kgxxxxxxxxxxxxxxxxxxxxxxxxx…' has an unknown unit 'kgxxxxxxxxx…'; expected a weight such as 70, 70kg, 154lb or 11st2lb\n"
    )
  }
}
