import DataSource

/// Cells of a few words (`measured`, `oedema`, and the sex's spellings), compared in place.
extension PersonCellReader {
  /// The words a `measured` cell takes: `WHOMeasuredPosition.spellings` (the one list).
  static let measuredSpellings = WHOMeasuredPosition.spellings.map {
    (spelling: $0.spelling, value: $0.position)
  }
  /// The words an `oedema` cell takes, lower case (any case is read): the WHO's own codes
  /// (anthro: `1` or `y` yes, `2` or `n` no, as its surveys code it) and the usual yes and no
  /// words, `0` and `false` among them.
  static let oedemaSpellings: [(spelling: String, value: Bool)] = [
    ("y", true), ("yes", true), ("1", true), ("true", true),
    ("n", false), ("no", false), ("2", false), ("0", false), ("false", false),
  ]

  /// `oedemaSpellings` in words, for help and messages: `yes: y, yes, 1 or true; no: n, …`.
  static let oedemaText: String = {
    func listed(_ value: Bool) -> [String] {
      oedemaSpellings.filter { $0.value == value }.map(\.spelling)
    }
    let yes = listed(true)
    return "yes: " + yes.dropLast().joined(separator: ", ") + " or \(yes.last ?? ""); no: "
      + listed(false).joined(separator: ", ") + " or empty"
  }()

  /// The value of the spelling a cell holds, white space around it and ASCII case ignored:
  /// compared in place, no `String` per row (a survey's `measured` column is on every row).
  /// A cell with quotes doubled or escapes is compared decoded.
  static func word<Value>(
    _ bytes: UnsafePointer<UInt8>, _ cell: BatchCell,
    _ spellings: [(spelling: String, value: Value)]
  ) -> Value? {
    let range = BatchCell.trimmed(bytes, cell.range)
    if let found = spellings.first(where: { Self.equal(bytes, range, $0.spelling) }) {
      return found.value
    }
    if let code = wholeNumberCode(bytes, range),
      let found = spellings.first(where: { Self.equal(bytes, code, $0.spelling) })
    {
      return found.value
    }
    var text = cell.text(in: bytes)
    return text.withUTF8 { buffer -> Value? in
      guard let base = buffer.baseAddress else { return nil }
      let decoded = BatchCell.trimmed(base, 0..<buffer.count)
      return spellings.first(where: { Self.equal(base, decoded, $0.spelling) })?.value
    }
  }

  /// The digits of a code written as a decimal with nothing after the point but zeros
  /// (`1.0`, `2.00`: pandas writes an integer column with gaps so, and JSON's `1.0` is `1`),
  /// to be read as the code; `nil` for anything else.
  static func wholeNumberCode(_ bytes: UnsafePointer<UInt8>, _ range: Range<Int>) -> Range<Int>? {
    var point = range.lowerBound
    while point < range.upperBound, bytes[point] &- UInt8(ascii: "0") < 10 { point += 1 }
    guard point > range.lowerBound, point < range.upperBound - 1,
      bytes[point] == UInt8(ascii: "."),
      (point + 1..<range.upperBound).allSatisfy({ bytes[$0] == UInt8(ascii: "0") })
    else { return nil }
    return range.lowerBound..<point
  }

  /// Whether `bytes[range]` is `word` (lower case ASCII), ignoring ASCII case.
  @inline(__always)
  static func equal(_ bytes: UnsafePointer<UInt8>, _ range: Range<Int>, _ word: String) -> Bool {
    guard word.utf8.count == range.count else { return false }
    var index = range.lowerBound
    for expected in word.utf8 {
      var byte = bytes[index]
      if byte >= 0x41 && byte <= 0x5A { byte += 0x20 }
      if byte != expected { return false }
      index += 1
    }
    return true
  }

  /// The one byte a cell holds, white space around it ignored; `nil` for any other length.
  @inline(__always)
  static func oneByte(_ bytes: UnsafePointer<UInt8>, _ cell: BatchCell) -> UInt8? {
    let range = BatchCell.trimmed(bytes, cell.range)
    return range.count == 1 ? bytes[range.lowerBound] : nil
  }

  /// One character of a `measured` cell: `l` and `h` in either case (`measuredSpellings`'
  /// one-letter words), in a switch because surveys code the position this way on every row
  /// (`WordCellTests` checks it against the list); `nil` for anything else.
  @inline(__always)
  static func measured(oneByte: UInt8) -> WHOMeasuredPosition? {
    switch oneByte | 0x20 {
    case UInt8(ascii: "l"): return .lying
    case UInt8(ascii: "h"): return .standing
    default: return nil
    }
  }

  /// One character of an `oedema` cell: `y`, `n` (either case), `1`, `2`, `0`
  /// (`oedemaSpellings`' one-letter words), checked against the list as `measured(oneByte:)`.
  @inline(__always)
  static func oedema(oneByte: UInt8) -> Bool? {
    switch oneByte {
    case UInt8(ascii: "y"), UInt8(ascii: "Y"), UInt8(ascii: "1"): return true
    case UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "2"), UInt8(ascii: "0"): return false
    default: return nil
    }
  }

  /// The spellings of each sex, lower case, from `Sex.spellings` (the one list).
  static let maleSpellings = Sex.spellings.filter { $0.sex == .male }.map(\.spelling)
  static let femaleSpellings = Sex.spellings.filter { $0.sex == .female }.map(\.spelling)

  /// Compares in place, ignoring ASCII case: no `String` per row.
  @inline(__always)
  static func sex(_ bytes: UnsafePointer<UInt8>, _ range: Range<Int>) -> Sex? {
    if range.count == 1 { return sex(oneByte: bytes[range.lowerBound]) }
    if maleSpellings.contains(where: { equal(bytes, range, $0) }) { return .male }
    if femaleSpellings.contains(where: { equal(bytes, range, $0) }) { return .female }
    return nil
  }

  /// `none` in any case: a cell that says the sex is not known.
  static func isNone(_ bytes: UnsafePointer<UInt8>, _ range: Range<Int>) -> Bool {
    Sex.isNone(
      String(
        decoding: UnsafeBufferPointer(start: bytes + range.lowerBound, count: range.count),
        as: UTF8.self))
  }

  /// One character: the one-letter `Sex.spellings` (1, 2, m, f, b, g) in either case, in a
  /// switch because most surveys code sex this way (`PersonCellReaderTests` checks it against
  /// the list); `nil` for anything else.
  @inline(__always)
  static func sex(oneByte: UInt8) -> Sex? {
    var byte = oneByte
    if byte >= 0x41 && byte <= 0x5A { byte += 0x20 }
    switch byte {
    case UInt8(ascii: "1"), UInt8(ascii: "m"), UInt8(ascii: "b"): return .male
    case UInt8(ascii: "2"), UInt8(ascii: "f"), UInt8(ascii: "g"): return .female
    default: return nil
    }
  }
}
