import DataSource

/// Text written in a code page, as a program on a system of that language saves it: each
/// character's byte found by the code page's own table, reversed.
public enum MisreadTextBytes {
  public static func encoded(_ text: String, in codePage: CodePage) -> [UInt8] {
    var byteOf: [Unicode.Scalar: UInt8] = [:]
    for byte in UInt8(0x80)...0xFF {
      guard let utf8 = codePage.utf8([byte]) else { continue }
      byteOf[String(decoding: utf8, as: UTF8.self).unicodeScalars.first!] = byte
    }
    return text.unicodeScalars.map { $0.isASCII ? UInt8($0.value) : byteOf[$0]! }
  }
}
