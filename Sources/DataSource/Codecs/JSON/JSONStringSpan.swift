/// A JSON string as `JSONReader.readStringSpan` read it: where its contents lie in the
/// document, and its text only when it had to be decoded (escapes or non-ASCII bytes).
///
/// The store reads two member names and a date for every entry: matching them as bytes
/// (`JSONReader.span(_:is:)`) instead of making a `String` of each was most of the time
/// `bmi log` spent reading a ten-year store.
public struct JSONStringSpan: Sendable {
  /// The contents between the quotes, still escaped.
  public let range: Range<Int>
  /// The text, when the contents are not plain ASCII without escapes; `nil` when the bytes
  /// in `range` are the text.
  public let decoded: String?
}
