import DataSource
import Testing

/// The skip path (records a skip rule passes over, in one pass through `XMLValueScan` and
/// `XMLNameScan`) accepts what reading every tag accepts and refuses the rest with the same
/// error, line and column, wherever the byte in question falls in a block of sixteen and
/// however the windows cut the text.
struct XMLSkipTests {
  static let rule = XMLSkipRule(element: "Record", depth: 1, key: "type", kept: ["K"])
  static let windows = [Int.max, 1, 7, 17]

  /// A document whose third line is a skipped record with `value` as its `v` attribute,
  /// after `padding` bytes of other attributes.
  static func document(value: String, padding: Int) -> [UInt8] {
    let filler = String(repeating: "p", count: padding)
    return Array(
      "<HealthData>\n <Record type=\"A\" v=\"1\"/>\n <Record type=\"S\" p=\"\(filler)\" v=\"\(value)\"/>\n</HealthData>\n"
        .utf8)
  }

  /// Outcome of the plain tokenizer, and the skipping one in every window size.
  static func outcomes(_ bytes: [UInt8]) -> (plain: String, skipping: [String]) {
    let plain = XMLTokenizerFuzzTests.outcome(bytes, window: .max)
    let skipping = windows.map { XMLTokenizerFuzzTests.outcome(bytes, window: $0, skipping: rule) }
    return (plain, skipping)
  }

  /// Control characters other than NUL are data on both paths (iOS 16's vertical tab).
  @Test(arguments: ["\u{B}", "\u{1F}", "\u{1}"])
  func scan_controlCharacterAtEveryOffsetOfAValue_readOnBothPaths(byte: String) {
    for padding in [0, 3, 8] {
      for offset in 0..<20 {
        let value = String(repeating: "x", count: offset) + byte + "y"
        let (plain, skipping) = Self.outcomes(Self.document(value: value, padding: padding))
        #expect(!plain.contains("line"), "\(plain)")
        for outcome in skipping { #expect(!outcome.contains("line"), "offset \(offset)") }
      }
    }
  }

  @Test(arguments: [
    "<", "\u{0}", "&bogus;", "&#0;", "&lt", "&", "&lt;&bogus;", "&gt;&", "&amp;&lt;<",
  ])
  func scan_faultAtEveryOffsetOfAValue_sameErrorAsReadingEveryTag(fault: String) {
    for padding in [0, 3, 8] {
      for offset in 0..<20 {
        let value = String(repeating: "x", count: offset) + fault + "y"
        let (plain, skipping) = Self.outcomes(Self.document(value: value, padding: padding))
        #expect(plain.contains("line: 3"), "\(plain)")
        for outcome in skipping { #expect(outcome == plain, "offset \(offset)") }
      }
    }
  }

  @Test(arguments: ["@", "!", "\u{B}", "<", "/", "=", "\"", ";"])
  func scan_faultInAnAttributeName_sameErrorAsReadingEveryTag(fault: String) {
    for offset in 0..<18 {
      let name = String(repeating: "n", count: offset + 1) + fault + "m"
      let bytes = Array(
        "<HealthData>\n\n <Record type=\"S\" \(name)=\"1\" w=\"2\"/>\n</HealthData>\n".utf8)
      let (plain, skipping) = Self.outcomes(bytes)
      #expect(plain.contains("line: 3"), "\(plain)")
      for outcome in skipping { #expect(outcome == plain, "\(name)") }
    }
  }

  /// What a value may hold, anywhere in a block: passed over, so only the root is handed out.
  @Test(arguments: [
    "é", "😀", "\t", "\n", "\r", ">", "'", "&lt;", "&gt;", "&amp;", "&quot;", "&apos;", "&#65;",
    "&#x1F600;", " ", "&lt;&lt;", "&lt;&gt;&amp;&#65;&quot;", "&gt;&gt;\t",
  ])
  func scan_allowedByteAtEveryOffsetOfAValue_skipped(allowed: String) {
    for padding in [0, 3, 8] {
      for offset in 0..<20 {
        let value = String(repeating: "x", count: offset) + allowed + "y"
        let (plain, skipping) = Self.outcomes(Self.document(value: value, padding: padding))
        #expect(plain == "3 tags")
        for outcome in skipping { #expect(outcome == "1 tags", "offset \(offset)") }
      }
    }
  }

  /// Multi-byte names, spaces around `=`, single quotes, line breaks between attributes.
  @Test func scan_unusualButWellFormedRecords_skipped() {
    let bytes = Array(
      """
      <HealthData>
       <Record type = 'S' näme="ü" 😀='x"y' a\t=\n"1"/>
       <Record\ttype="S"\n\tvalue="2"></Record>
       <Record type="K" value="3"/>
      </HealthData>

      """.utf8)
    let (plain, skipping) = Self.outcomes(bytes)
    #expect(plain == "4 tags")
    for outcome in skipping { #expect(outcome == "2 tags") }
  }

  /// Records passed over teach the skip path their attribute markup (`XMLAttributeMemo`); a
  /// later record whose markup only resembles it, or whose remembered `type` holds a kept
  /// value, is still read as it stands.
  @Test func scan_markupLikeAnEarlierRecords_readAsItStands() {
    let bytes = Array(
      """
      <HealthData>
       <Record type="S" sourceName="a" v="1"/>
       <Record type="K" sourceName="b" v="2"/>
       <Record type="S" sourceNamé="c" v="3"/>
       <Record type="S" sourceName ="d" v="4"/>
       <Record v="5" type="S" sourceName="e"/>
       <Record type='S' sourceName="f" v="6" w="7"/>
       <Record type="S" sourceName="g"/>
       <Record type="K" sourceName="h" v="8"/>
       <Record type="S" sourceName="a" v="1" 	v2="9"/>
      </HealthData>

      """.utf8)
    let (plain, skipping) = Self.outcomes(bytes)
    #expect(plain == "10 tags")
    for outcome in skipping { #expect(outcome == "3 tags") }
  }

  @Test(arguments: [" 1v=\"2\"", "v=\"2\"", " v2=\"<\"", " v2=2", " v2=\"\u{0}\""])
  func scan_faultAfterRememberedMarkup_sameErrorAsReadingEveryTag(fault: String) {
    let bytes = Array(
      """
      <HealthData>
       <Record type="S" sourceName="a" v="1"/>
       <Record type="S" sourceName="a" v="1"\(fault)/>
      </HealthData>

      """.utf8)
    let (plain, skipping) = Self.outcomes(bytes)
    #expect(plain.contains("line: 3"), "\(plain)")
    for outcome in skipping { #expect(outcome == plain) }
  }
}
