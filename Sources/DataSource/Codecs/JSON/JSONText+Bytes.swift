/// JSON string literals as bytes, the one escape policy of every JSON writer: `\"`, `\\`,
/// `\n`, `\r`, `\t`, other controls as lower-case `\u00xx`, the rest as is.
extension JSONText {
  /// The longest escape of one byte (`\u001f`), for reserving room.
  public static let maximumExpansion = 6

  /// Escapes `range` of `source` (without surrounding quotes). With `undoublingQuotes`, a
  /// CSV quoted field's `""` is one quote. Bytes must be valid UTF-8 (see `isASCII`).
  @inline(__always)
  public static func appendEscaped(
    _ source: UnsafePointer<UInt8>, _ range: Range<Int>, undoublingQuotes: Bool,
    to sink: inout ByteSink
  ) {
    var index = range.lowerBound
    while index < range.upperBound {
      let byte = source[index]
      index += 1
      if isPlain(byte) {
        sink.append(byte)
        continue
      }
      if byte == 0x22 && undoublingQuotes { index += 1 }
      appendEscape(byte, to: &sink)
    }
  }

  /// How many bytes `appendEscaped` writes for `text`: exactly, by the same rule, so that a
  /// buffer for many notes is sized to them rather than to six times each.
  public static func escapedCount(_ text: String) -> Int {
    var count = 0
    for byte in text.utf8 {
      count += isPlain(byte) ? 1 : shortEscape(byte) == nil ? maximumExpansion : 2
    }
    return count
  }

  /// A byte written as it is: not a control, a quote or a backslash.
  @inline(__always)
  static func isPlain(_ byte: UInt8) -> Bool {
    byte >= 0x20 && byte != 0x22 && byte != 0x5C
  }

  /// The letter after the backslash of a two-byte escape (`\"`, `\\`, `\n`, `\r`, `\t`);
  /// `nil` for a control written as `\u00xx`.
  static func shortEscape(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x22, 0x5C: byte
    case 0x0A: UInt8(ascii: "n")
    case 0x0D: UInt8(ascii: "r")
    case 0x09: UInt8(ascii: "t")
    default: nil
    }
  }

  @inline(never)
  public static func appendEscape(_ byte: UInt8, to sink: inout ByteSink) {
    sink.append(0x5C)
    if let letter = shortEscape(byte) {
      sink.append(letter)
    } else {
      let hex: [UInt8] = Array("0123456789abcdef".utf8)
      for digit in [UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 15)]] {
        sink.append(digit)
      }
    }
  }

  /// A whole string literal with its quotes, for keys and for text that needed decoding.
  public static func quotedBytes(_ text: String) -> [UInt8] {
    let utf8 = Array(text.utf8)
    var out = [UInt8](repeating: 0, count: utf8.count * maximumExpansion + 2)
    let count = out.withUnsafeMutableBufferPointer { buffer in
      var sink = ByteSink(base: buffer.baseAddress!, count: 0, capacity: buffer.count)
      sink.append(0x22)
      utf8.withUnsafeBufferPointer { source in
        if let base = source.baseAddress {
          appendEscaped(base, 0..<source.count, undoublingQuotes: false, to: &sink)
        }
      }
      sink.append(0x22)
      return sink.count
    }
    return Array(out[0..<count])
  }

  /// Whether every byte of `range` is ASCII, so it is valid UTF-8 as it stands.
  @inline(__always)
  public static func isASCII(_ source: UnsafePointer<UInt8>, _ range: Range<Int>) -> Bool {
    var index = range.lowerBound
    while index < range.upperBound {
      if source[index] >= 0x80 { return false }
      index += 1
    }
    return true
  }
}
