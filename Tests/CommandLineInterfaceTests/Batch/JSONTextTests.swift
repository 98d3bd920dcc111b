import CommandLineInterface
import DataSource
import Model
import Testing

/// The one JSON escape policy, pinned byte for byte: every JSON writer goes through it.
struct JSONTextTests {
  @Test(arguments: [
    ("plain", #""plain""#), ("say \"hi\"", #""say \"hi\"""#), ("back\\slash", #""back\\slash""#),
    ("tab\tnew\nline\rret", #""tab\tnew\nline\rret""#),
    ("\u{01}\u{1F}\u{7F}", "\"\\u0001\\u001f\u{7F}\""), ("é ü 😀", "\"é ü 😀\""), ("", #""""#),
    ("/slash/", #""/slash/""#),
  ])
  func quotedBytes_text_isEscapedLiteral(text: String, expected: String) {
    let sut = JSONText.quotedBytes(text)
    #expect(String(decoding: sut, as: UTF8.self) == expected)
    #expect(JSONWriter.quoted(text) == expected)
  }

  @Test func quotedBytes_everyScalarBelow0x100_escapesOnlyControlsQuoteAndBackslash() {
    for value in 0..<0x100 {
      let text = String(Character(Unicode.Scalar(UInt8(value))))
      let sut = String(decoding: JSONText.quotedBytes(text), as: UTF8.self)
      let inner = sut.dropFirst().dropLast()
      if value < 0x20 || value == 0x22 || value == 0x5C {
        #expect(inner.hasPrefix("\\"), "scalar \(value) must be escaped")
      } else {
        #expect(inner == text[...], "scalar \(value) must pass through")
      }
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
