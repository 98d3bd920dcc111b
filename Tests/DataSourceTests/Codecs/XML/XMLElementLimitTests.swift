import Testing

@testable import DataSource

/// Endless input ends at the element limit whatever it is made of: comments, processing
/// instructions and CDATA sections count as elements do (endless `<!-- -->` after the root's
/// start tag read 109 GB without an end).
struct XMLElementLimitTests {
  @Test(arguments: ["<!-- c -->", "<?pi x?>", "<![CDATA[x]]>", "<a/>"])
  func scan_markupPastTheLimit_tooManyElements(item: String) {
    let text = "<root>" + String(repeating: item, count: 10)
    var sut = XMLTokenizer()
    sut.elementLimit = 5
    let bytes = Array(text.utf8)
    #expect(throws: XMLError.self) {
      _ = try bytes.withUnsafeBufferPointer { buffer throws(XMLError) in
        try sut.scan(buffer, isFinal: false) { _ in }
      }
    }
    var unlimited = XMLTokenizer()
    let consumed = try? bytes.withUnsafeBufferPointer { buffer throws(XMLError) in
      try unlimited.scan(buffer, isFinal: false) { _ in }
    }
    #expect(consumed != nil)
  }

  @Test func scan_commentsPastTheLimit_saysElementsAndComments() throws {
    var sut = XMLTokenizer()
    sut.elementLimit = 2
    let bytes = Array("<root><!-- a --><!-- b -->".utf8)
    do {
      _ = try bytes.withUnsafeBufferPointer { buffer throws(XMLError) in
        try sut.scan(buffer, isFinal: false) { _ in }
      }
      Issue.record("no error")
    } catch {
      #expect(error.problem == .tooManyElements(limit: 2))
    }
  }
}
