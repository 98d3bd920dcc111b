/// The line a byte of a text file is on, as the CSV readers count lines: each ends at a line
/// feed, a carriage return and line feed, or a carriage return alone (classic Mac OS), so
/// that a message about a file with any line ends names the line its rows are counted on.
public enum TextLine {
  /// The 1-based line of the byte at `offset`.
  public static func number(at offset: Int, in bytes: [UInt8]) -> Int {
    var line = 1
    var index = 0
    let end = min(offset, bytes.count)
    while index < end {
      let byte = bytes[index]
      if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
        line += 1
      }
      index += 1
    }
    return line
  }
}
