import Testing

@MainActor
struct StorePathCommandTests {
  @Test(arguments: [
    (["--store", "/o/s.json"], ["BMI_STORE": "/e/s.json"], "/o/s.json"),
    ([], ["BMI_STORE": "/e/s.json", "XDG_DATA_HOME": "/x"], "/e/s.json"),
    ([], ["XDG_DATA_HOME": "/x", "HOME": "/h"], "/x/bmi/store.json"),
    ([], ["XDG_DATA_HOME": "x", "HOME": "/h"], "/h/.local/share/bmi/store.json"),
  ])
  func storePath_sources_printTheChosenPath(
    options: [String], environment: [String: String], path: String
  ) async {
    let sut = await InProcessRunner.run(
      ["store", "path"] + options, environment: environment, files: true)
    #expect(sut.status == 0)
    #expect(sut.stdout == path + "\n")
  }

  @Test func storePath_json_saysSourceAndWhetherItExists() async {
    let sut = await InProcessRunner.run(
      ["store", "path", "--json"], environment: ["HOME": "/nonexistent-home"], files: true)
    #expect(
      sut.stdout == """
        {
          "path": "/nonexistent-home/.local/share/bmi/store.json",
          "source": "HOME",
          "exists": false
        }

        """)
  }

  @Test func storePath_noPlace_exit64() async {
    let sut = await InProcessRunner.run(["store", "path"], files: true)
    #expect(sut.status == 64)
    #expect(
      sut.stderr
        == "bmi: cannot tell where the store is: pass --store PATH, or set BMI_STORE or HOME\n")
  }
}
