/// Reads JSON text in place, one value at a time, so a document is decoded straight into
/// entities without an intermediate tree, and every error knows its line and column.
public struct JSONReader: Sendable {
  public enum Kind: Sendable, Equatable {
    case object, array, string, number, boolean, null
  }

  public let bytes: [UInt8]
  /// Where reading continues (possibly before whitespace).
  public private(set) var offset: Int
  /// Where the name of the member being read starts, for errors about the member itself.
  public private(set) var memberNameOffset = 0
  private var depth = 0

  /// A reader at `offset`; `memberNameOffset` when resuming inside an object.
  public init(_ bytes: [UInt8], offset: Int = 0, memberNameOffset: Int = 0) {
    self.bytes = bytes
    self.offset = offset
    self.memberNameOffset = memberNameOffset
  }

  /// The kind of the next value, without reading it.
  public mutating func kind() throws(JSONError) -> Kind {
    skipWhitespace()
    guard offset < bytes.count else { throw error("unexpected end of the document") }
    switch bytes[offset] {
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .boolean
    case UInt8(ascii: "n"): return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    default: throw error("unexpected character '\(shownCharacter(at: offset))'")
    }
  }

  /// Where the next value starts, past any whitespace.
  public mutating func position() -> Int {
    skipWhitespace()
    return offset
  }

  /// Calls `member` with each name; `member` must read or skip the value.
  public mutating func readObject(
    _ member: (inout JSONReader, String) throws(JSONError) -> Void
  ) throws(JSONError) {
    try readObjectSpans { reader, name throws(JSONError) in
      try member(&reader, reader.text(of: name))
    }
  }

  /// `readObject` with each name as a span of the document, matched with `span(_:is:)`
  /// and made text only when needed: the store's hot path, a few names per entry.
  public mutating func readObjectSpans(
    _ member: (inout JSONReader, JSONStringSpan) throws(JSONError) -> Void
  ) throws(JSONError) {
    try open(UInt8(ascii: "{"), "an object")
    defer { depth -= 1 }
    skipWhitespace()
    if peek == UInt8(ascii: "}") {
      offset += 1
      return
    }
    try withUnsafeTemporaryAllocation(
      of: JSONStringSpan.self, capacity: MemberNames.inlineCapacity
    ) { storage throws(JSONError) in
      var names = MemberNames(storage: storage)
      defer { names.release() }
      try readMembers(&names, member)
    }
  }

  /// The members of an object whose `{` has been read, up to and including its `}`.
  private mutating func readMembers(
    _ names: inout MemberNames,
    _ member: (inout JSONReader, JSONStringSpan) throws(JSONError) -> Void
  ) throws(JSONError) {
    while true {
      skipWhitespace()
      guard peek == UInt8(ascii: "\"") else { throw error("expected a member name in quotes") }
      let nameOffset = offset
      let name = try readStringSpan()
      guard names.insert(name, in: self) else {
        throw error("a second member named '\(text(of: name))' in one object", at: nameOffset)
      }
      memberNameOffset = nameOffset
      try expect(UInt8(ascii: ":"))
      try member(&self, name)
      skipWhitespace()
      switch peek {
      case UInt8(ascii: ","): offset += 1
      case UInt8(ascii: "}"):
        offset += 1
        return
      default: throw error("expected ',' or '}'")
      }
    }
  }

  /// Calls `element` once per element; `element` must read or skip it.
  public mutating func readArray(_ element: (inout JSONReader) throws(JSONError) -> Void)
    throws(JSONError)
  {
    try open(UInt8(ascii: "["), "an array")
    defer { depth -= 1 }
    skipWhitespace()
    if peek == UInt8(ascii: "]") {
      offset += 1
      return
    }
    while true {
      try element(&self)
      skipWhitespace()
      switch peek {
      case UInt8(ascii: ","): offset += 1
      case UInt8(ascii: "]"):
        offset += 1
        return
      default: throw error("expected ',' or ']'")
      }
    }
  }

