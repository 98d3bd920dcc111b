import Testing

@testable import CommandLineInterface

/// `InlineSVG`: a chart document made an image inside the page, and the one markup escape
/// (`SVGWriter.escaped`) the page writes every stored text with.
struct InlineSVGTests {
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <svg xmlns="http://www.w3.org/2000/svg" width="800" height="450">
      <title>ann: weight in kg</title>
      <text id="title" x="20">a &quot; id=&quot;x</text>
      <g id="legend"/>
    </svg>

    """

  @Test func markup_document_isAnImageWithItsTitleAndDescriptionAndNoProlog() {
    let sut = InlineSVG(prefix: "weight", description: "60 weigh-ins <falling> & more")

    #expect(
      sut.markup(Self.document) == """
        <svg role="img" aria-labelledby="weight-svg-title weight-svg-desc" xmlns="http://www.w3.org/2000/svg" width="800" height="450">
          <title id="weight-svg-title">ann: weight in kg</title>
        <desc id="weight-svg-desc">60 weigh-ins &lt;falling&gt; &amp; more</desc>
          <text id="weight-title" x="20">a &quot; id=&quot;x</text>
          <g id="weight-legend"/>
        </svg>

        """)
  }

  @Test(arguments: [
    ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
    ("Tom & Jerry", "Tom &amp; Jerry"),
    ("\"quoted\" 'single'", "&quot;quoted&quot; &apos;single&apos;"),
    ("bell\u{7}", "bell?"),
    ("café ✓", "café ✓"),
  ])
  func escaped_storedText_isTextInHTML(text: String, expected: String) {
    #expect(SVGWriter.escaped(text) == expected)
  }

  @Test func html_title_isEscapedAndTheLanguageDeclared() {
    let sut = HTMLPage(language: "en", title: "Ann <script>", body: "<main></main>\n")

    #expect(sut.html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n"))
    #expect(sut.html.contains("<title>Ann &lt;script&gt;</title>"))
    #expect(!sut.html.contains("<script"))
  }

  @Test(arguments: [
    "@page{", "@media print{", "break-inside:avoid", "thead{display:table-header-group}",
    ".table-box{overflow-x:auto", "width:100%;height:auto",
  ])
  func style_screenAndPrint_haveTheirRules(rule: String) {
    #expect(HTMLPage.style.contains(rule))
  }
}
