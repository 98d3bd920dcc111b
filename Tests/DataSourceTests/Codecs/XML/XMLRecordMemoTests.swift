import DataSource
import Testing

/// The skip path remembers the records it passed over (`XMLRecordMemo`) and resumes a record
/// of the same kind after the bytes both share. A record read after others it resembles must
/// come out as it does read first: the same tags, or the same error at the same line and
/// column, for every change at every offset (a byte replaced, added or removed), in any
/// windows.
struct XMLRecordMemoTests {
  static let rule = XMLSkipRule(element: "Record", depth: 1, key: "type", kept: ["K"])
  /// Whole, and windows that cut the records somewhere different in each variant (small
  /// windows, as `XMLSkipTests` reads, would re-read each record dozens of times here).
  static let windows = [Int.max, 61]

  static let record =
    #"<Record type="K2" sourceName="Watch" device="&lt;&lt;HKDevice&gt;&gt;, name:Watch" unit="count" startDate="2020-01-01 08:00:00 +0100" value="12"/>"#
  /// More attributes than the memo has places for.
  static let manyAttributes =
    "<Record type=\"S\" " + (1...20).map { "a\($0)=\"\($0)\"" }.joined(separator: " ") + "/>"
  /// Longer than the memo keeps of a record.
  static let long =
    "<Record type=\"S\" sourceName=\"Watch\" note=\"" + String(repeating: "n", count: 600)
    + "\" value=\"3\"/>"

  static let replacements: [UInt8] = Array("\"'<& =x\u{B}".utf8)

  /// The documents: `variant` read first (after a comment as long as two records), and read
  /// after two records `original`, at the same line and column.
  static func documents(_ original: [UInt8], _ variant: [UInt8]) -> (first: [UInt8], after: [UInt8])
  {
    let head = Array("<HealthData>\n".utf8)
    let tail = Array("\n</HealthData>\n".utf8)
    let comment =
      Array("<!--".utf8) + [UInt8](repeating: 0x20, count: 2 * original.count - 7)
      + Array("-->".utf8)
    return (head + comment + variant + tail, head + original + original + variant + tail)
  }

  static func variants(of original: [UInt8], stride: Int) -> [[UInt8]] {
    var variants: [[UInt8]] = [original]
    for offset in Swift.stride(from: 1, to: original.count, by: stride) {
      var removed = original
      removed.remove(at: offset)
      variants.append(removed)
      for byte in replacements {
        var replaced = original
        replaced[offset] = byte
        variants.append(replaced)
        var added = original
        added.insert(byte, at: offset)
        variants.append(added)
      }
    }
    return variants
  }

  @Test(arguments: [(record, 1), (manyAttributes, 2), (long, 23)])
  func scan_recordAfterOnesLikeIt_readAsWhenFirst(original: String, stride: Int) {
    let bytes = Array(original.utf8)
    for variant in Self.variants(of: bytes, stride: stride) {
      let (first, after) = Self.documents(bytes, variant)
      let plain = XMLTokenizerFuzzTests.outcome(after, window: .max)
      for window in Self.windows {
        let expected = XMLTokenizerFuzzTests.outcome(first, window: window, skipping: Self.rule)
        let outcome = XMLTokenizerFuzzTests.outcome(after, window: window, skipping: Self.rule)
        #expect(
          outcome == expected, "\(String(decoding: variant, as: UTF8.self)), window \(window)")
        if plain.contains("line") { #expect(outcome == plain) }
      }
    }
  }

  /// A record that names an attribute twice after records that name each once: refused
  /// where the second name stands, as when read first and as reading every tag refuses it.
  @Test func scan_recordNamingAnAttributeTwice_sameErrorAsReadFirst() {
    let bytes = Array(Self.record.utf8)
    let names = ["type", "sourceName", "device", "unit", "startDate", "value"]
    for renamed in names {
      for taken in names where taken != renamed {
        let variant = Array(
          Self.record.replacingOccurrences(of: " \(renamed)=", with: " \(taken)=").utf8)
        let (first, after) = Self.documents(bytes, variant)
        let plain = XMLTokenizerFuzzTests.outcome(after, window: .max)
        #expect(plain.contains("duplicateAttribute"), "\(plain)")
        for window in Self.windows {
          let outcome = XMLTokenizerFuzzTests.outcome(after, window: window, skipping: Self.rule)
          #expect(outcome == plain, "\(renamed) as \(taken), window \(window)")
          #expect(
            outcome == XMLTokenizerFuzzTests.outcome(first, window: window, skipping: Self.rule))
        }
      }
    }
  }

  /// Kinds of records interleaved, as a generated export has them, and a kept record of a
  /// kind like them: each kept one handed out, every other passed over.
  @Test func scan_interleavedKinds_keptOnesHandedOut() {
    let kinds = ["StepCount", "HeartRate", "ActiveEnergyBurned", "BodyMass", "K"]
    var text = "<HealthData>\n"
    for index in 0..<200 {
      let kind = kinds[index % kinds.count]
      text +=
        " <Record type=\"\(kind == "K" ? "K" : "HKQuantityTypeIdentifier" + kind)\" sourceName=\"Watch\" unit=\"count\" startDate=\"2020-01-\(10 + index % 20) 08:00:00 +0100\" value=\"\(index)\"/>\n"
    }
    let bytes = Array((text + "</HealthData>\n").utf8)
    for window in Self.windows {
      #expect(
        XMLTokenizerFuzzTests.outcome(bytes, window: window, skipping: Self.rule) == "41 tags")
    }
  }
}
