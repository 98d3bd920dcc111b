/// Line feeds in raw bytes, counted a machine word at a time.
public enum LineFeeds {
  /// The line feeds in `bytes`, eight bytes at a time: batch mode counts them on one core
  /// before each two-core round, so it must be quick (`LineFeedsTests` compares it with a
  /// byte-by-byte count). In `x = word ^ 0x0A…0A` a line feed is a zero byte, and
  /// `((x & 0x7F…) + 0x7F…) | x` has its top bit set in exactly the bytes that are not zero
  /// (no carry crosses a byte), so the top bits left clear mark the line feeds.
  @inlinable
  public static func count(in bytes: UnsafeRawBufferPointer) -> Int {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let low = ones &* 0x7F
    var count = 0
    var index = 0
    while index + 8 <= bytes.count {
      let x = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ (ones &* 0x0A)
      // One bit a line feed, the top of its byte: shifted to the bottom, one multiplication
      // adds the eight bytes up in the top one (baseline x86-64 has no popcount).
      let marks = ~(((x & low) &+ low) | x) & (ones &* 0x80)
      count &+= Int(truncatingIfNeeded: ((marks >> 7) &* ones) >> 56)
      index += 8
    }
    for byte in bytes[index...] where byte == 0x0A { count += 1 }
    return count
  }

  /// The plain count, one byte at a time: the definition `count(in:)` must equal.
  public static func countByteByByte(in bytes: UnsafeRawBufferPointer) -> Int {
    bytes.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
  }
}
