#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension XMLTokenizer {
  /// Passes over a start tag the skip rule says nobody needs, or returns `nil` to have the
  /// exact path read it: a wanted tag, or anything unusual (a tag running past the window, a
  /// fault to report with its position). What it passes over is checked as the exact path
  /// would: the name, `name = "value"` pairs with either quote, a `>` inside quotes taken as
  /// text, references, forbidden characters; it is counted and opened as any element. The
  /// common case costs a `memchr` to the next `<`, one per value to its closing quote, and a
  /// word-at-a-time look for control characters.
  mutating func skip(_ reader: inout Reader, at start: Int, _ rule: XMLSkipRule) throws(Fault)
    -> Int?
  {
    let base = reader.base
    let nameBytes = reader.nameBytes
    let nameStart = start + 1
    var position = nameStart
    while position < reader.end && nameBytes[Int(base[position])] != 0 { position += 1 }
    let nameEnd = position
    guard Self.equal(base, nameStart, nameEnd, rule.element) else { return nil }
    // No `<` may stand inside a tag: the next one bounds every scan below.
    guard let found = memchr(base + nameEnd, Int32(UInt8(ascii: "<")), reader.end - nameEnd)
    else { return nil }
    let bound = UnsafeRawPointer(found) - UnsafeRawPointer(base)
    var selfClosing = false
    var sawKey = false
    while true {
      let spaced = reader.skipSpaces(&position)
      guard position < bound else { return nil }
      let byte = base[position]
      if byte == UInt8(ascii: ">") {
        position += 1
        break
      }
      if byte == UInt8(ascii: "/") {
        guard position + 1 < bound, base[position + 1] == UInt8(ascii: ">") else { return nil }
        position += 2
        selfClosing = true
        break
      }
      let attributeStart = position
      // No bound check: the `<` at `bound` is not a name byte.
      while nameBytes[Int(base[position])] != 0 { position += 1 }
      let first = base[attributeStart]
      guard spaced, position > attributeStart, first &- 0x30 >= 10, first != UInt8(ascii: "."),
        first != UInt8(ascii: "-")
      else { return nil }
      let attributeEnd = position
      _ = reader.skipSpaces(&position)
      guard position < bound, base[position] == UInt8(ascii: "=") else { return nil }
      position += 1
      _ = reader.skipSpaces(&position)
      guard position < bound else { return nil }
      let quote = base[position]
      guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
      let valueStart = position + 1
      guard let closing = memchr(base + valueStart, Int32(quote), bound - valueStart) else {
        return nil
      }
      let valueEnd = UnsafeRawPointer(closing) - UnsafeRawPointer(base)
      if !sawKey && Self.equal(base, attributeStart, attributeEnd, rule.key) {
        sawKey = true
        let references = memchr(base + valueStart, Int32(UInt8(ascii: "&")), valueEnd - valueStart)
        if references != nil
          || rule.kept.contains(where: { Self.equal(base, valueStart, valueEnd, $0) })
        {
          return nil
        }
      }
      position = valueEnd + 1
    }
    guard Self.allowedCharacters(base, from: nameEnd, to: position),
      Self.knownReferences(base, from: nameEnd, to: position)
    else { return nil }
    try count(at: start)
    if !selfClosing {
      try open(UnsafeBufferPointer(start: base + nameStart, count: nameEnd - nameStart), at: start)
    }
    return position
  }

  /// Whether bytes `start..<end` hold no control character but tab, line feed and carriage
  /// return: a machine word at a time, `(word - 0x20…20) & ~word & 0x80…80` being non-zero
  /// when some byte is below 0x20 (then its bytes are looked at one by one).
  static func allowedCharacters(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int)
    -> Bool
  {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let high: UInt64 = 0x8080_8080_8080_8080
    let raw = UnsafeRawPointer(base)
    var index = start
    while index + 8 <= end {
      let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      if (word &- ones &* 0x20) & ~word & high != 0 {
        for offset in index..<index + 8 where !isAllowed(base[offset]) { return false }
      }
      index += 8
    }
    while index < end {
      if !isAllowed(base[index]) { return false }
      index += 1
    }
    return true
  }

  @inline(__always)
  static func isAllowed(_ byte: UInt8) -> Bool {
    byte >= 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// Whether every `&` in bytes `start..<end` begins one of XML's own references.
  static func knownReferences(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int)
    -> Bool
  {
    let bytes = UnsafeBufferPointer(start: base, count: end)
    var index = start
    while index < end,
      let found = memchr(base + index, Int32(UInt8(ascii: "&")), end - index)
    {
      let at = UnsafeRawPointer(found) - UnsafeRawPointer(base)
      // `&lt;` and `&gt;` (every device name of an export is full of them) without a look-up.
      if at + 4 <= end, base[at + 2] == UInt8(ascii: "t"), base[at + 3] == UInt8(ascii: ";"),
        base[at + 1] == UInt8(ascii: "l") || base[at + 1] == UInt8(ascii: "g")
      {
        index = at + 4
        continue
      }
      guard let (_, length) = XMLReference.read(bytes, at: at) else { return false }
      index = at + length
    }
    return true
  }

  @inline(__always)
  static func equal(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, _ bytes: [UInt8])
    -> Bool
  {
    XMLStartTag.equal(base, start, end, bytes)
  }
}
