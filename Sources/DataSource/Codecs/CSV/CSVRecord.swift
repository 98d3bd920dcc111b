/// One record of a CSV file, its fields where they lie in the scanned bytes: text is made
/// only of the fields asked for. Valid only inside the closure it is given to
/// (`CSVRowCursor.nextRecord`).
public struct CSVRecord {
  /// 1-based line of the file where the record starts.
  public let line: Int
  let fields: UnsafeBufferPointer<CSVField>
  let bytes: UnsafePointer<UInt8>

  init(line: Int, fields: UnsafeBufferPointer<CSVField>, bytes: UnsafePointer<UInt8>) {
    self.line = line
    self.fields = fields
    self.bytes = bytes
  }

  /// Shows `visit` a row already made as the record it was made from.
  public static func visit(_ row: CSVRow, _ visit: (CSVRecord) -> Void) {
    // The fields' values end to end, each an unquoted field over its own bytes.
    var bytes: [UInt8] = [0]
    var fields: [CSVField] = []
    for text in row.fields {
      let start = bytes.count
      bytes += text.utf8
      fields.append(CSVField(start: start, end: bytes.count, isQuoted: false))
    }
    bytes.withUnsafeBufferPointer { bytes in
      fields.withUnsafeBufferPointer { fields in
        visit(CSVRecord(line: row.line, fields: fields, bytes: bytes.baseAddress!))
      }
    }
  }

  public var count: Int { fields.count }

  /// The field's value as text (quotes removed; "" past the last field).
  public func text(_ index: Int) -> String {
    index < fields.count ? CSVCodec.text(of: fields[index], in: bytes) : ""
  }

  /// Every field's value as text.
  public func texts() -> [String] {
    CSVCodec.texts(of: fields, in: bytes)
  }

  /// Whether `byte` is among the field's first `count` bytes (an opening quote aside),
  /// looked at without making its text.
  public func field(_ index: Int, starts count: Int, with byte: UInt8) -> Bool {
    guard index < fields.count else { return false }
    let field = fields[index]
    var position = field.start
    if position < field.end, bytes[position] == UInt8(ascii: "\"") { position += 1 }
    let end = min(field.end, position + count)
    while position < end {
      if bytes[position] == byte { return true }
      position += 1
    }
    return false
  }

  /// Whether the field's first byte (an opening quote aside) is an ASCII letter or starts a
  /// character past ASCII, looked at without making its text.
  public func fieldStartsWithLetter(_ index: Int) -> Bool {
    guard index < fields.count else { return false }
    let field = fields[index]
    var position = field.start
    if position < field.end, bytes[position] == UInt8(ascii: "\"") { position += 1 }
    guard position < field.end else { return false }
    let byte = bytes[position] | 0x20
    return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || bytes[position] >= 0x80
  }

  /// Whether the field holds `byte`, looked at without making its text.
  public func field(_ index: Int, contains byte: UInt8) -> Bool {
    guard index < fields.count else { return false }
    let field = fields[index]
    var position = field.start
    while position < field.end {
      if bytes[position] == byte { return true }
      position += 1
    }
    return false
  }
}
