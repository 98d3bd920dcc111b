/// Windows-1252 (cp1252), the encoding of Hacker's Diet Online's CSV exports, to UTF-8:
/// ASCII as it is, 0xA0–0xFF as Latin-1, 0x80–0x9F through Microsoft's table (`€`, `’`,
/// `…`); the five bytes it leaves undefined are refused (`nil`).
public enum Windows1252 {
  /// U+0000 marks the bytes Windows-1252 does not define.
  static let high: [UInt16] = [
    0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
    0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
    0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
  ]

  /// The UTF-8 bytes of `bytes`, or `nil` at a byte the encoding leaves undefined.
  public static func utf8(_ bytes: [UInt8]) -> [UInt8]? {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + bytes.count / 8)
    for byte in bytes {
      if byte < 0x80 {
        out.append(byte)
        continue
      }
      let value = byte < 0xA0 ? UInt32(high[Int(byte - 0x80)]) : UInt32(byte)
      guard value != 0, let scalar = Unicode.Scalar(value) else { return nil }
      out.append(contentsOf: String(Character(scalar)).utf8)
    }
    return out
  }

  /// The 1-based line of the first byte Windows-1252 leaves undefined (0x81, 0x8D, 0x8F,
  /// 0x90, 0x9D: a file in another code page), or `nil`.
  public static func firstUndefinedLine(_ bytes: [UInt8]) -> Int? {
    guard
      let offset = bytes.firstIndex(where: {
        (0x80..<0xA0).contains($0) && high[Int($0 - 0x80)] == 0
      })
    else { return nil }
    return 1 + bytes[..<offset].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
  }
}
