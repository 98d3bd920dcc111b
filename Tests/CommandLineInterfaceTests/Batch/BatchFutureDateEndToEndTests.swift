import Testing

/// The built binary hands batch mode today's date (`DateClient`): a row measured after it
/// has no class and says why, as `calc --date` refuses it.
struct BatchFutureDateEndToEndTests {
  @Test func calcInput_rowMeasuredAfterToday_hasTheMeasuredInFutureReason() throws {
    let sut = try BinaryRunner.run(
      ["calc", "--input", "-"],
      stdin: "weight_kg,height_cm,date\n70,175,2999-01-01\n70,175,2000-01-01\n")
    #expect(sut.status == 0)
    let lines = sut.stdout.split(separator: "\n").map(String.init)
    try #require(lines.count == 3)
    #expect(lines[1].hasPrefix("70,175,2999-01-01,22.86,,,,measured-in-future,"))
    #expect(lines[2].hasPrefix("70,175,2000-01-01,22.86,normal,who-adult,,,"))
  }
}
