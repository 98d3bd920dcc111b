/// The lanes of a 16-byte block that a scan matched (0xFF each, 0 elsewhere), read as two
/// 64-bit words: `XMLNameScan` and `XMLValueScan` find their first match this way.
enum XMLLaneMask {
  /// The offset of the first matched lane, `nil` when none is. Tested as two words:
  /// `any(_:)` is a generic reduction the optimiser may not inline.
  @inline(__always)
  static func firstLane(_ mask: SIMDMask<SIMD16<Int8>>) -> Int? {
    let halves = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
    if halves[0] != 0 { return halves[0].trailingZeroBitCount &>> 3 }
    if halves[1] != 0 { return 8 &+ halves[1].trailingZeroBitCount &>> 3 }
    return nil
  }
}
