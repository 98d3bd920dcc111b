/// Where a line ends in text read a line at a time (NDJSON, in batch mode and import): at
/// LF, CRLF or a lone CR (classic Mac OS, and files that mix them), as CSV records end
/// (`CSVScanner`).
public enum LineEnd {
  /// The index of what ends the line that starts at `start`: its LF (after a CRLF's CR, which
  /// stays in the line as white space), a lone CR, or `count` when the line runs on to the
  /// end. A CR that is the last byte before more input (`isFinal` false) may be half of a
  /// CRLF, so it ends nothing yet.
  @inlinable
  public static func find(
    in bytes: UnsafePointer<UInt8>, from start: Int, count: Int, isFinal: Bool = true
  ) -> Int {
    var end = start
    while end < count {
      let byte = bytes[end]
      if byte == 0x0A { return end }
      if byte == 0x0D {
        if end + 1 < count {
          if bytes[end + 1] != 0x0A { return end }
        } else if isFinal {
          return end
        }
      }
      end += 1
    }
    return count
  }

  /// The lines of `bytes`, each without what ended it (a CRLF's CR kept, as white space).
  public static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return [bytes[...]] }
      var lines: [ArraySlice<UInt8>] = []
      var start = 0
      while true {
        let end = find(in: base, from: start, count: buffer.count)
        lines.append(bytes[start..<end])
        if end == buffer.count { return lines }
        start = end + 1
      }
    }
  }
}
