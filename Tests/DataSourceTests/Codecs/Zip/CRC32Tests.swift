import DataSource
import Testing

/// CRC-32 eight bytes at a time: the standard check value, and the same whatever the pieces.
struct CRC32Tests {
  @Test func value_checkString_standardCheckValue() {
    var sut = CRC32()
    sut.add(Array("123456789".utf8))
    #expect(sut.value == 0xCBF4_3926)
  }

  @Test(arguments: [1, 3, 7, 8, 9, 64])
  func add_inPieces_sameAsWhole(piece: Int) {
    let bytes = (0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ $0 >> 3) }
    var whole = CRC32()
    whole.add(bytes)
    var sut = CRC32()
    for start in stride(from: 0, to: bytes.count, by: piece) {
      sut.add(Array(bytes[start..<min(start + piece, bytes.count)]))
    }
    #expect(sut.value == whole.value)
  }
}
