extension JSONText {
  /// The text of a JSON string's contents (between the quotes): escapes resolved, `\uXXXX`
  /// surrogate pairs joined, and anything malformed replaced by U+FFFD.
  public static func decoded(_ bytes: UnsafePointer<UInt8>, _ range: Range<Int>) -> String {
    var scalars = String.UnicodeScalarView()
    var raw: [UInt8] = []
    func flushRaw() {
      scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
      raw.removeAll(keepingCapacity: true)
    }
    var index = range.lowerBound
    while index < range.upperBound {
      let byte = bytes[index]
      index += 1
      guard byte == UInt8(ascii: "\\"), index < range.upperBound else {
        raw.append(byte)
        continue
      }
      let escape = bytes[index]
      index += 1
      let simple: [UInt8: UInt8] = [
        0x22: 0x22, 0x5C: 0x5C, 0x2F: 0x2F, 0x62: 0x08, 0x66: 0x0C, 0x6E: 0x0A, 0x72: 0x0D,
        0x74: 0x09,
      ]
      if let replacement = simple[escape] {
        raw.append(replacement)
        continue
      }
      flushRaw()
      guard escape == UInt8(ascii: "u"), let unit = hexUnit(bytes, index, range.upperBound) else {
        scalars.append("\u{FFFD}")
        continue
      }
      index += 4
      if (0xD800..<0xDC00).contains(unit), index + 1 < range.upperBound,
        bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
        let low = hexUnit(bytes, index + 2, range.upperBound), (0xDC00..<0xE000).contains(low)
      {
        index += 6
        scalars.append(Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!)
      } else {
        scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
      }
    }
    flushRaw()
    return String(scalars)
  }

  private static func hexUnit(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> UInt32? {
    guard start + 4 <= end else { return nil }
    var value: UInt32 = 0
    for index in start..<(start + 4) {
      guard let digit = Int(String(UnicodeScalar(bytes[index])), radix: 16) else { return nil }
      value = value * 16 + UInt32(digit)
    }
    return value
  }
}
