import DataSource
import Testing

/// Bytes that are not UTF-8 make a document not well-formed wherever they stand (a comment,
/// an attribute of a record nobody reads, text): the tokenizer, told where they start by a
/// `UTF8Validator` run over the same bytes, refuses the document there with its line and
/// column, however the windows cut it, a character split between two windows included.
struct XMLTokenizerEncodingTests {
  /// `bytes` through the tokenizer in windows of `window` bytes, checked for UTF-8 as
  /// `ImportWindows` checks them: the tags' count, or the error.
  static func scan(_ bytes: [UInt8], window: Int) -> Result<Int, XMLError> {
    var sut = XMLTokenizer()
    var validator = UTF8Validator()
    var notUTF8At: Int?
    var pending: [UInt8] = []
    var pendingStart = 0
    var offset = 0
    var tags = 0
    while true {
      let take = min(window, bytes.count - offset)
      let piece = Array(bytes[offset..<(offset + take)])
      offset += take
      let isFinal = offset == bytes.count
      if notUTF8At == nil {
        notUTF8At = piece.withUnsafeBufferPointer {
          validator.firstInvalid(in: $0, isFinal: isFinal)
        }
      }
      pending += piece
      let bad = notUTF8At.map { $0 - pendingStart }
      do {
        let consumed = try pending.withUnsafeBufferPointer { buffer throws(XMLError) in
          try sut.scan(buffer, isFinal: isFinal, notUTF8At: bad) { _ in tags += 1 }
        }
        pending.removeFirst(consumed)
        pendingStart += consumed
      } catch {
        return .failure(error)
      }
      if isFinal { return .success(tags) }
    }
  }

  static func document(_ middle: [UInt8]) -> [UInt8] {
    Array("<?xml version=\"1.0\"?>\n<HealthData>\n <Record value=\"1\"/>\n <x>".utf8) + middle
      + Array("</x>\n</HealthData>\n".utf8)
  }

  /// The bad byte on line 4, after ` <x>` and what comes before it in `middle`.
  @Test(
    arguments: [
      ([0xFF], 5), (Array("é".utf8) + [0xC3, 0x28], 7), (Array("<!-- ".utf8) + [0x80], 10),
      (Array("<Record sourceName=\"Ann".utf8) + [0xE2, 0x80, 0x41] + Array("\"/>".utf8), 28),
      (Array("ok😀".utf8) + [0xF0, 0x9F, 0x98], 11),
    ] as [([UInt8], Int)])
  func scan_bytesNotUTF8_refusedAtTheirLineAndColumn(middle: [UInt8], column: Int) {
    let bytes = Self.document(middle)
    for window in [1, 2, 3, 5, 8, 64, Int.max] {
      #expect(
        Self.scan(bytes, window: window)
          == .failure(XMLError(line: 4, column: column, problem: .notUTF8)),
        "window \(window)")
    }
  }

  @Test func scan_wellFormedCharactersOfEveryLength_read() {
    let bytes = Self.document(Array("é € 😀 \u{10FFFF}".utf8))
    for window in [1, 2, 3, 64, Int.max] {
      #expect(Self.scan(bytes, window: window) == .success(3), "window \(window)")
    }
  }

  /// A fault before the bad bytes is the one reported.
  @Test func scan_faultBeforeTheBadBytes_reportedFirst() {
    let bytes = Self.document(Array("</y>".utf8) + [0xFF])
    guard case .failure(let error) = Self.scan(bytes, window: .max) else {
      Issue.record("read")
      return
    }
    #expect(error.problem == .mismatchedEndTag(expected: "x", found: "y"))
  }
}
