/// The attribute markup the skip path last read, place by place: each segment from just past
/// a value's closing quote (or the element's name) through the next value's opening quote,
/// such as ` sourceName="`. The records of an export repeat their attribute names in the
/// same order, and a segment equal byte for byte to one read and checked before is the same
/// well-formed markup (spaces, a name, `=`, a quote) naming the same attribute, so the skip
/// path takes it with one sixteen-byte comparison instead of reading it again.
struct XMLAttributeMemo {
  /// One segment: its bytes, the lanes that count (0xFF) and whether it names the key.
  struct Segment {
    var bytes: SIMD16<UInt8>
    var lanes: SIMD16<UInt8>
    var length: Int
    var isKey: Bool
    /// `hash` of the attribute's name, for the check that no name is given twice.
    var nameHash: UInt64
  }

  /// Places remembered: more attributes than this are read in full.
  static let places = 16
  private var segments = [Segment](
    repeating: Segment(bytes: .zero, lanes: .zero, length: 0, isKey: false, nameHash: 0),
    count: places)

  /// The segment remembered at `place`, if the bytes from `position` begin with it.
  @inline(__always)
  func match(_ place: Int, _ base: UnsafePointer<UInt8>, at position: Int, end: Int)
    -> Segment?
  {
    guard place < Self.places, position &+ 16 <= end else { return nil }
    let segment = segments[place]
    guard segment.length > 0 else { return nil }
    let raw = UnsafeRawPointer(base)
    let bytes = raw.loadUnaligned(fromByteOffset: position, as: SIMD16<UInt8>.self)
    let differ = unsafeBitCast((bytes ^ segment.bytes) & segment.lanes, to: SIMD2<UInt64>.self)
    return differ[0] | differ[1] == 0 ? segment : nil
  }

  /// Remembers bytes `start..<stop`, just read and checked in full, as the segment at
  /// `place` (when it fits in sixteen bytes and the window has sixteen from `start`).
  mutating func learn(
    _ place: Int, _ base: UnsafePointer<UInt8>, from start: Int, to stop: Int, end: Int,
    isKey: Bool, nameHash: UInt64
  ) {
    let length = stop - start
    guard place < Self.places, length <= 16, start + 16 <= end else { return }
    var lanes = SIMD16<UInt8>.zero
    for lane in 0..<length { lanes[lane] = 0xFF }
    let raw = UnsafeRawPointer(base)
    let bytes = raw.loadUnaligned(fromByteOffset: start, as: SIMD16<UInt8>.self)
    segments[place] = Segment(
      bytes: bytes, lanes: lanes, length: length, isKey: isKey, nameHash: nameHash)
  }

  /// The hash of the name at `start..<end`: equal names, equal hashes.
  static func hash(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
    FNV1a.hash(UnsafeBufferPointer(start: base + start, count: end - start))
  }
}