  public mutating func readString() throws(JSONError) -> String {
    skipWhitespace()
    guard peek == UInt8(ascii: "\"") else { throw error("expected a string") }
    let start = offset + 1
    // Straight from the buffer, both the scan and the decoding: the generic paths cost more
    // than the parsing itself, and an unoptimized build (the tests') retained and released
    // the array once per byte, a second for each 20 MB string.
    let quote = UInt8(ascii: "\"")
    let backslash = UInt8(ascii: "\\")
    let (end, text): (Int, String?) = bytes.withUnsafeBufferPointer { buffer in
      var index = start
      var ascii = true
      while index < buffer.count {
        let byte = buffer[index]
        if byte == quote || byte == backslash || byte < 0x20 { break }
        if byte >= 0x80 { ascii = false }
        index += 1
      }
      guard index < buffer.count, buffer[index] == quote else { return (index, nil) }
      let span = UnsafeBufferPointer(rebasing: buffer[start..<index])
      return (
        index,
        ascii ? String(decoding: span, as: UTF8.self) : String(validating: span, as: UTF8.self)
      )
    }
    guard end < bytes.count else { throw error("unterminated string") }
    switch bytes[end] {
    case quote:
      guard let text else { throw error("the string is not valid UTF-8") }
      offset = end + 1
      return text
    case backslash: return try readEscapedString(from: start)
    default: throw error("control character in a string", at: end)
    }
  }

  /// Reads past one value of any kind, checking its grammar.
  public mutating func skipValue() throws(JSONError) {
    switch try kind() {
    case .object: try readObject { reader, _ throws(JSONError) in try reader.skipValue() }
    case .array: try readArray { reader throws(JSONError) in try reader.skipValue() }
    case .string: _ = try readString()
    case .number: _ = try readNumber()
    case .boolean: _ = try readBoolean()
    case .null: _ = try readNull()
    }
  }

  /// Checks that nothing but whitespace follows the document.
  public mutating func readEnd() throws(JSONError) {
    skipWhitespace()
    guard offset == bytes.count else { throw error("unexpected text after the document") }
  }

  /// An error at the next token, or at `offset` when given.
  public func error(_ reason: String, at offset: Int? = nil) -> JSONError {
    var index = offset ?? self.offset
    if offset == nil {
      while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
    }
    return JSONError(reason, at: index, in: bytes)
  }

  /// Moves past text a helper in another file has read.
  mutating func skip(to index: Int) {
    offset = index
  }

  var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

  /// Over the buffer, without a bounds check per byte, and eight spaces at a time: a store's
  /// entries are indented by eight.
  mutating func skipWhitespace() {
    guard offset < bytes.count, Self.isWhitespace(bytes[offset]) else { return }
    offset = bytes.withUnsafeBufferPointer { buffer in
      var index = offset + 1
      let raw = UnsafeRawPointer(buffer.baseAddress!)
      while index + 8 <= buffer.count,
        raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) == 0x2020_2020_2020_2020
      {
        index += 8
      }
      while index < buffer.count, Self.isWhitespace(buffer[index]) { index += 1 }
      return index
    }
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  private mutating func expect(_ byte: UInt8) throws(JSONError) {
    skipWhitespace()
    guard peek == byte else { throw error("expected '\(Self.shown(byte))'") }
    offset += 1
  }

  /// Deeply nested input would otherwise overflow the stack.
  private mutating func open(_ byte: UInt8, _ what: String) throws(JSONError) {
    skipWhitespace()
    guard peek == byte else { throw error("expected \(what)") }
    guard depth < 64 else { throw error("values nested too deeply") }
    depth += 1
    offset += 1
  }

  /// The character that starts at `offset`, whole: a digit of another script (`٧`, two
  /// bytes) named as itself, not as its first byte; a byte that starts none as that byte.
  func shownCharacter(at offset: Int) -> String {
    let lead = bytes[offset]
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    guard length > 1, offset + length <= bytes.count,
      let text = String(validating: bytes[offset..<(offset + length)], as: UTF8.self)
    else { return Self.shown(lead) }
    return text
  }

  static func shown(_ byte: UInt8) -> String {
    byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
  }
}
