/// Appends bytes at a raw pointer: the caller has reserved `capacity` bytes from `base`.
/// The batch hot path writes every row through it, so it must stay this thin: each append
/// checks that it stays within `capacity` with `assert`, which debug builds (and so the
/// tests and the fuzz tests) evaluate and release builds compile away.
public struct ByteSink {
  public let base: UnsafeMutablePointer<UInt8>
  public var count: Int
  /// Bytes from `base` that may be written.
  public let capacity: Int

  @inlinable
  public init(base: UnsafeMutablePointer<UInt8>, count: Int, capacity: Int) {
    assert(count >= 0 && count <= capacity, "ByteSink starts outside its capacity")
    self.base = base
    self.count = count
    self.capacity = capacity
  }

  /// A sink over the free end of `buffer`, which keeps the bytes written only once the
  /// caller sets `buffer.count = sink.count`.
  public init(_ buffer: ByteBuffer) {
    self.init(base: buffer.base, count: buffer.count, capacity: buffer.capacity)
  }

  /// Bytes that may still be written.
  public var remaining: Int { capacity - count }

  @inlinable @inline(__always)
  public mutating func append(_ byte: UInt8) {
    assert(count < capacity, "ByteSink overflow")
    base[count] = byte
    count += 1
  }

  /// Bytes `range` of `source`; up to 16 (most cells) copied as a literal's are, and up to
  /// 32 (a batch row's own fields, a child's seven cells) with two 16-byte loads and stores
  /// that overlap in the middle, without a `memmove` call (one a row, some 40 instructions).
  @inlinable @inline(__always)
  public mutating func append(_ source: UnsafePointer<UInt8>, _ range: Range<Int>) {
    let length = range.count
    assert(length <= capacity - count, "ByteSink overflow")
    if length <= 16 {
      Self.copyShort(
        UnsafeRawPointer(source + range.lowerBound), to: UnsafeMutableRawPointer(base + count),
        length: length)
    } else if length <= 32 {
      let from = UnsafeRawPointer(source + range.lowerBound)
      let to = UnsafeMutableRawPointer(base + count)
      let first = from.loadUnaligned(as: SIMD16<UInt8>.self)
      let last = from.loadUnaligned(fromByteOffset: length - 16, as: SIMD16<UInt8>.self)
      to.storeBytes(of: first, as: SIMD16<UInt8>.self)
      to.storeBytes(of: last, toByteOffset: length - 16, as: SIMD16<UInt8>.self)
    } else {
      (base + count).update(from: source + range.lowerBound, count: length)
    }
    count += length
  }

  @inlinable @inline(__always)
  public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    assert(bytes.count <= capacity - count, "ByteSink overflow")
    (base + count).update(from: source, count: bytes.count)
    count += bytes.count
  }

  /// A literal's UTF-8 bytes, with no `String` made. Up to 16 bytes are copied with two
  /// loads and two stores that overlap in the middle (never reading past the literal), not a
  /// `memmove` call, which costs more than the copy for the short words a batch row is made
  /// of; for a literal the length is a constant and the branches fold away.
  @inlinable @inline(__always)
  public mutating func append(_ text: StaticString) {
    let length = text.utf8CodeUnitCount
    guard length <= 16 else { return append(text.utf8Start, 0..<length) }
    assert(length <= capacity - count, "ByteSink overflow")
    Self.copyShort(
      UnsafeRawPointer(text.utf8Start), to: UnsafeMutableRawPointer(base + count), length: length)
    count += length
  }

  /// Copies `length` bytes, at most 16, with two loads and two stores that overlap in the
  /// middle, reading only `source ..< source + length`; both loads come before either store.
  @inlinable @inline(__always)
  static func copyShort(
    _ source: UnsafeRawPointer, to target: UnsafeMutableRawPointer, length: Int
  ) {
    switch length {
    case 8...:
      let last = source.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
      target.storeBytes(of: source.loadUnaligned(as: UInt64.self), as: UInt64.self)
      target.storeBytes(of: last, toByteOffset: length - 8, as: UInt64.self)
    case 4...:
      let last = source.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)
      target.storeBytes(of: source.loadUnaligned(as: UInt32.self), as: UInt32.self)
      target.storeBytes(of: last, toByteOffset: length - 4, as: UInt32.self)
    case 2...:
      let last = source.loadUnaligned(fromByteOffset: length - 2, as: UInt16.self)
      target.storeBytes(of: source.loadUnaligned(as: UInt16.self), as: UInt16.self)
      target.storeBytes(of: last, toByteOffset: length - 2, as: UInt16.self)
    case 1:
      target.storeBytes(of: source.load(as: UInt8.self), as: UInt8.self)
    default:
      break
    }
  }

  /// `count` copies of `byte`, 8 at a time with overlapping word stores (the last word
  /// ends exactly at the run's end, nothing written past it): a row's run of empty fields
  /// (twenty delimiters for the CDC columns of a WHO or adult row) in a few stores, not one
  /// store a byte. Equal to `count` calls of `append(_:)` (`ByteSinkTests`).
  @inlinable @inline(__always)
  public mutating func append(repeating byte: UInt8, count length: Int) {
    assert(length >= 0 && length <= capacity - count, "ByteSink overflow")
    let target = UnsafeMutableRawPointer(base + count)
    if length >= 8 {
      let word = UInt64(byte) &* 0x0101_0101_0101_0101
      var offset = 0
      while offset < length - 8 {
        target.storeBytes(of: word, toByteOffset: offset, as: UInt64.self)
        offset += 8
      }
      target.storeBytes(of: word, toByteOffset: length - 8, as: UInt64.self)
    } else {
      for offset in 0..<length { target.storeBytes(of: byte, toByteOffset: offset, as: UInt8.self) }
    }
    count += length
  }

  /// A string's UTF-8 bytes (a short one is read in place, with no allocation).
  @inlinable @inline(__always)
  public mutating func append(utf8 text: String) {
    var text = text
    text.withUTF8 { append($0) }
  }

  /// `scaled` hundredths as `FixedDecimal` prints them: at most 22 bytes.
  @inlinable @inline(__always)
  public mutating func appendHundredths(_ scaled: Int) {
    assert(capacity - count >= DecimalText.maximumHundredthsLength, "ByteSink overflow")
    count += DecimalText.writeHundredths(scaled, to: base + count)
  }
}
