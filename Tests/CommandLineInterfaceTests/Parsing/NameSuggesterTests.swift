import CommandLineInterface
import Testing

struct NameSuggesterTests {
  @Test(arguments: [
    ("--wieght", "--weight"),
    ("--heigth", "--height"),
    ("--hieght", "--height"),
    ("--wight", "--weight"),
    ("--formt", "--format"),
  ])
  func nearest_commonTypos_suggestIntendedOption(typed: String, expected: String) {
    let sut = NameSuggester.nearest(
      to: typed, among: ["--weight", "--height", "--format", "--units"])
    #expect(sut == expected)
  }

  @Test func nearest_unrelatedWord_suggestsNothing() {
    #expect(NameSuggester.nearest(to: "--colour-scheme", among: ["--weight", "--height"]) == nil)
  }
}
