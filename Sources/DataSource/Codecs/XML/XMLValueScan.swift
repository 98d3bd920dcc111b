/// The scan through an attribute value to the next byte the tokenizer must look at: the
/// closing `quote`, a `<` (never allowed in a value), an `&` (a reference to check) or a
/// control character (tab, line feed and carriage return are allowed, the rest forbidden).
/// Values are most of an export's bytes, and these bytes are rare in them, so both the exact
/// path and the skip path go through them eight bytes at a time (`XMLValueScanTests`
/// compares `next` with `nextByteByByte` on random bytes).
enum XMLValueScan {
  /// The first index in `start..<end` holding a byte `isSpecial` takes, or `end`.
  ///
  /// Sixteen bytes at a time as a `SIMD16<UInt8>`: four lane-wise comparisons (`x < 0x20` as
  /// `min(x, 0x1F) == x` on SSE2) and one test of the mask (`pmovmskb`), about nineteen
  /// instructions in all; found, the mask's two 64-bit halves (0xFF in each lane found) give
  /// the first lane by counting trailing zeros. Eight bytes at a time as a `UInt64` took twice
  /// as many instructions. The last bytes of a window, fewer than sixteen, go one at a time.
  @inline(__always)
  static func next(
    _ base: UnsafePointer<UInt8>, from start: Int, to end: Int, quote: UInt8
  ) -> Int {
    let quotes = SIMD16<UInt8>(repeating: quote)
    let ampersands = SIMD16<UInt8>(repeating: UInt8(ascii: "&"))
    let lessThans = SIMD16<UInt8>(repeating: UInt8(ascii: "<"))
    let spaces = SIMD16<UInt8>(repeating: 0x20)
    let raw = UnsafeRawPointer(base)
    var index = start
    while index &+ 16 <= end {
      let bytes = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
      let found =
        (bytes .== quotes) .| (bytes .== ampersands) .| (bytes .== lessThans)
        .| (bytes .< spaces)
      if let lane = XMLLaneMask.firstLane(found) { return index &+ lane }
      index &+= 16
    }
    while index < end {
      if isSpecial(base[index], quote: quote) { return index }
      index &+= 1
    }
    return end
  }

  /// The plain scan, one byte at a time: the definition `next` must equal.
  static func nextByteByByte(
    _ base: UnsafePointer<UInt8>, from start: Int, to end: Int, quote: UInt8
  ) -> Int {
    var index = start
    while index < end && !isSpecial(base[index], quote: quote) { index += 1 }
    return index
  }

  @inline(__always)
  static func isSpecial(_ byte: UInt8, quote: UInt8) -> Bool {
    byte == quote || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") || byte < 0x20
  }
}
