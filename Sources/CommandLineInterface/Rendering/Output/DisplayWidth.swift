/// How many terminal columns text takes: two for a wide character (Chinese, Japanese and
/// Korean ideographs, kana, Hangul, fullwidth forms: Unicode's East Asian Wide and Fullwidth
/// ranges), one for any other. Help lists `体重` and `몸무게` among column names: counted as
/// one column each, their lines ran past the terminal's width.
enum DisplayWidth {
  static func columns(of text: some StringProtocol) -> Int {
    var columns = 0
    for character in text {
      columns += character.unicodeScalars.first.map { isWide($0.value) ? 2 : 1 } ?? 1
    }
    return columns
  }

  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
