/// Which byte separates the fields of a CSV file: `,` unless the header line has none and
/// has `;` (spreadsheets in many European locales) or a tab (TSV).
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
