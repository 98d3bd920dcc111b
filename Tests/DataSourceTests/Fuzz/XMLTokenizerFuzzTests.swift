import DataSource
import TestSupport
import Testing

/// Hostile text through `XMLTokenizer`: every input ends in its tags or an `XMLError` whose
/// line lies inside the text, never a crash or a hang, and the same whatever the windows.
struct XMLTokenizerFuzzTests {
  static let seeds = [
    """
    <?xml version="1.0"?>
    <!DOCTYPE H [ <!-- c ] > --> <!ATTLIST R v CDATA ">]"> ]>
    <H a='1'><R type = "x" v="&amp;&#65;&#x42;"/><![CDATA[<R/>]]><!-- <R/> --><?p ?></H>

    """,
    "<HealthData>\n <Record value=\"1\">\n  <M k=\"a\"/>\n </Record>\n</HealthData>\n",
  ].map { Array($0.utf8) }

  static let tokens = [
    "<", ">", "/", "\"", "'", "=", "&", ";", "&#", "&#x", "<!--", "-->", "<![CDATA[", "]]>",
    "<!DOCTYPE", "[", "]", "<?", "?>", "\n", " ", "\u{0}", "\u{B}", "é", "<Record", "</Record>",
  ]

  /// Tags, or the error, of `bytes` read in windows of `window` bytes.
  static func outcome(_ bytes: [UInt8], window: Int) -> String {
    var sut = XMLTokenizer()
    var pending: [UInt8] = []
    var offset = 0
    var tags = 0
    do {
      while true {
        let take = min(window, bytes.count - offset)
        pending += bytes[offset..<(offset + take)]
        offset += take
        let isFinal = offset == bytes.count
        let consumed = try pending.withUnsafeBufferPointer { buffer throws(XMLError) in
          try sut.scan(buffer, isFinal: isFinal) { _ in tags += 1 }
        }
        pending.removeFirst(consumed)
        if isFinal { return "\(tags) tags" }
      }
    } catch {
      #expect((1...HostileBytes.lineCount(bytes)).contains(error.line), "\(error)")
      #expect(error.column >= 1)
      return "\(error)"
    }
  }

  @Test func scan_fourThousandMutatedTexts_tagsOrAnErrorInsideTheTextWhateverTheWindows() {
    var mutator = ByteMutator(seed: 0x3C, seeds: Self.seeds, tokens: Self.tokens)
    let accepted = mutator.accepted(of: 4_000) { bytes in
      let whole = Self.outcome(bytes, window: .max)
      #expect(Self.outcome(bytes, window: 5) == whole)
      return whole.hasSuffix("tags")
    }
    #expect(accepted > 20)
  }
}
