#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A start tag as `XMLTokenizer` found it, pointing into the window it was read from: valid
/// only while the tokenizer's callback runs. Attribute values are raw until `value(of:)`
/// decodes one.
public struct XMLStartTag {
  /// One attribute: byte ranges of its name and raw value in the window.
  public struct Attribute {
    let nameStart: Int
    let nameEnd: Int
    let valueStart: Int
    let valueEnd: Int
    /// The value holds `&` references (already checked) to expand when decoded.
    let hasReferences: Bool
  }

  let base: UnsafePointer<UInt8>
  let nameStart: Int
  let nameEnd: Int
  let attributes: UnsafeBufferPointer<Attribute>
  /// Elements open around this one (0 for the root element).
  public let depth: Int

  /// Whether the element's name is `name`.
  public func isNamed(_ name: [UInt8]) -> Bool {
    Self.equal(base, nameStart, nameEnd, name)
  }

  /// The element's name.
  public var name: String {
    String(
      decoding: UnsafeBufferPointer(start: base + nameStart, count: nameEnd - nameStart),
      as: UTF8.self)
  }

  /// Whether attribute `name` has exactly the value `value` (as decoded).
  public func attribute(_ name: [UInt8], is value: [UInt8]) -> Bool {
    guard let attribute = find(name) else { return false }
    if attribute.hasReferences { return self.value(of: name) == value }
    return Self.equal(base, attribute.valueStart, attribute.valueEnd, value)
  }

  /// The decoded value of attribute `name`: references expanded, and tabs and line breaks
  /// as spaces (XML's attribute-value normalisation); `nil` when the tag has none.
  public func value(of name: [UInt8]) -> [UInt8]? {
    guard let attribute = find(name) else { return nil }
    let raw = UnsafeBufferPointer(
      start: base + attribute.valueStart, count: attribute.valueEnd - attribute.valueStart)
    var decoded: [UInt8] = []
    decoded.reserveCapacity(raw.count)
    var index = 0
    while index < raw.count {
      let byte = raw[index]
      if byte == UInt8(ascii: "&"), let (scalar, length) = XMLReference.read(raw, at: index) {
        decoded.append(contentsOf: String(Character(scalar)).utf8)
        index += length
        continue
      }
      decoded.append(byte == 0x09 || byte == 0x0A || byte == 0x0D ? 0x20 : byte)
      index += 1
    }
    return decoded
  }

  private func find(_ name: [UInt8]) -> Attribute? {
    attributes.first { Self.equal(base, $0.nameStart, $0.nameEnd, name) }
  }

  static func equal(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, _ bytes: [UInt8])
    -> Bool
  {
    guard end - start == bytes.count else { return false }
    // `memcmp`, not a loop: the skip path compares every record's name and type with these.
    return bytes.withUnsafeBufferPointer {
      $0.isEmpty || memcmp(base + start, $0.baseAddress!, $0.count) == 0
    }
  }
}
