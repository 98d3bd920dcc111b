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
      if byte >= 0x20 && byte != 0x22 && byte != 0x5C {
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
      if byte >= 0x20 && byte != 0x22 && byte != 0x5C {
        count += 1
      } else {
        switch byte {
        case 0x22, 0x5C, 0x0A, 0x0D, 0x09: count += 2
        default: count += maximumExpansion
        }
      }
    }
    return count
  }

  @inline(never)
  public static func appendEscape(_ byte: UInt8, to sink: inout ByteSink) {
    sink.append(0x5C)
    switch byte {
    case 0x22, 0x5C: sink.append(byte)
    case 0x0A: sink.append(UInt8(ascii: "n"))
    case 0x0D: sink.append(UInt8(ascii: "r"))
    case 0x09: sink.append(UInt8(ascii: "t"))
    default:
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
