import DataSource
import Testing

/// The XML tokenizer: the start tags it hands out (and those it does not: in comments, CDATA,
/// the DTD), well-formedness faults with their line and column, truncation, limits, and the
/// same result whatever the window cuts.
struct XMLTokenizerTests {
  /// A start tag as seen: its depth, name and the decoded value of `value`.
  struct Seen: Equatable, CustomStringConvertible {
    let depth: Int
    let name: String
    let value: String?
    var description: String { "\(depth) \(name) \(value ?? "-")" }
  }

  /// Runs `text` through the tokenizer in windows of `window` bytes (the whole at once by
  /// default), carrying what each leaves over as `ImportFileReader` does.
  static func tags(_ text: String, window: Int = .max) throws(XMLError) -> [Seen] {
    let bytes = Array(text.utf8)
    var sut = XMLTokenizer()
    var seen: [Seen] = []
    var pending: [UInt8] = []
    var offset = 0
    while true {
      let take = min(window, bytes.count - offset)
      pending += bytes[offset..<(offset + take)]
      offset += take
      let isFinal = offset == bytes.count
      let consumed = try pending.withUnsafeBufferPointer { buffer throws(XMLError) in
        try sut.scan(buffer, isFinal: isFinal) { tag in
          seen.append(
            Seen(
              depth: tag.depth, name: tag.name,
              value: tag.value(of: Array("value".utf8)).map { String(decoding: $0, as: UTF8.self) })
          )
        }
      }
      pending.removeFirst(consumed)
      if isFinal { return seen }
    }
  }

  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE HealthData [
    <!-- HealthKit Export Version: 14 ] > -->
    <!ENTITY fake "<Record value='9'/>">
    <!ATTLIST Record value CDATA ">]">
    ]>
    <HealthData locale="en_GB">
     <!-- <Record value="1"/> -->
     <Record type = 'a' value = '2'/>
     <Record
       value="3&amp;&#52;&#x35;&lt;"
     >
      <MetadataEntry key="k" value="&quot;x&apos;"/>
      <![CDATA[ <Record value="6"/> ]]>
     </Record>
     <?pi <Record value="7"/> ?>
    </HealthData>
    <!-- after -->

    """

  @Test func scan_realDocument_handsOutOnlyRealStartTags() throws {
    let sut = try Self.tags(Self.document)
    #expect(
      sut == [
        Seen(depth: 0, name: "HealthData", value: nil),
        Seen(depth: 1, name: "Record", value: "2"),
        Seen(depth: 1, name: "Record", value: "3&45<"),
        Seen(depth: 2, name: "MetadataEntry", value: "\"x'"),
      ])
  }

  /// Every cut of the windows gives the same tags.
  @Test(arguments: [1, 2, 3, 7, 64])
  func scan_anyWindowSize_sameTags(window: Int) throws {
    #expect(try Self.tags(Self.document, window: window) == Self.tags(Self.document))
  }

  /// A UTF-8 byte order mark may begin a document (a BOM-prefixed export read as text outside
  /// the root was refused), cut by a window anywhere; anywhere else it is text.
  @Test(arguments: [1, 2, 3, 7, 64, Int.max])
  func scan_byteOrderMarkFirst_sameTags(window: Int) throws {
    #expect(try Self.tags("\u{FEFF}" + Self.document, window: window) == Self.tags(Self.document))
    #expect(throws: XMLError(line: 1, column: 5, problem: .outsideRoot)) {
      _ = try Self.tags("<a/>\u{FEFF}", window: window)
    }
    #expect(throws: XMLError(line: 1, column: 4, problem: .noRootElement)) {
      _ = try Self.tags("\u{FEFF}", window: window)
    }
  }

  @Test(arguments: [
    ("<a><b></a>", 1, 7, XMLProblem.mismatchedEndTag(expected: "b", found: "a")),
    ("<a>\n  <b x=\"1\" x2=\"<\"/></a>", 2, 16, .unexpected(UInt8(ascii: "<"))),
    ("<a>\n\n <b>", 3, 5, .truncated(element: "b")),
    ("<a><!-- open", 1, 4, .truncated(element: "a")),
    ("<a v=\"1\"", 1, 1, .truncated(element: nil)),
    ("<a>&nbsp;</a>", 1, 4, .unknownReference("&nbsp;")),
    ("<a v=\"&bogus;\"/>", 1, 7, .unknownReference("&bogus;")),
    ("<a>\u{0B}\0</a>", 1, 5, .forbiddenCharacter(0)),
    ("<a/><b/>", 1, 5, .outsideRoot),
    ("text<a/>", 1, 1, .outsideRoot),
    ("</a>", 1, 1, .unopenedEndTag("a")),
    ("<a b=1/>", 1, 6, .unexpected(UInt8(ascii: "1"))),
    ("<a b=\"1\"c=\"2\"/>", 1, 9, .unexpected(UInt8(ascii: "c"))),
    ("<a/><!DOCTYPE a>", 1, 5, .misplacedDoctype),
    ("<!-- nothing -->", 1, 17, .noRootElement),
    ("", 1, 1, .noRootElement),
    ("<a><![CDATA[ x", 1, 4, .truncated(element: "a")),
    ("<a x=\"1\" x='2'/>", 1, 10, .duplicateAttribute("x")),
    ("<a>\n <b x=\"1\" y=\"2\"\n x = \"3\"></b></a>", 3, 2, .duplicateAttribute("x")),
  ])
  func scan_notWellFormed_faultWithLineAndColumn(
    text: String, line: Int, column: Int, problem: XMLProblem
  ) {
    for window in [Int.max, 1, 3] {
      #expect(throws: XMLError(line: line, column: column, problem: problem), "window \(window)") {
        _ = try Self.tags(text, window: window)
      }
    }
  }

  @Test func scan_nestingPastTheLimit_tooDeep() {
    let text = String(repeating: "<a>", count: XMLTokenizer.maximumDepth + 1)
    #expect(
      throws: XMLError(
        line: 1, column: XMLTokenizer.maximumDepth * 3 + 1,
        problem: .tooDeep(limit: XMLTokenizer.maximumDepth))
    ) {
      _ = try Self.tags(text)
    }
  }

  /// An endless tag (`/dev/zero` after `<a`, an attribute that never closes) stops at the
  /// token limit instead of growing the window forever.
  @Test func scan_tokenPastTheLimit_tokenTooLong() {
    let text = "<a v=\"" + String(repeating: "x", count: XMLTokenizer.maximumTokenBytes * 2)
    #expect(
      throws: XMLError(
        line: 1, column: 1, problem: .tokenTooLong(limit: XMLTokenizer.maximumTokenBytes))
    ) {
      _ = try Self.tags(text, window: 64 << 10)
    }
  }

  /// Endless text (`yes` after the root's start tag) stops at the text limit, whatever the
  /// windows; text broken by a tag starts a new run.
  @Test func scan_textPastTheLimit_textTooLong() {
    let run = String(repeating: "y\n", count: XMLTokenizer.maximumTextBytes / 2 + 1)
    #expect(throws: XMLError.self) {
      _ = try Self.tags("<a>" + run, window: 1 << 20)
    }
    do {
      _ = try Self.tags("<a>" + run, window: 1 << 20)
    } catch {
      #expect(error.problem == .textTooLong(limit: XMLTokenizer.maximumTextBytes))
    }
    let half = String(repeating: "y", count: XMLTokenizer.maximumTextBytes / 2)
    #expect(throws: Never.self) { _ = try Self.tags("<a>" + half + "<b/>" + half + "</a>") }
  }

  /// Control characters other than NUL are data in text and attribute values, on the exact
  /// path and the skip path: Apple Health's iOS 16 exports write a vertical tab in metadata.
  @Test func scan_controlCharactersInValuesAndText_readAsData() throws {
    let text = "<a v=\"x\u{0B}y\u{01}\">t\u{0B}<b w='\u{1F}'/></a>"
    for window in [Int.max, 1, 3] {
      #expect(try Self.tags(text, window: window).count == 2)
    }
  }

  @Test func scan_nul_isForbidden() {
    #expect(throws: XMLError(line: 1, column: 4, problem: .forbiddenCharacter(0))) {
      _ = try Self.tags("<a>\0\0\0</a>")
    }
  }
}
