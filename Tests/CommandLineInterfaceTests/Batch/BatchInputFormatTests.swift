import TestSupport
import Testing

/// Batch mode finds NDJSON by the file's name (`*.ndjson`, `*.jsonl`) when `--input-format`
/// is not given, and refuses NDJSON read as CSV (a first line starting with `{`) with advice,
/// rather than a CSV quoting error.
struct BatchInputFormatTests {
  static let rows = "{\"weight\":70,\"height\":175}\n{\"weight\":80,\"height\":180}\n"

  @Test(arguments: ["in.ndjson", "in.jsonl", "IN.NDJSON"])
  func batch_ndjsonName_readAsNDJSON(name: String) throws {
    let directory = try TemporaryDirectory()
    try directory.write(Self.rows, to: name)
    let sut = try BinaryRunner.run(["calc", "--input", directory.file(name)])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stdout.hasPrefix("{\"weight\":70,\"height\":175,\"bmi\":22.86,"), "\(sut.stdout)")
  }

  @Test func batch_ndjsonOnStandardInputWithoutTheFormat_refusedWithAdvice() throws {
    let sut = try BinaryRunner.run(["calc", "--input", "-"], stdin: Self.rows)
    #expect(sut.status == 65)
    #expect(
      sut.stderr
        == "bmi: line 1 starts with '{': the input looks like NDJSON, read as CSV; pass --input-format ndjson\n"
    )
  }

  @Test func batch_csvNamedNDJSON_takesTheFormatGiven() throws {
    let directory = try TemporaryDirectory()
    try directory.write("weight,height\n70,175\n", to: "odd.ndjson")
    let sut = try BinaryRunner.run([
      "calc", "--input", directory.file("odd.ndjson"), "--input-format", "csv",
    ])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stdout.hasPrefix("weight,height,bmi"), "\(sut.stdout)")
  }
}
