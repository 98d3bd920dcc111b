import DataSource
import Testing

struct JSONReaderTests {
  @Test(arguments: [
    (#""plain""#, "plain"),
    (#""a\"b\\c\/d""#, "a\"b\\c/d"),
    (#""tab\there\nnew""#, "tab\there\nnew"),
    (#""\u00e9t\u00E9""#, "été"),
    (#""\ud83d\ude00""#, "😀"),
    (#""héllo""#, "héllo"),
    (#""""#, ""),
  ])
  func readString_validLiteral_decodes(text: String, expected: String) throws {
    var sut = JSONReader(Array(text.utf8))
    #expect(try sut.readString() == expected)
  }

  @Test(arguments: [
    ("0", 0.0), ("-0", 0.0), ("70.2", 70.2), ("1e3", 1000.0), ("1.5E-2", 0.015), ("-12", -12.0),
  ])
  func readNumber_jsonGrammar_decodes(text: String, expected: Double) throws {
    var sut = JSONReader(Array(text.utf8))
    #expect(try sut.readNumber() == expected)
  }

  @Test(arguments: ["01", "1.", ".5", "+1", "1e", "inf", "NaN", "0x10", "1e999", "7o"])
  func readNumber_outsideJSONGrammar_throws(text: String) {
    var sut = JSONReader(Array(text.utf8))
    #expect(throws: JSONError.self) {
      _ = try sut.readNumber()
      try sut.readEnd()
    }
  }

  @Test(arguments: [
    ("{\"a\": 1,\n \"b\": 7o}", 2, 8, "expected ',' or '}'"),
    ("{\"a\": 1\n\n  \"b\": 2}", 3, 3, "expected ',' or '}'"),
    ("[1, 2", 1, 6, "expected ',' or ']'"),
    ("{\"é\": x}", 1, 7, "unexpected character 'x'"),
    // A digit of another script is named as itself, not as its first byte.
    ("{\"w\": ٧٠}", 1, 7, "unexpected character '٧'"),
    ("\"abc", 1, 1, "unterminated string"),
    ("", 1, 1, "unexpected end of the document"),
  ])
  func skipValue_brokenText_reportsLineAndColumn(
    text: String, line: Int, column: Int, reason: String
  ) {
    var sut = JSONReader(Array(text.utf8))
    #expect(throws: JSONError(line: line, column: column, reason: reason)) { try sut.skipValue() }
  }

  @Test func readObject_members_visitsEachInOrder() throws {
    var sut = JSONReader(Array(#" { "a" : [1, {"x": null}], "b": true } "#.utf8))
    var names: [String] = []
    try sut.readObject { member, name throws(JSONError) in
      names.append(name)
      try member.skipValue()
    }
    try sut.readEnd()
    #expect(names == ["a", "b"])
  }

  @Test func readEnd_trailingText_throws() throws {
    var sut = JSONReader(Array("{} x".utf8))
    try sut.skipValue()
    #expect(throws: JSONError(line: 1, column: 4, reason: "unexpected text after the document")) {
      try sut.readEnd()
    }
  }

  @Test func skipValue_deepNesting_throwsInsteadOfOverflowing() {
    var sut = JSONReader(Array((String(repeating: "[", count: 10_000)).utf8))
    #expect(throws: JSONError.self) { try sut.skipValue() }
  }
}
