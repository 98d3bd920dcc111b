/// XML's references: the five predefined entities (`&lt;` `&gt;` `&amp;` `&quot;` `&apos;`)
/// and character references (`&#65;`, `&#x41;`). Nothing else is expanded: entities a DTD
/// declares are refused, never expanded, so no document can grow in the reading.
enum XMLReference {
  /// The longest reference read: `&#x10FFFF;` and a little room.
  static let maximumLength = 12

  /// The scalar of the reference at `index` (its `&`) and its length, `;` included; `nil`
  /// when it is not one of the above.
  static func read(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int)? {
    guard let end = semicolon(bytes, after: index) else { return nil }
    let body = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end])
    let length = end - index + 1
    if body.first == UInt8(ascii: "#") {
      let isHex = body.count > 1 && body[1] == UInt8(ascii: "x")
      let digits = body.dropFirst(isHex ? 2 : 1)
      guard !digits.isEmpty, digits.count <= 8 else { return nil }
      var value: UInt32 = 0
      for digit in digits {
        guard let number = Self.digit(digit, hex: isHex) else { return nil }
        value = value * (isHex ? 16 : 10) + number
      }
      guard let scalar = Unicode.Scalar(value), isCharacter(value) else { return nil }
      return (scalar, length)
    }
    // Compared as bytes: no string is made for each of the many `&lt;` of a device name.
    for (name, scalar) in predefined where body.elementsEqual(name) { return (scalar, length) }
    return nil
  }

  static let predefined: [([UInt8], Unicode.Scalar)] = [
    (Array("lt".utf8), "<"), (Array("gt".utf8), ">"), (Array("amp".utf8), "&"),
    (Array("quot".utf8), "\""), (Array("apos".utf8), "'"),
  ]

  /// The `;` closing the reference at `index`, if within `maximumLength`.
  static func semicolon(_ bytes: UnsafeBufferPointer<UInt8>, after index: Int) -> Int? {
    var end = index + 1
    while end < bytes.count && end - index <= maximumLength {
      if bytes[end] == UInt8(ascii: ";") { return end }
      end += 1
    }
    return nil
  }

  /// XML 1.0's Char production.
  static func isCharacter(_ value: UInt32) -> Bool {
    value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value)
      || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
  }

  private static func digit(_ byte: UInt8, hex: Bool) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
