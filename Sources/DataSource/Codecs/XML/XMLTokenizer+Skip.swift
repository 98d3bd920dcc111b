extension XMLTokenizer {
  /// Passes over a start tag the skip rule says nobody needs, or returns `nil` to have the
  /// exact path read it: a wanted tag, or anything unusual (a tag running past the window, a
  /// fault to report with its position). It accepts only what the exact path accepts, in one
  /// pass over the tag: the name compared with the rule's, `name = "value"` pairs with either
  /// quote, each value through `XMLValueScan` (a `>` in it taken as text, a `<` or forbidden
  /// character in it sent to the exact path, an `&` checked as a reference where it stands).
  /// Outside the values a tag holds only names, spaces, `=`, quotes, `/` and `>`, each read
  /// as such, so no control character or `<` can hide there. It is counted and opened as any
  /// element by the caller, which passes over it to the returned end.
  ///
  /// The markup between values is taken whole when `memo` holds it from an earlier record.
  /// The rule is read where it is stored, never copied (a copy of its arrays cost a retain
  /// and a release each, per record).
  mutating func passOver(_ reader: Reader, at start: Int) -> (end: Int, selfClosing: Bool)? {
    guard let rule = skipRule, let recordMemo else { return nil }
    let base = reader.base
    let end = reader.end
    let nameBytes = reader.nameBytes
    let nameStart = start + 1
    let nameEnd = nameStart + rule.element.count
    // Compared where it stands: a longer name that begins with it goes on with a name byte.
    guard nameEnd < end, Self.equal(base, nameStart, nameEnd, rule.element),
      nameBytes[Int(base[nameEnd])] == 0
    else { return nil }
    var position = nameEnd
    var selfClosing = false
    var sawKey = false
    var place = 0
    // The names' hashes by place, over the remembered record's: a record that names the
    // same attributes in the same places as a record passed over names none twice.
    let hashes = recordMemo.pendingHashes
    let resume = recordMemo.resume(base, at: start, end: end)
    var sameNames = resume != nil
    if let resume, resume.place > 0 {
      position = start &+ resume.offset
      place = resume.place
      sawKey = resume.sawKey
    }
    while true {
      let quote: UInt8
      let isKey: Bool
      let nameHash: UInt64
      if let segment = memo.match(place, base, at: position, end: end) {
        position += segment.length
        quote = base[position - 1]
        isKey = segment.isKey
        nameHash = segment.nameHash
      } else {
        let segmentStart = position
        let spaced = reader.skipSpaces(&position)
        guard position < end else { return nil }
        let byte = base[position]
        if byte == UInt8(ascii: ">") {
          position += 1
          break
        }
        if byte == UInt8(ascii: "/") {
          guard position + 1 < end, base[position + 1] == UInt8(ascii: ">") else { return nil }
          position += 2
          selfClosing = true
          break
        }
        let attributeStart = position
        position = XMLNameScan.end(base, from: position, to: end)
        let first = base[attributeStart]
        guard spaced, position > attributeStart, first &- 0x30 >= 10,
          first != UInt8(ascii: "."), first != UInt8(ascii: "-")
        else { return nil }
        let attributeEnd = position
        _ = reader.skipSpaces(&position)
        guard position < end, base[position] == UInt8(ascii: "=") else { return nil }
        position += 1
        _ = reader.skipSpaces(&position)
        guard position < end else { return nil }
        quote = base[position]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
        position += 1
        isKey = Self.equal(base, attributeStart, attributeEnd, rule.key)
        nameHash = XMLAttributeMemo.hash(base, attributeStart, attributeEnd)
        memo.learn(
          place, base, from: segmentStart, to: position, end: end, isKey: isKey,
          nameHash: nameHash)
      }
      let valueStart = position
      guard let (valueEnd, hasReferences) = Self.value(base, from: valueStart, to: end, quote)
      else { return nil }
      if isKey && !sawKey {
        sawKey = true
        if hasReferences
          || rule.kept.contains(where: { Self.equal(base, valueStart, valueEnd, $0) })
        {
          return nil
        }
      }
      position = valueEnd + 1
      if place < XMLRecordMemo.places {
        if hashes[place] != nameHash { sameNames = false }
        hashes[place] = nameHash
        recordMemo.pending[place] = XMLRecordMemo.mark(offset: position &- start, sawKey: sawKey)
      } else {
        sameNames = false
      }
      place += 1
    }
    // Other names than last time: perhaps one given twice, which the exact path refuses
    // with its place. Equal hashes send the record there, as do more attributes than the
    // memo has places for (their hashes are not kept).
    if !sameNames || place != resume?.places {
      guard place <= XMLRecordMemo.places else { return nil }
      for later in 1..<max(place, 1) {
        for earlier in 0..<later where hashes[earlier] == hashes[later] { return nil }
      }
    }
    if let resume { recordMemo.learn(base, from: start, to: position, resume, places: place) }
    return (position, selfClosing)
  }

  /// The closing quote of the value from `start` and whether the value holds references, or
  /// `nil` when it holds what the exact path refuses (or runs past `end`).
  @inline(__always)
  static func value(
    _ base: UnsafePointer<UInt8>, from start: Int, to end: Int, _ quote: UInt8
  ) -> (Int, Bool)? {
    var index = start
    var hasReferences = false
    while true {
      index = XMLValueScan.next(base, from: index, to: end, quote: quote)
      guard index < end else { return nil }
      let byte = base[index]
      if byte == quote { return (index, hasReferences) }
      if byte == UInt8(ascii: "&") {
        hasReferences = true
        // References come in runs (`&lt;&lt;HKDevice&gt;&gt;` in every device name): each
        // one that follows another is read where it stands, without a scan to find it.
        repeat {
          guard let length = referenceLength(base, at: index, end: end) else { return nil }
          index += length
        } while index < end && base[index] == UInt8(ascii: "&")
        continue
      }
      // A `<` or a NUL is for the exact path to refuse; other control characters are data.
      guard byte != 0 && byte != UInt8(ascii: "<") else { return nil }
      index += 1
    }
  }

  /// The length of the reference at `index`, if it is one of XML's own. A reference that is
  /// read can hold no quote, so it ends inside the value it begins in.
  @inline(__always)
  static func referenceLength(_ base: UnsafePointer<UInt8>, at index: Int, end: Int) -> Int? {
    // `&lt;` and `&gt;` (every device name of an export is full of them) without a look-up.
    if index + 4 <= end, base[index + 2] == UInt8(ascii: "t"),
      base[index + 3] == UInt8(ascii: ";"),
      base[index + 1] == UInt8(ascii: "l") || base[index + 1] == UInt8(ascii: "g")
    {
      return 4
    }
    return XMLReference.read(UnsafeBufferPointer(start: base, count: end), at: index)?.1
  }

  @inline(__always)
  static func equal(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, _ bytes: [UInt8])
    -> Bool
  {
    XMLStartTag.equal(base, start, end, bytes)
  }
}
