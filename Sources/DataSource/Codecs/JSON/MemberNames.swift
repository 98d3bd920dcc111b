/// The member names already read in one JSON object, to refuse a name given twice.
///
/// JSON allows a repeated name but leaves its meaning open, and the store must not guess:
/// the second `profiles` or `weights` member would silently replace or join the first, and
/// the document written back could then break the store's own rules.
///
/// Every entry of a store is an object, so this runs once per entry: the first few names
/// live in stack storage the caller lends (no heap allocation, no hashing; a list this short
/// is scanned faster than a set is built), kept as spans of the document and compared as
/// bytes (`JSONReader.sameText`), and only a big object (a version-0 `weights` map keyed by
/// date) moves to a set of their texts, so the check stays linear.
struct MemberNames {
  static let inlineCapacity = 8
  private let inline: UnsafeMutableBufferPointer<JSONStringSpan>
  private var count = 0
  private var overflow: Set<String>?

  /// `storage` must hold `inlineCapacity` uninitialized names and outlive this value;
  /// call `release()` before it goes.
  init(storage: UnsafeMutableBufferPointer<JSONStringSpan>) {
    inline = storage
  }

  /// Records `name`, a span `reader` read; false when the object already had it.
  mutating func insert(_ name: JSONStringSpan, in reader: JSONReader) -> Bool {
    if overflow != nil { return overflow!.insert(reader.text(of: name)).inserted }
    for index in 0..<count where reader.sameText(inline[index], name) { return false }
    if count < Self.inlineCapacity {
      inline.initializeElement(at: count, to: name)
      count += 1
    } else {
      overflow = Set(inline[0..<count].map { reader.text(of: $0) })
      overflow!.insert(reader.text(of: name))
    }
    return true
  }

  /// Gives back the lent storage as it came: uninitialized.
  mutating func release() {
    _ = inline.extracting(0..<count).deinitialize()
    count = 0
  }
}
