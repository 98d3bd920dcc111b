import Testing

@testable import CommandLineInterface

struct SVGWriterTests {
  @Test(arguments: [
    ("a & b", "a &amp; b"), ("<g>", "&lt;g&gt;"), ("\"q\" 'a'", "&quot;q&quot; &apos;a&apos;"),
    ("Zoë–☺", "Zoë–☺"), ("bell\u{07}", "bell?"), ("line\nbreak", "line\nbreak"),
  ])
  func escaped_text_isSafeInsideMarkup(text: String, expected: String) {
    #expect(SVGWriter.escaped(text) == expected)
  }

  @Test(arguments: [
    (72.0, "72.0"), (354.04999, "354.0"), (0.05, "0.1"), (-0.04, "0.0"), (1e3 / 3, "333.3"),
  ])
  func number_value_hasOneFixedDecimal(value: Double, expected: String) {
    #expect(SVGWriter.number(value) == expected)
  }

  @Test func element_nested_indentsAndClosesInOrder() {
    var sut = SVGWriter()
    sut.open("g", [("id", "a&b")])
    sut.element("circle", [("r", "3")])
    sut.element("text", text: "<hi>")
    sut.close("g")
    #expect(
      sut.text == """
        <g id="a&amp;b">
          <circle r="3"/>
          <text>&lt;hi&gt;</text>
        </g>

        """)
  }
}
