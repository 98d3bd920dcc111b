/// UTF-16 text, as spreadsheets save "Unicode text" (Excel: UTF-16 little-endian with a byte
/// order mark, tab-separated), to UTF-8. Only text that says it is UTF-16 by its byte order
/// mark is converted; text that looks like UTF-16 without one (a NUL in every other byte) is
/// recognised, so that it can be refused for what it is rather than for garbled columns.
public enum UTF16Text {
  /// What the text's first bytes say of it.
  public enum Kind: Equatable, Sendable {
    case littleEndian, bigEndian
    /// No byte order mark, but NUL bytes in every other place: UTF-16 of ASCII text.
    case unmarked
  }

  /// The text's kind, or `nil` when it is not UTF-16.
  public static func kind(of bytes: [UInt8]) -> Kind? {
    if bytes.starts(with: [0xFF, 0xFE]) { return .littleEndian }
    if bytes.starts(with: [0xFE, 0xFF]) { return .bigEndian }
    let head = bytes.prefix(64)
    guard head.count >= 4 else { return nil }
    let evens = stride(from: head.startIndex, to: head.endIndex, by: 2).map { head[$0] }
    let odds = stride(from: head.startIndex + 1, to: head.endIndex, by: 2).map { head[$0] }
    let isUnmarked =
      (evens.allSatisfy { $0 == 0 } && !odds.contains(0))
      || (odds.allSatisfy { $0 == 0 } && !evens.contains(0))
    return isUnmarked ? .unmarked : nil
  }

  /// The UTF-8 bytes of marked UTF-16 text, its mark dropped; or the 1-based line of the
  /// first code unit that is not well-formed (an unpaired surrogate, an odd last byte).
  public static func utf8(_ bytes: [UInt8], _ kind: Kind) -> Result<[UInt8], LineFault> {
    let isLittle = kind == .littleEndian
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = 2
    while index + 1 < bytes.count {
      let (first, second) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
      units.append(isLittle ? first | second << 8 : first << 8 | second)
      index += 2
    }
    var out: [UInt8] = []
    out.reserveCapacity(units.count)
    var line = 1
    var iterator = units.makeIterator()
    var decoder = UTF16()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar == "\n" { line += 1 }
        UTF8.encode(scalar) { out.append($0) }
      case .emptyInput:
        guard index == bytes.count else { return .failure(LineFault(line: line)) }
        return .success(out)
      case .error:
        return .failure(LineFault(line: line))
      }
    }
  }

  /// Where UTF-16 text is not well-formed.
  public struct LineFault: Error, Equatable, Sendable {
    public let line: Int
  }
}
