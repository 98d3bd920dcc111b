extension JSONReader {
  /// The slow path of `readString`, for strings with backslash escapes.
  mutating func readEscapedString(from start: Int) throws(JSONError) -> String {
    var utf8: [UInt8] = []
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        guard let text = String(validating: utf8, as: UTF8.self) else {
          throw error("the string is not valid UTF-8", at: start - 1)
        }
        skip(to: index + 1)
        return text
      case UInt8(ascii: "\\"):
        guard index + 1 < bytes.count else { throw error("unterminated string", at: start - 1) }
        let escaped = bytes[index + 1]
        index += 2
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escaped)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
          var scalar = try hexQuad(at: index)
          index += 4
          if (0xD800..<0xDC00).contains(scalar), index + 6 <= bytes.count,
            bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
          {
            let low = try hexQuad(at: index + 2)
            if (0xDC00..<0xE000).contains(low) {
              scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
              index += 6
            }
          }
          guard let unicode = Unicode.Scalar(scalar) else {
            throw error("invalid \\u escape (an unpaired surrogate)", at: index - 6)
          }
          utf8.append(contentsOf: String(Character(unicode)).utf8)
        default:
          throw error("invalid escape '\\\(String(UnicodeScalar(escaped)))'", at: index - 2)
        }
      case 0..<0x20:
        throw error("control character in a string", at: index)
      default:
        utf8.append(byte)
        index += 1
      }
    }
    throw error("unterminated string", at: start - 1)
  }

  private func hexQuad(at index: Int) throws(JSONError) -> UInt32 {
    var value: UInt32 = 0
    for position in index..<index + 4 {
      guard position < bytes.count, let digit = Self.hexValue(bytes[position]) else {
        throw error("expected four hex digits after \\u", at: index)
      }
      value = value << 4 | digit
    }
    return value
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }
}
