/// Which byte separates the fields of a CSV file: `,` unless the header line has none and
/// has `;` (spreadsheets in many European locales) or a tab (TSV), or Excel's first line
/// `sep=X` names it.
public enum CSVDelimiter {
  public static let semicolon = UInt8(ascii: ";")
  public static let tab = UInt8(ascii: "\t")

  /// Decided by the first line of `bytes` (the header); a quoted header name does not count.
  public static func detect(in bytes: some Collection<UInt8>) -> UInt8 {
    detect(in: bytes, isFinal: true) ?? CSVScanner.comma
  }

  /// As `detect(in:)`, but `nil` while the first line is not whole and more bytes may come
  /// (a stream cut inside its header).
  public static func detect(in bytes: some Collection<UInt8>, isFinal: Bool) -> UInt8? {
    opening(of: bytes, isFinal: isFinal)?.delimiter
  }

  /// The delimiter, and the bytes before the header: Excel's first line `sep=X` (or
  /// `"sep=X"`, as a spreadsheet quotes it; `sep` in any case), which Excel honours and some
  /// exporters write so that Excel in any locale splits the columns. `X` is then the file's
  /// delimiter and the line is no row: `separatorLine` counts it and its line end (0 when
  /// there is none), for the reader to skip. `bytes` start where the first line does (after
  /// any byte order mark); `nil` while that line is not whole and more bytes may come.
  public static func opening(of bytes: some Collection<UInt8>, isFinal: Bool)
    -> (delimiter: UInt8, separatorLine: Int)?
  {
    if startsLikeSeparatorLine(bytes) {
      // `sep=;` must be read to its end: until then it could be a header `sep=;x`.
      guard firstLineIsWhole(bytes, isFinal: isFinal) else { return nil }
      if let line = separatorLine(bytes) { return line }
    }
    return detectFromHeader(bytes, isFinal: isFinal).map { ($0, 0) }
  }

  /// The separator line that `bytes` (its first line whole) begin with, or nil.
  private static func separatorLine(_ bytes: some Collection<UInt8>) -> (UInt8, Int)? {
    var rest = bytes[...]
    let quoted = rest.first == CSVScanner.quote
    rest = rest.dropFirst(quoted ? 5 : 4)
    guard let delimiter = rest.first, delimiter != CSVScanner.quote,
      delimiter != CSVScanner.lineFeed, delimiter != CSVScanner.carriageReturn
    else { return nil }
    rest = rest.dropFirst()
    if quoted {
      guard rest.first == CSVScanner.quote else { return nil }
      rest = rest.dropFirst()
    }
    // A spreadsheet that saved the line as a row pads it with empty fields.
    rest = rest.drop { $0 == delimiter }
    switch rest.first {
    case nil:
      break
    case CSVScanner.lineFeed:
      rest = rest.dropFirst()
    case CSVScanner.carriageReturn:
      rest = rest.dropFirst()
      if rest.first == CSVScanner.lineFeed { rest = rest.dropFirst() }
    default:
      return nil
    }
    return (delimiter, bytes.count - rest.count)
  }

  /// Whether `bytes` begin as a separator line does: `sep=` in any case, quoted or not.
  private static func startsLikeSeparatorLine(_ bytes: some Collection<UInt8>) -> Bool {
    let head = bytes.first == CSVScanner.quote ? bytes.dropFirst().prefix(4) : bytes.prefix(4)
    let lower = head.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
    return lower == Array("sep=".utf8)
  }

  /// Whether the first line's end is in `bytes`: a line feed, or a carriage return with a
  /// byte after it (a last one may be the first half of a CRLF), or the end of the input.
  private static func firstLineIsWhole(_ bytes: some Collection<UInt8>, isFinal: Bool) -> Bool {
    guard !isFinal else { return true }
    guard
      let end = bytes.firstIndex(where: {
        $0 == CSVScanner.lineFeed || $0 == CSVScanner.carriageReturn
      })
    else { return false }
    return bytes[end] == CSVScanner.lineFeed || bytes.index(after: end) != bytes.endIndex
  }

  private static func detectFromHeader(_ bytes: some Collection<UInt8>, isFinal: Bool) -> UInt8? {
    var sawSemicolon = false
    var sawTab = false
    var inQuotes = false
    for byte in bytes {
      if byte == CSVScanner.quote { inQuotes.toggle() }
      if inQuotes { continue }
      if byte == CSVScanner.lineFeed || byte == CSVScanner.carriageReturn {
        return decide(sawSemicolon, sawTab)
      }
      if byte == CSVScanner.comma { return CSVScanner.comma }
      if byte == semicolon { sawSemicolon = true }
      if byte == tab { sawTab = true }
    }
    return isFinal ? decide(sawSemicolon, sawTab) : nil
  }

  private static func decide(_ sawSemicolon: Bool, _ sawTab: Bool) -> UInt8 {
    sawSemicolon ? semicolon : sawTab ? tab : CSVScanner.comma
  }
}
