extension XMLTokenizer {
  /// `scan(_:isFinal:onStartTag:)` over a window whose bytes stop being UTF-8 at offset
  /// `notUTF8At` (from a `UTF8Validator` run over the same bytes, perhaps on another
  /// thread): the tokens before that byte are read, then the document is refused there, at
  /// its line and column. The offset may be up to three bytes before the window, in a
  /// character the window before ended inside; `nil` or past the window: nothing is wrong.
  public mutating func scan(
    _ window: UnsafeBufferPointer<UInt8>, isFinal: Bool, notUTF8At: Int?,
    onStartTag: (XMLStartTag) -> Void
  ) throws(XMLError) -> Int {
    guard let bad = notUTF8At, bad < window.count else {
      return try scan(window, isFinal: isFinal, onStartTag: onStartTag)
    }
    guard bad >= 0 else {
      // Bytes of the line the last window ended in (a character's first bytes are never
      // a line feed).
      throw XMLError(line: lineFeeds + 1, column: column + bad + 1, problem: .notUTF8)
    }
    let done = try scan(
      UnsafeBufferPointer(rebasing: window[..<bad]), isFinal: false, onStartTag: onStartTag)
    throw error(.at(bad - done, .notUTF8), in: UnsafeBufferPointer(rebasing: window[done...]))
  }
}
