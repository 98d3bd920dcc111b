extension ImportDateParser {
  /// The time of day a cell gives, in seconds after midnight: `07:12:44` of
  /// `2024-03-09 07:12:44`, `7:12 AM`, `21:48`, `7:02:14 PM` of `11/21/2026, 7:02:14 PM`;
  /// `nil` when it gives none. It orders a day's readings for `--per-day`.
  /// ISO 8601's basic form of a moment, `20240304T073000Z` (or `…T0730+0900`), in its
  /// extended form, `2024-03-04T07:30:00Z`, which the date, time and offset readers read;
  /// any other text as it is.
  static func extended(_ text: String) -> String {
    // Most dates are not: looked at without an array.
    guard text.utf8.count >= 13, text.utf8.dropFirst(8).first == UInt8(ascii: "T") else {
      return text
    }
    let bytes = Array(text.utf8)
    let isDigit = { (index: Int) in index < bytes.count && (0x30...0x39).contains(bytes[index]) }
    guard bytes.count >= 13, bytes[8] == UInt8(ascii: "T"), (0..<8).allSatisfy(isDigit),
      (9..<13).allSatisfy(isDigit)
    else { return text }
    let hasSeconds = (13..<15).allSatisfy(isDigit)
    let timeEnd = hasSeconds ? 15 : 13
    guard timeEnd == bytes.count || !isDigit(timeEnd) else { return text }
    let digits = { (range: Range<Int>) in String(decoding: bytes[range], as: UTF8.self) }
    let seconds = hasSeconds ? ":" + digits(13..<15) : ""
    return "\(digits(0..<4))-\(digits(4..<6))-\(digits(6..<8))T\(digits(9..<11)):\(digits(11..<13))"
      + seconds + String(decoding: bytes[timeEnd...], as: UTF8.self)
  }

  static func timeOfDay(in text: String) -> Int? {
    let bytes = Array(text.utf8)
    let isDigit = { (index: Int) in
      index >= 0 && index < bytes.count && (0x30...0x39).contains(bytes[index])
    }
    let number = { (index: Int) in Int(bytes[index]) - 0x30 }
    var colon = 0
    while colon < bytes.count {
      if bytes[colon] == UInt8(ascii: ":"), isDigit(colon - 1), isDigit(colon + 1),
        isDigit(colon + 2)
      {
        break
      }
      colon += 1
    }
    guard colon < bytes.count else { return nil }
    var hours = number(colon - 1)
    if isDigit(colon - 2) { hours += 10 * number(colon - 2) }
    let minutes = number(colon + 1) * 10 + number(colon + 2)
    var seconds = 0
    var end = colon + 3
    if end < bytes.count, bytes[end] == UInt8(ascii: ":"), isDigit(end + 1), isDigit(end + 2) {
      seconds = number(end + 1) * 10 + number(end + 2)
      end += 3
    }
    let rest = String(decoding: bytes[end...], as: UTF8.self).uppercased()
      // Any space before AM/PM: VeSync and iOS write U+202F (narrow no-break), others U+00A0.
      .drop { $0.isWhitespace || $0.isNumber || $0 == "." }
    if rest.hasPrefix("PM"), hours < 12 { hours += 12 }
    if rest.hasPrefix("AM"), hours == 12 { hours = 0 }
    guard hours < 24, minutes < 60, seconds < 61 else { return nil }
    return hours * 3600 + minutes * 60 + seconds
  }
}
