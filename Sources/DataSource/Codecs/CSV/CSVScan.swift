/// What the scanner found at a position: a whole record, the need for more bytes, or a
/// record that breaks RFC 4180 and where the next one probably starts.
public enum CSVScan: Sendable, Equatable {
  /// `fieldCount` may exceed the room given for fields: the extra ones were only counted.
  /// `contentEnd` is where the line break starts; `next` is the first byte after it.
  case record(fieldCount: Int, contentEnd: Int, next: Int, lineBreaks: Int)
  /// The bytes end inside the record: read more and scan again from the same position.
  case incomplete
  case malformed(CSVProblem, field: Int, next: Int, lineBreaks: Int)
}
