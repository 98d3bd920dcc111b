/// Turns scanned CSV fields into text and text into CSV fields (RFC 4180).
public enum CSVCodec {
  /// The UTF-8 byte order mark some spreadsheets put before the header.
  public static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// The field's bytes as the value they stand for: quotes removed, doubled quotes undoubled.
  public static func value(of field: CSVField, in bytes: UnsafePointer<UInt8>) -> [UInt8] {
    let content = field.content
    var value: [UInt8] = []
    value.reserveCapacity(content.count)
    var index = content.lowerBound
    while index < content.upperBound {
      let byte = bytes[index]
      value.append(byte)
      // Inside quotes a quote only ever comes doubled; keep one of the pair.
      index += field.isQuoted && byte == CSVScanner.quote ? 2 : 1
    }
    return value
  }

  /// The field's value as text; invalid UTF-8 becomes U+FFFD.
  public static func text(of field: CSVField, in bytes: UnsafePointer<UInt8>) -> String {
    // Most fields are not quoted: their bytes are their value, made text without a copy.
    guard field.isQuoted else {
      return String(
        decoding: UnsafeBufferPointer(start: bytes + field.start, count: field.end - field.start),
        as: UTF8.self)
    }
    return String(decoding: value(of: field, in: bytes), as: UTF8.self)
  }

  /// Every field of a record, as text.
  public static func texts(
    of fields: UnsafeBufferPointer<CSVField>, in bytes: UnsafePointer<UInt8>
  ) -> [String] {
    fields.map { text(of: $0, in: bytes) }
  }

  /// A value as a CSV field: quoted when it holds a comma, quote, CR or LF, with its quotes
  /// doubled; else as it is. This is the one CSV escape policy: the front's `CSVWriter` and
  /// batch mode's NDJSON-to-CSV output both write fields through it.
  public static func field(_ value: some Collection<UInt8>) -> [UInt8] {
    let needsQuotes = value.contains {
      $0 == CSVScanner.comma || $0 == CSVScanner.quote || $0 == CSVScanner.lineFeed
        || $0 == CSVScanner.carriageReturn
    }
    guard needsQuotes else { return Array(value) }
    var quoted: [UInt8] = [CSVScanner.quote]
    for byte in value {
      quoted.append(byte)
      if byte == CSVScanner.quote { quoted.append(byte) }
    }
    quoted.append(CSVScanner.quote)
    return quoted
  }

  /// `field` on text: the four bytes it looks for are ASCII, so they never occur inside a
  /// multi-byte UTF-8 sequence and the result is valid UTF-8 whenever `text` is.
  public static func field(_ text: String) -> String {
    String(decoding: field(text.utf8), as: UTF8.self)
  }
}
