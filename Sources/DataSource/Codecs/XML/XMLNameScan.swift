/// The scan to the end of a name: the first byte that cannot stand in one (an XML name, as
/// this tokenizer reads it, holds ASCII letters, digits, `_:.-` and any non-ASCII byte). An
/// export's records hold a dozen names each, so both the exact path and the skip path read
/// them sixteen bytes at a time (`XMLNameScanTests` compares `end` with `endByteByByte` on
/// random bytes).
enum XMLNameScan {
  /// The first index in `start..<end` holding a byte that is not a name byte, or `end`.
  ///
  /// Each class is a lane-wise range test as a `SIMD16<UInt8>` (`x - low < count`, wrapping,
  /// compared unsigned; letters folded to lower case by `| 0x20`, which maps no other byte
  /// into `a-z`); the lanes in none of them are found as in `XMLValueScan.next`. The last
  /// bytes of a window, fewer than sixteen, go through the name table one at a time.
  @inline(__always)
  static func end(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
    // Every operand a vector: an operator with a scalar operand goes lane by lane.
    let fold = SIMD16<UInt8>(repeating: 0x20)
    let lowerA = SIMD16<UInt8>(repeating: UInt8(ascii: "a"))
    let zero = SIMD16<UInt8>(repeating: UInt8(ascii: "0"))
    let dash = SIMD16<UInt8>(repeating: UInt8(ascii: "-"))
    let underscore = SIMD16<UInt8>(repeating: UInt8(ascii: "_"))
    let letterCount = SIMD16<UInt8>(repeating: 26)
    let digitOrColonCount = SIMD16<UInt8>(repeating: 11)
    let dashOrDotCount = SIMD16<UInt8>(repeating: 2)
    let nonASCII = SIMD16<UInt8>(repeating: 0x7F)
    let raw = UnsafeRawPointer(base)
    var index = start
    while index &+ 16 <= end {
      let bytes = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
      let name =
        ((bytes | fold) &- lowerA) .< letterCount .| (bytes &- zero) .< digitOrColonCount
        .| (bytes &- dash) .< dashOrDotCount .| bytes .== underscore .| bytes .> nonASCII
      if let lane = XMLLaneMask.firstLane(.!name) { return index &+ lane }
      index &+= 16
    }
    let table = XMLTokenizer.nameBytes
    while index < end && table[Int(base[index])] != 0 { index &+= 1 }
    return index
  }

  /// The plain scan, one byte at a time: the definition `end` must equal.
  static func endByteByByte(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
    var index = start
    while index < end && XMLTokenizer.Reader.isNameByte(base[index]) { index += 1 }
    return index
  }
}
