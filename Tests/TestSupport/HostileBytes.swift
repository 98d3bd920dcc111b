/// Extreme inputs that random mutation rarely reaches but an attacker or a broken tool
/// produces at once: nesting deep enough to overflow a recursive reader's stack, numbers and
/// lines far longer than any real value, bytes that are not UTF-8, and NULs.
public enum HostileBytes {
  /// Lines in `bytes` (line breaks plus one), for checking that an error's line is inside
  /// the input; a plain loop, since megabyte inputs make closures slow in debug builds.
  public static func lineCount(_ bytes: [UInt8]) -> Int {
    bytes.withUnsafeBufferPointer { buffer in
      var count = 1
      var index = 0
      while index < buffer.count {
        // LF, CRLF and a lone CR each end a line (the CSV scanner reads all three).
        if buffer[index] == 0x0A { count += 1 }
        if buffer[index] == 0x0D && (index + 1 == buffer.count || buffer[index + 1] != 0x0A) {
          count += 1
        }
        index += 1
      }
      return count
    }
  }

  /// `count` copies of `open` (such as `[` or `{"a":`) with nothing closing them.
  public static func nested(_ open: String, count: Int = 100_000) -> [UInt8] {
    Array(repeating: Array(open.utf8), count: count).flatMap { $0 }
  }

  /// A number of `digits` digits: beyond any `Double` as an integer, or (with a leading
  /// `0.`) a fraction below the smallest subnormal.
  public static func number(digits: Int, fraction: Bool = false) -> String {
    (fraction ? "0." : "") + String(repeating: "9", count: digits)
  }

  /// Every way a byte sequence can fail to be UTF-8: a lone continuation byte, a truncated
  /// sequence, an overlong encoding, a surrogate, a code point past U+10FFFF, bytes never
  /// used by UTF-8.
  public static let invalidUTF8: [[UInt8]] = [
    [0x80], [0xC3], [0xE2, 0x82], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
    [0xFE], [0xFF, 0xFF],
  ]

  /// The extremes of one grammar, each wrapped by `embed` into an otherwise valid input
  /// (as a field, a member's value, a whole line).
  public static func extremes(embedding embed: (String) -> String) -> [[UInt8]] {
    var inputs: [[UInt8]] = [
      [], Array(repeating: 0, count: 1_000), Array(repeating: 0x0A, count: 10_000),
      nested("["), nested("{"), nested("{\"a\":"), nested("[\""), nested("\""),
    ]
    for text in [
      number(digits: 400), number(digits: 100_000), number(digits: 100_000, fraction: true),
      "1e999999999999999999", "-0", "1e-400", String(repeating: "x", count: 300_000),
      String(repeating: "\\u0041", count: 10_000), String(repeating: "\"\"", count: 10_000),
      "\u{0}", "\u{FEFF}", "🙂", "\u{202E}",
    ] {
      inputs.append(Array(text.utf8))
      inputs.append(Array(embed(text).utf8))
    }
    for bad in invalidUTF8 {
      let marker = "@@"
      let wrapped = Array(embed(marker).utf8)
      // Splice the raw bytes where the marker stands: a String cannot hold them.
      if let at = wrapped.indices.first(where: { wrapped[$0...].starts(with: Array(marker.utf8)) })
      {
        inputs.append(Array(wrapped[..<at]) + bad + wrapped[(at + marker.utf8.count)...])
      }
      inputs.append(bad)
    }
    return inputs
  }
}
