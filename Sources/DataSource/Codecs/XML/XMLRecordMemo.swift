/// The records the skip path passed over last, a few kinds at once, for the records that
/// follow. An export repeats each kind of record with the same opening bytes (`<Record
/// type="HKQuantityTypeIdentifierStepCount" sourceName="Watch" ... unit="count"`) and only
/// its dates and value differ. Bytes equal to a tag's bytes that were read and checked, from
/// its `<` on and at the same depth, are the same well-formed markup read the same way: so
/// the skip path compares a new record with the remembered one of its kind sixteen bytes at
/// a time, and resumes reading just after the last value both close together, with that
/// value's place and whether the `type` was among them (`XMLRecordMemoTests` compares the
/// outcome with the record read first, for a change at every offset).
///
/// A record's kind is a hash of its first 48 bytes; two kinds that share a slot only make
/// the common prefix shorter, never the outcome different.
///
/// A class holding one allocation: the skip path reads and writes it in place, with no
/// copy-on-write check per record. Tokenizers that share one (a copy of a tokenizer) only
/// share a cache that every use checks byte for byte; they must not run at once.
final class XMLRecordMemo {
  /// Slots, one kind of record each.
  static let slots = 16
  /// The bytes of a record remembered, at most: longer records are remembered this far.
  static let capacity = 512
  /// Places remembered per record (as `XMLAttributeMemo.places`).
  static let places = 16
  /// A place with no checkpoint: larger than any common prefix.
  static let none = UInt16.max

  /// Per place, where reading stood just after that place's value closed (`offset << 1 |
  /// sawKey`, from the record's `<`), `none` when not remembered.
  typealias Checkpoints = SIMD16<UInt16>

  /// A slot's layout: its checkpoints, its record's length (0: empty) and number of
  /// attributes, its names' hashes by place, then the record's bytes and sixteen more, so
  /// that a comparison may read a block whole. After the last slot, the checkpoints and
  /// hashes of the record being read (`pending`, `pendingHashes`).
  private static let lengthOffset = 32
  private static let placesOffset = 40
  private static let hashesOffset = 48
  private static let hashesSize = places * 8
  private static let bytesOffset = hashesOffset + hashesSize
  private static let stride = bytesOffset + capacity + 16
  private let storage: UnsafeMutableRawPointer
  /// The checkpoints of the record being read, written place by place as its values close:
  /// in memory rather than in a vector, where each write would be a stalled reload.
  let pending: UnsafeMutablePointer<UInt16>
  /// The hashes of the names of the record being read, by place (`XMLAttributeMemo.hash`):
  /// those before the place it resumes at are its slot's.
  let pendingHashes: UnsafeMutablePointer<UInt64>

  init() {
    let size = Self.slots * Self.stride + Self.hashesOffset + Self.hashesSize
    storage = .allocate(byteCount: size, alignment: 16)
    storage.initializeMemory(as: UInt8.self, repeating: 0, count: size)
    for slot in 0...Self.slots {
      storage.storeBytes(
        of: Checkpoints(repeating: Self.none), toByteOffset: slot * Self.stride,
        as: Checkpoints.self)
    }
    pending = (storage + Self.slots * Self.stride).assumingMemoryBound(to: UInt16.self)
    pendingHashes = (storage + Self.slots * Self.stride + Self.hashesOffset)
      .assumingMemoryBound(to: UInt64.self)
  }

  deinit { storage.deallocate() }

  /// Where the record at `start` may resume: its slot, and the offset, place and key state
  /// after the last value it shares with the slot's record (offset 0 and place 0 when none),
  /// and how many attributes the slot's record has (0: an empty slot).
  struct Resume {
    var slot: Int
    var offset = 0
    var place = 0
    var sawKey = false
    var places = 0
  }

