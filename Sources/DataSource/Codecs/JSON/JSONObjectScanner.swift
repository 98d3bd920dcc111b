/// Reads one line of NDJSON as a flat list of members, without decoding anything: the keys
/// and values stay byte ranges of the line until a row needs them as text.
public enum JSONObjectScanner {
  /// The members of the object filling `range`, and where its closing brace is; `nil` when
  /// the line is not exactly one JSON object.
  public static func scan(
    _ bytes: UnsafePointer<UInt8>, _ range: Range<Int>, into members: inout [JSONMember]
  ) -> Int? {
    members.removeAll(keepingCapacity: true)
    var index = skipSpace(bytes, range.lowerBound, range.upperBound)
    let end = range.upperBound
    guard index < end, bytes[index] == UInt8(ascii: "{") else { return nil }
    index = skipSpace(bytes, index + 1, end)
    if index < end && bytes[index] == UInt8(ascii: "}") {
      return skipSpace(bytes, index + 1, end) == end ? index : nil
    }
    while true {
      guard index < end, bytes[index] == UInt8(ascii: "\""),
        let (keyEnd, keyEscaped) = stringEnd(bytes, index + 1, end)
      else { return nil }
      let key = (index + 1)..<keyEnd
      index = skipSpace(bytes, keyEnd + 1, end)
      guard index < end, bytes[index] == UInt8(ascii: ":") else { return nil }
      index = skipSpace(bytes, index + 1, end)
      guard index < end else { return nil }
      let member: JSONMember
      switch bytes[index] {
      case UInt8(ascii: "\""):
        guard let (valueEnd, escaped) = stringEnd(bytes, index + 1, end) else { return nil }
        member = JSONMember(
          key: key, value: (index + 1)..<valueEnd, kind: .string, keyHasEscapes: keyEscaped,
          valueHasEscapes: escaped)
        index = valueEnd + 1
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        guard let valueEnd = nestedEnd(bytes, index, end) else { return nil }
        member = JSONMember(
          key: key, value: index..<valueEnd, kind: .nested, keyHasEscapes: keyEscaped,
          valueHasEscapes: false)
        index = valueEnd
      default:
        let start = index
        while index < end, isScalarByte(bytes[index]) { index += 1 }
        guard index > start else { return nil }
        let first = bytes[start]
        let isNumber = first == UInt8(ascii: "-") || (first >= 0x30 && first <= 0x39)
        let word = Array(UnsafeBufferPointer(start: bytes + start, count: index - start))
        guard isNumber || ["true", "false", "null"].contains(where: { Array($0.utf8) == word })
        else { return nil }
        member = JSONMember(
          key: key, value: start..<index, kind: isNumber ? .number : .literal,
          keyHasEscapes: keyEscaped, valueHasEscapes: false)
      }
      members.append(member)
      index = skipSpace(bytes, index, end)
      guard index < end else { return nil }
      if bytes[index] == UInt8(ascii: ",") {
        index = skipSpace(bytes, index + 1, end)
        continue
      }
      guard bytes[index] == UInt8(ascii: "}"), skipSpace(bytes, index + 1, end) == end,
        isWellFormed(bytes, range, members)
      else {
        return nil
      }
      return index
    }
  }

  private static func skipSpace(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Int {
    var index = start
    while index < end {
      let byte = bytes[index]
      guard byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A else { break }
      index += 1
    }
    return index
  }

  /// The closing quote of a string whose text starts at `start`, and whether it has escapes.
  private static func stringEnd(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int)
    -> (Int, Bool)?
  {
    var index = start
    var escaped = false
    while index < end {
      switch bytes[index] {
      case UInt8(ascii: "\""): return (index, escaped)
      case UInt8(ascii: "\\"):
        escaped = true
        index += 2
      default: index += 1
      }
    }
    return nil
  }

  /// One past the bracket that closes the object or array opening at `start`.
  private static func nestedEnd(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
    var depth = 0
    var index = start
    while index < end {
      switch bytes[index] {
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth == 0 { return index + 1 }
      case UInt8(ascii: "\""):
        guard let (close, _) = stringEnd(bytes, index + 1, end) else { return nil }
        index = close
      default: break
      }
      index += 1
    }
    return nil
  }

  private static func isScalarByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x2D
      || byte == 0x2B || byte == 0x2E || byte == 0x45
  }
}
