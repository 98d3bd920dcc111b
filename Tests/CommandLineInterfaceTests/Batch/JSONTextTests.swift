import CommandLineInterface
import Model
import Testing

/// The batch mode's byte-level JSON strings must read exactly like `JSONWriter`'s.
struct JSONTextTests {
  @Test(arguments: [
    "plain", "say \"hi\"", "back\\slash", "tab\tnew\nline\rret", "\u{01}\u{1F}\u{7F}", "é ü 😀",
    "", "/slash/",
  ])
  func quoted_text_matchesJSONWriter(text: String) {
    let sut = JSONText.quoted(text)
    #expect(String(decoding: sut, as: UTF8.self) == JSONWriter.quoted(text))
  }

  @Test func quoted_everyScalarBelow0x100_matchesJSONWriter() {
    for value in 0..<0x100 {
      let text = String(Character(Unicode.Scalar(UInt8(value))))
      #expect(String(decoding: JSONText.quoted(text), as: UTF8.self) == JSONWriter.quoted(text))
    }
  }

  @Test(arguments: [
    ("plain", "plain"), ("a\\\"b", "a\"b"), ("\\n\\t\\/\\\\", "\n\t/\\"), ("\\u00e9", "é"),
    ("\\ud83d\\ude00", "😀"), ("\\ud83d", "\u{FFFD}"), ("\\q", "\u{FFFD}"),
  ])
  func decoded_escapes_resolve(escaped: String, expected: String) {
    let bytes = Array(escaped.utf8)
    let sut = bytes.withUnsafeBufferPointer { JSONText.decoded($0.baseAddress!, 0..<$0.count) }
    #expect(sut == expected)
  }
}
