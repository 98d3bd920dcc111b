extension XMLTokenizer {
  /// Turns a fault at a window's offset into an error at its line and column.
  func error(_ fault: Fault, in window: UnsafeBufferPointer<UInt8>) -> XMLError {
    guard case .at(let offset, let problem) = fault else {
      return XMLError(line: lineFeeds + 1, column: column + 1, problem: .truncated(element: nil))
    }
    let before = UnsafeBufferPointer(rebasing: window[..<min(offset, window.count)])
    let feeds = LineFeeds.count(in: UnsafeRawBufferPointer(before))
    let lastFeed = before.lastIndex(of: 0x0A)
    let column = lastFeed.map { offset - $0 } ?? self.column + offset + 1
    return XMLError(line: lineFeeds + feeds + 1, column: column, problem: problem)
  }

  /// The bytes a name may hold, as a table, for single bytes and the last bytes of a window
  /// (`XMLNameScan` reads names sixteen bytes at a time). Written once in its initialiser and
  /// only read after, so sharing it between threads is safe.
  nonisolated(unsafe) static let nameBytes: UnsafePointer<UInt8> = {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    for byte in 0..<256 { table[byte] = Reader.isNameByte(UInt8(byte)) ? 1 : 0 }
    return UnsafePointer(table)
  }()

  /// `<name attr="value" attr2 = 'value'>` or `…/>`: checked, handed out, and the element
  /// opened unless it closes itself.
  mutating func startTag(
    _ reader: inout Reader, at start: Int, _ onStartTag: (XMLStartTag) -> Void
  ) throws(Fault) -> Int {
    let base = reader.base
    let nameEnd = try reader.name(from: start + 1)
    var position = nameEnd
    var selfClosing = false
    attributes.removeAll(keepingCapacity: true)
    while true {
      let spaced = reader.skipSpaces(&position)
      guard position < reader.end else { throw .incomplete }
      let byte = base[position]
      if byte == UInt8(ascii: ">") {
        position += 1
        break
      }
      if byte == UInt8(ascii: "/") {
        guard position + 1 < reader.end else { throw .incomplete }
        guard base[position + 1] == UInt8(ascii: ">") else {
          throw .at(position + 1, .unexpected(base[position + 1]))
        }
        position += 2
        selfClosing = true
        break
      }
      guard spaced else { throw .at(position, .unexpected(byte)) }
      let added = try attribute(&reader, &position)
      // A name given twice is a well-formedness error (XML 1.0, "Unique Att Spec").
      for earlier in attributes
      where Self.sameName(base, earlier.nameStart, earlier.nameEnd, added.nameStart, added.nameEnd)
      {
        let name = UnsafeBufferPointer(
          start: base + added.nameStart, count: added.nameEnd - added.nameStart)
        throw .at(added.nameStart, .duplicateAttribute(String(decoding: name, as: UTF8.self)))
      }
      attributes.append(added)
    }
    try count(at: start)
    let tagDepth = depth
    if let skipRule, isSkipped(base, nameStart: start + 1, nameEnd: nameEnd, skipRule) {
      // The same tag the fast scan passes over when the window holds it whole.
      passedOver += 1
    } else {
      attributes.withUnsafeBufferPointer { attributes in
        onStartTag(
          XMLStartTag(
            base: base, nameStart: start + 1, nameEnd: nameEnd, attributes: attributes,
            depth: tagDepth))
      }
    }
    if !selfClosing {
      try open(UnsafeBufferPointer(start: base + start + 1, count: nameEnd - start - 1), at: start)
    }
    return position
  }

  /// Whether the names at `a..<aEnd` and `b..<bEnd` are the same bytes.
  @inline(__always)
  static func sameName(
    _ base: UnsafePointer<UInt8>, _ a: Int, _ aEnd: Int, _ b: Int, _ bEnd: Int
  ) -> Bool {
    guard aEnd - a == bEnd - b else { return false }
    for offset in 0..<(aEnd - a) where base[a + offset] != base[b + offset] { return false }
    return true
  }

  /// Whether the skip rule passes over the tag just read: its name and depth, and a `key`
  /// value, as written and without references, that is not kept (or no `key` at all).
  private func isSkipped(
    _ base: UnsafePointer<UInt8>, nameStart: Int, nameEnd: Int, _ rule: XMLSkipRule
  ) -> Bool {
    guard depth == rule.depth, Self.equal(base, nameStart, nameEnd, rule.element) else {
      return false
    }
    guard
      let key = attributes.first(where: { Self.equal(base, $0.nameStart, $0.nameEnd, rule.key) })
    else { return true }
    return !key.hasReferences
      && !rule.kept.contains { Self.equal(base, key.valueStart, key.valueEnd, $0) }
  }

  /// `name = "value"` from `position`, which it moves past the closing quote.
  private func attribute(_ reader: inout Reader, _ position: inout Int) throws(Fault)
    -> XMLStartTag.Attribute
  {
    let base = reader.base
    let nameStart = position
    let nameEnd = try reader.name(from: nameStart)
    position = nameEnd
    _ = reader.skipSpaces(&position)
    guard position < reader.end else { throw .incomplete }
    guard base[position] == UInt8(ascii: "=") else {
      throw .at(position, .unexpected(base[position]))
    }
    position += 1
    _ = reader.skipSpaces(&position)
    guard position < reader.end else { throw .incomplete }
    let quote = base[position]
    guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
      throw .at(position, .unexpected(quote))
    }
    let valueStart = position + 1
    var index = valueStart
    var hasReferences = false
    while true {
      index = XMLValueScan.next(base, from: index, to: reader.end, quote: quote)
      guard index < reader.end else { throw .incomplete }
      let byte = base[index]
      if byte == quote { break }
      if byte == UInt8(ascii: "<") { throw .at(index, .unexpected(byte)) }
      if byte == UInt8(ascii: "&") {
        hasReferences = true
      } else if byte == 0 {
        // Other control characters are data (`XMLTokenizer`'s one leniency); NUL is not.
        throw .at(index, .forbiddenCharacter(byte))
      }
      index += 1
    }
    if hasReferences {
      let value = UnsafeBufferPointer(start: base + valueStart, count: index - valueStart)
      var offset = 0
      while offset < value.count {
        if value[offset] == UInt8(ascii: "&") {
          guard let (_, length) = XMLReference.read(value, at: offset) else {
            let rest = value[offset...].prefix(XMLReference.maximumLength)
            throw .at(
              valueStart + offset,
              .unknownReference(String(decoding: rest, as: UTF8.self)))
          }
          offset += length
        } else {
          offset += 1
        }
      }
    }
    position = index + 1
    return XMLStartTag.Attribute(
      nameStart: nameStart, nameEnd: nameEnd, valueStart: valueStart, valueEnd: index,
      hasReferences: hasReferences)
  }

  /// `</name >`: it must close the open element.
  mutating func endTag(_ reader: inout Reader, at start: Int) throws(Fault) -> Int {
    let nameEnd = try reader.name(from: start + 2)
    var position = nameEnd
    _ = reader.skipSpaces(&position)
    guard position < reader.end else { throw .incomplete }
    guard reader.base[position] == UInt8(ascii: ">") else {
      throw .at(position, .unexpected(reader.base[position]))
    }
    try close(
      UnsafeBufferPointer(start: reader.base + start + 2, count: nameEnd - start - 2), at: start)
    return position + 1
  }

  /// The window being read, with the scans every kind of token shares.
  struct Reader {
    let base: UnsafePointer<UInt8>
    let end: Int
    let isFinal: Bool
    /// `nameBytes[b] != 0` for the bytes a name may hold.
    let nameBytes = XMLTokenizer.nameBytes

    /// The end of the name starting at `start` (ASCII letters, digits, `_:.-`, any non-ASCII
    /// byte; not starting with a digit, `.` or `-`).
    func name(from start: Int) throws(Fault) -> Int {
      let position = XMLNameScan.end(base, from: start, to: end)
      guard position < end else { throw .incomplete }
      let first = base[start]
      guard position > start, !(0x30...0x39).contains(first), first != UInt8(ascii: "."),
        first != UInt8(ascii: "-")
      else {
        throw .at(start, .unexpected(base[start]))
      }
      return position
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
      (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10 || byte >= 0x80
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "-")
        || byte == UInt8(ascii: ".")
    }

    /// Moves past spaces, tabs and line breaks; whether there were any.
    @inline(__always)
    func skipSpaces(_ position: inout Int) -> Bool {
      let start = position
      while position < end {
        let byte = base[position]
        guard byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D else { break }
        position += 1
      }
      return position > start
    }

    /// Whether `prefix` is at `position`; incomplete while the window cannot tell.
    func hasPrefix(_ prefix: [UInt8], at position: Int) throws(Fault) -> Bool {
      for (offset, byte) in prefix.enumerated() {
        guard position + offset < end else { throw .incomplete }
        if base[position + offset] != byte { return false }
      }
      return true
    }

    /// Just past the first `terminator` from `position`.
    func skip(past terminator: [UInt8], from position: Int) throws(Fault) -> Int {
      var index = position
      let first = terminator[0]
      while index + terminator.count <= end {
        if base[index] == first, try hasPrefix(terminator, at: index) {
          return index + terminator.count
        }
        index += 1
      }
      throw .incomplete
    }

    /// Past a DOCTYPE's `>`, its internal subset skipped whole: comments, processing
    /// instructions and quoted literals in it may hold `]` and `>`. The declarations are not
    /// read (a broken one, as iOS 16 wrote, does no harm) and nothing is expanded.
    func skipDoctype(from start: Int) throws(Fault) -> Int {
      var index = start
      var inSubset = false
      while index < end {
        let byte = base[index]
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
          index = try skip(past: [byte], from: index + 1)
          continue
        case UInt8(ascii: "<") where inSubset:
          if try hasPrefix(Array("<!--".utf8), at: index) {
            index = try skip(past: Array("-->".utf8), from: index + 4)
            continue
          }
          if try hasPrefix(Array("<?".utf8), at: index) {
            index = try skip(past: Array("?>".utf8), from: index + 2)
            continue
          }
        case UInt8(ascii: "["):
          inSubset = true
        case UInt8(ascii: "]") where inSubset:
          inSubset = false
        case UInt8(ascii: ">") where !inSubset:
          return index + 1
        default:
          break
        }
        index += 1
      }
      throw .incomplete
    }
  }
}
