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

  /// The seeds and records a skip rule passes over: a `>` in a value, references, either
  /// quote, attributes on several lines, a skipped record inside a kept one.
  static let skipSeeds =
    seeds
    + [
      """
      <HealthData>
       <Record type="S" d="&lt;a&gt; >" value='1'/>
       <Record v="2" type='x'/>
       <Record type="y" value="3">
        <Record type="S"/>
       </Record>
       <Record
        type = "S"	value="4"></Record>
      </HealthData>

      """,
      // Records of a kind, long enough for the record memo to resume them after each other.
      """
      <HealthData>
       <Record type="HKQuantityTypeIdentifierStepCount" sourceName="W" device="&lt;&lt;D&gt;&gt;" unit="count" value="1"/>
       <Record type="HKQuantityTypeIdentifierStepCount" sourceName="W" device="&lt;&lt;D&gt;&gt;" unit="count" value="2"/>
       <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="W" unit="count/min" value="3"/>
       <Record type="HKQuantityTypeIdentifierStepCount" sourceName="W" device="&lt;&lt;D&gt;&gt;" unit="count" value="4"/>
       <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="W" unit="count/min" value="5"/>
      </HealthData>

      """,
    ].map { Array($0.utf8) }

  static let tokens = [
    "<", ">", "/", "\"", "'", "=", "&", ";", "&#", "&#x", "<!--", "-->", "<![CDATA[", "]]>",
    "<!DOCTYPE", "[", "]", "<?", "?>", "\n", " ", "\u{0}", "\u{B}", "é", "<Record", "</Record>",
  ]

  /// Tags, or the error, of `bytes` read in windows of `window` bytes.
  static func outcome(_ bytes: [UInt8], window: Int, skipping: XMLSkipRule? = nil) -> String {
    var sut = XMLTokenizer(skipping: skipping)
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

  /// Skipping checks as much as reading: whatever the mutation, the skipping tokenizer fails
  /// with exactly the same error as the plain one (or both succeed), whatever the windows.
  @Test func scan_skipping_fourThousandMutatedTexts_sameVerdictAsReadingEveryTag() {
    let rule = XMLSkipRule(element: "Record", depth: 1, key: "type", kept: ["x"])
    var mutator = ByteMutator(seed: 0x5C, seeds: Self.skipSeeds, tokens: Self.tokens)
    var skipped = 0
    let accepted = mutator.accepted(of: 4_000) { bytes in
      let plain = Self.outcome(bytes, window: .max)
      let whole = Self.outcome(bytes, window: .max, skipping: rule)
      #expect(Self.outcome(bytes, window: 5, skipping: rule) == whole)
      if plain.hasSuffix("tags") {
        #expect(whole.hasSuffix("tags"), "\(whole)")
        if whole != plain { skipped += 1 }
      } else {
        #expect(whole == plain)
      }
      return plain.hasSuffix("tags")
    }
    #expect(accepted > 20)
    #expect(skipped > 0)
  }
}
