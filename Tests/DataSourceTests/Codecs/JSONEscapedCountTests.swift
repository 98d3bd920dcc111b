import Testing

@testable import DataSource

/// `JSONText.escapedCount` is what the store encoder sizes its one buffer by: it must be
/// exactly the number of bytes `quotedBytes` writes between the quotes, for every byte the
/// escape policy treats differently.
struct JSONEscapedCountTests {
  @Test(arguments: [
    "", "plain", "quote \" and backslash \\", "line\nfeed\rreturn\ttab", "\u{0}\u{1}\u{1f}",
    "café – 😀 \u{7f} \u{85} \u{2028}", String(repeating: "e\u{301}", count: 50),
  ])
  func escapedCount_isWhatTheEscaperWrites(text: String) {
    #expect(JSONText.escapedCount(text) == JSONText.quotedBytes(text).count - 2)
  }

  @Test func escapedCount_randomText_isWhatTheEscaperWrites() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      let scalars = (0..<Int.random(in: 0...40, using: &generator)).compactMap { _ in
        Unicode.Scalar(
          UInt32.random(
            in: 0...(Bool.random(using: &generator) ? 0x7F : 0x1_F600), using: &generator))
      }
      let text = String(String.UnicodeScalarView(scalars))
      #expect(
        JSONText.escapedCount(text) == JSONText.quotedBytes(text).count - 2,
        "\(text.debugDescription)")
    }
  }
}
