import Testing

/// `bmi help files` (the manual's FILES) names the files as the store code makes them.
@MainActor
struct FilesTopicTests {
  @Test(arguments: [
    "STORE.undo",
    ".STORE.bmi-tmp-HEX",
    "exactly one per version: a failed upgrade's backup is replaced by the next attempt",
  ])
  func helpFiles_statesWhatTheStoreCodeDoes(sentence: String) async {
    let sut = await InProcessRunner.run(["help", "files"], columns: 1000)
    #expect(sut.status == 0)
    let text = sut.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(text.contains(sentence))
  }

  @Test(arguments: ["STORE.tmp-*", "never overwritten", "STORE.vN.2.bak"])
  func helpFiles_saysNothingStale(phrase: String) async {
    let sut = await InProcessRunner.run(["help", "files"], columns: 1000)
    #expect(!sut.stdout.contains(phrase))
  }
}