  /// The slot of the record at `start` and how far it matches that slot's record, or `nil`
  /// when fewer than 48 bytes of it are in the window. Clears `pending`, and puts the slot's
  /// names' hashes in `pendingHashes`.
  @inline(__always)
  func resume(_ base: UnsafePointer<UInt8>, at start: Int, end: Int) -> Resume? {
    guard start &+ 48 <= end else { return nil }
    let record = UnsafeRawPointer(base + start)
    var hash: UInt64 = 0
    for word in 0..<6 {
      hash =
        (hash ^ record.loadUnaligned(fromByteOffset: word &* 8, as: UInt64.self))
        &* 0x9E37_79B9_7F4A_7C15
    }
    var resume = Resume(slot: Int(truncatingIfNeeded: hash &>> 60))
    UnsafeMutableRawPointer(pending).storeBytes(
      of: Checkpoints(repeating: Self.none), as: Checkpoints.self)
    let slot = storage + resume.slot &* Self.stride
    let length = slot.load(fromByteOffset: Self.lengthOffset, as: Int.self)
    guard length > 0 else { return resume }
    resume.places = slot.load(fromByteOffset: Self.placesOffset, as: Int.self)
    UnsafeMutableRawPointer(pendingHashes).copyMemory(
      from: slot + Self.hashesOffset, byteCount: Self.hashesSize)
    let shared = Self.commonPrefix(record, slot + Self.bytesOffset, min(length, end &- start))
    // Offsets grow with the places, and `none` is past any prefix: the places whose value
    // closed within the shared bytes are the first `count`.
    let marks = slot.load(as: Checkpoints.self)
    let within = (marks &>> 1) .<= Checkpoints(repeating: UInt16(truncatingIfNeeded: shared))
    let count = Self.lanes(within)
    guard count > 0 else { return resume }
    let mark = marks[count &- 1]
    resume.offset = Int(mark &>> 1)
    resume.place = count
    resume.sawKey = mark & 1 != 0
    return resume
  }

  /// Remembers the record `start..<stop` just passed over as its slot's, with the
  /// checkpoints in `pending` of its places from `resume.place` on (those before are the
  /// slot's already: the bytes up to `resume.offset` were the same) and its names' hashes.
  @inline(__always)
  func learn(
    _ base: UnsafePointer<UInt8>, from start: Int, to stop: Int, _ resume: Resume, places: Int
  ) {
    let length = min(stop &- start, Self.capacity)
    let slot = storage + resume.slot &* Self.stride
    let source = UnsafeRawPointer(base + (start &+ resume.offset))
    (slot + Self.bytesOffset + resume.offset).copyMemory(
      from: source, byteCount: length &- resume.offset)
    slot.storeBytes(of: length, toByteOffset: Self.lengthOffset, as: Int.self)
    slot.storeBytes(of: places, toByteOffset: Self.placesOffset, as: Int.self)
    (slot + Self.hashesOffset).copyMemory(from: pendingHashes, byteCount: Self.hashesSize)
    let kept = slot.load(as: Checkpoints.self)
    let marks = UnsafeRawPointer(pending).load(as: Checkpoints.self)
    let learnt =
      Self.placeNumbers .>= Checkpoints(repeating: UInt16(truncatingIfNeeded: resume.place))
    slot.storeBytes(of: kept.replacing(with: marks, where: learnt), as: Checkpoints.self)
  }

  private static let placeNumbers = Checkpoints(
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)

  /// How many lanes of `mask` are set.
  @inline(__always)
  private static func lanes(_ mask: SIMDMask<SIMD16<Int16>>) -> Int {
    let words = unsafeBitCast(mask, to: SIMD4<UInt64>.self)
    let bits =
      words[0].nonzeroBitCount &+ words[1].nonzeroBitCount &+ words[2].nonzeroBitCount
      &+ words[3].nonzeroBitCount
    return bits &>> 4
  }

  /// The checkpoint after a value that closed at `offset` from the record's `<`, or `none`
  /// past what a slot holds.
  @inline(__always)
  static func mark(offset: Int, sawKey: Bool) -> UInt16 {
    offset <= capacity ? UInt16(truncatingIfNeeded: offset &<< 1) | (sawKey ? 1 : 0) : none
  }

  /// How many of the first `limit` bytes at `a` and `b` are equal, sixteen at a time.
  @inline(__always)
  static func commonPrefix(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ limit: Int) -> Int {
    var index = 0
    while index &+ 16 <= limit {
      let left = a.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
      let right = b.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
      if let lane = XMLLaneMask.firstLane(left .!= right) { return index &+ lane }
      index &+= 16
    }
    while index < limit
      && a.load(fromByteOffset: index, as: UInt8.self)
        == b.load(fromByteOffset: index, as: UInt8.self)
    {
      index &+= 1
    }
    return index
  }
}
