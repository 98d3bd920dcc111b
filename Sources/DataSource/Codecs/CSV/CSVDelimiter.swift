/// Which byte separates the fields of a CSV file, as its header line shows (outside quotes):
/// a tab when it has one (TSV), else `;` when it has at least as many as `,` (spreadsheets in
/// many European locales, whose names may hold a comma: `Datum;Gewicht, kg`), else `,`, or
/// `|` in a header of pipes alone (a database's export, `date|weight`); or the one Excel's
/// first line `sep=X` names.
public enum CSVDelimiter {
  public static let semicolon = UInt8(ascii: ";")
  public static let tab = UInt8(ascii: "\t")
  public static let pipe = UInt8(ascii: "|")

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
    var (commas, semicolons, tabs, pipes) = (0, 0, 0, 0)
    var inQuotes = false
    for byte in bytes {
      if byte == CSVScanner.quote { inQuotes.toggle() }
      if inQuotes { continue }
      switch byte {
      case CSVScanner.lineFeed, CSVScanner.carriageReturn:
        return decide(commas: commas, semicolons: semicolons, tabs: tabs, pipes: pipes)
      case CSVScanner.comma: commas += 1
      case semicolon: semicolons += 1
      case tab: tabs += 1
      case pipe: pipes += 1
      default: break
      }
    }
    return isFinal
      ? decide(commas: commas, semicolons: semicolons, tabs: tabs, pipes: pipes) : nil
  }

  private static func decide(commas: Int, semicolons: Int, tabs: Int, pipes: Int) -> UInt8 {
    if tabs > 0 { return tab }
    if pipes > 0, commas == 0, semicolons == 0 { return pipe }
    return semicolons > 0 && semicolons >= commas ? semicolon : CSVScanner.comma
  }
}
