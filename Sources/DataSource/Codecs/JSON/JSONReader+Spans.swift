/// Strings read as spans of the document (`JSONStringSpan`): matched and parsed as bytes,
/// made text only when they hold escapes or non-ASCII bytes, or when an error names them.
extension JSONReader {
  /// The next string as a span; the same grammar and errors as `readString`, which reads
  /// the string again (to decode it) when it is not plain ASCII.
  public mutating func readStringSpan() throws(JSONError) -> JSONStringSpan {
    skipWhitespace()
    guard peek == UInt8(ascii: "\"") else { throw error("expected a string") }
    let start = offset + 1
    let end: Int? = bytes.withUnsafeBufferPointer { buffer in
      var index = start
      while index < buffer.count {
        let byte = buffer[index]
        if byte == UInt8(ascii: "\"") { return index }
        if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { return nil }
        index += 1
      }
      return nil
    }
    if let end {
      skip(to: end + 1)
      return JSONStringSpan(range: start..<end, decoded: nil)
    }
    let text = try readString()
    return JSONStringSpan(range: start..<(offset - 1), decoded: text)
  }

  /// The text of a span this reader read.
  public func text(of span: JSONStringSpan) -> String {
    if let decoded = span.decoded { return decoded }
    return bytes.withUnsafeBufferPointer { buffer in
      String(decoding: UnsafeBufferPointer(rebasing: buffer[span.range]), as: UTF8.self)
    }
  }

  /// Whether the span's text is `literal`, by `String`'s equality (as `readString` and `==`
  /// would decide), compared byte by byte when the span is plain ASCII.
  public func span(_ span: JSONStringSpan, is literal: StaticString) -> Bool {
    if let decoded = span.decoded { return decoded == literal.description }
    let count = literal.utf8CodeUnitCount
    guard span.range.count == count else { return false }
    return bytes.withUnsafeBufferPointer { buffer in
      let name = buffer.baseAddress! + span.range.lowerBound
      let text = literal.utf8Start
      var index = 0
      while index < count {
        if name[index] != text[index] { return false }
        index += 1
      }
      return true
    }
  }

  /// Whether two spans this reader read hold the same text, by `String`'s equality.
  func sameText(_ first: JSONStringSpan, _ second: JSONStringSpan) -> Bool {
    guard first.decoded == nil, second.decoded == nil else {
      return text(of: first) == text(of: second)
    }
    guard first.range.count == second.range.count else { return false }
    return bytes.withUnsafeBufferPointer { buffer in
      var index = 0
      while index < first.range.count {
        if buffer[first.range.lowerBound + index] != buffer[second.range.lowerBound + index] {
          return false
        }
        index += 1
      }
      return true
    }
  }

  /// `body` over the UTF-8 of a span's text: the document's bytes when plain, else the
  /// decoded text's.
  public func withUTF8<Result>(
    of span: JSONStringSpan, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    if var decoded = span.decoded { return decoded.withUTF8(body) }
    return bytes.withUnsafeBufferPointer { buffer in
      body(UnsafeBufferPointer(rebasing: buffer[span.range]))
    }
  }
}
