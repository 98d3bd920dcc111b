import DataSource

/// One cell of a row as scanned, a CSV field or an NDJSON member, read in place when its
/// bytes are the value as they stand and decoded to text otherwise.
enum BatchCell {
  case csv(CSVField)
  case json(JSONMember)
  /// No such column or key in this row.
  case absent

  /// No such column or key: nothing to read (checked before any call, as most rows lack most).
  @inline(__always)
  var isAbsent: Bool {
    if case .absent = self { return true }
    return false
  }

  /// The bytes as written (a string's without its quotes).
  var range: Range<Int> {
    switch self {
    case .csv(let field): return field.content
    case .json(let member): return member.value
    case .absent: return 0..<0
    }
  }

  /// The value as `bmi calc` would be given it: quotes undoubled, escapes decoded, `null`
  /// and an absent key as nothing.
  func text(in bytes: UnsafePointer<UInt8>) -> String {
    switch self {
    case .csv(let field): return CSVCodec.text(of: field, in: bytes)
    case .json(let member): return NDJSONBatchProcessor.text(of: member, in: bytes)
    case .absent: return ""
    }
  }

  /// Whether the cell holds nothing but spaces, JSON `null`, or a missing value as R, SAS
  /// and Stata write one (`NA`, `N/A`, `.`; `isMissingMarker`).
  func isBlank(in bytes: UnsafePointer<UInt8>) -> Bool {
    if case .json(let member) = self, member.kind == .literal,
      bytes[member.value.lowerBound] == 0x6E
    {
      return true
    }
    let trimmed = Self.trimmed(bytes, range)
    return trimmed.isEmpty || Self.isMissingMarker(bytes, trimmed)
  }

  /// Whether the bytes are a missing value as statistics programs write one: `NA` (R's
  /// `write.csv`), `N/A`, or `.` (SAS and Stata), in any case. Read as an empty cell.
  /// Compared in place, no `String` per row: a survey's `oedema` column is on every row.
  static func isMissingMarker(_ bytes: UnsafePointer<UInt8>, _ range: Range<Int>) -> Bool {
    let first = range.lowerBound
    switch range.count {
    case 1: return bytes[first] == UInt8(ascii: ".")
    case 2:
      return bytes[first] | 0x20 == UInt8(ascii: "n")
        && bytes[first + 1] | 0x20 == UInt8(ascii: "a")
    case 3:
      return bytes[first] | 0x20 == UInt8(ascii: "n") && bytes[first + 1] == UInt8(ascii: "/")
        && bytes[first + 2] | 0x20 == UInt8(ascii: "a")
    default: return false
    }
  }

  /// The same for a cell's text, already trimmed: the one rule above, on its bytes.
  static func isMissingMarker(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { buffer in
      buffer.baseAddress.map { isMissingMarker($0, 0..<buffer.count) } ?? false
    }
  }

  /// `range` without the spaces and tabs around it.
  @inline(__always)
  static func trimmed(_ bytes: UnsafePointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper && (bytes[lower] == 0x20 || bytes[lower] == 0x09) { lower += 1 }
    while upper > lower && (bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09) { upper -= 1 }
    return lower..<upper
  }
}
