import Testing

/// Input that never ends a row, through the built binary: batch mode stops at its row
/// limit with status 65 and a line saying so, instead of reading until memory runs out.
struct BatchEndlessInputTests {
  @Test(arguments: [
    ["calc", "--input", "/dev/zero"],
    ["calc", "--input", "/dev/zero", "--input-format", "ndjson", "--format", "csv"],
  ])
  func calcInput_devZero_exit65AtTheRowLimit(arguments: [String]) throws {
    let sut = try BinaryRunner.run(arguments)
    #expect(sut.status == 65)
    #expect(sut.stdout.isEmpty)
    let format = arguments.contains("ndjson") ? "NDJSON" : "CSV"
    #expect(
      sut.stderr
        == "bmi: line 1: the row reaches 16 MiB without ending, more than batch mode reads; is the input \(format) with a line break after each row?\n"
    )
  }
}
