import DataSource
import TestSupport
import Testing

/// `LineFeeds.count`, eight bytes at a time, equals the plain byte-by-byte count.
struct LineFeedsTests {
  @Test(arguments: [0, 1, 7, 8, 9, 63, 64, 65, 1_000, 4_099])
  func count_randomBytes_equalsTheByteByByteCount(length: Int) {
    var generator = SeededGenerator(seed: 0x0A0A &+ UInt64(length))
    // Bytes near a line feed (0x0A) and with the top bit set, where a carry could mislead.
    let bytes = (0..<length).map { _ in
      [0x0A, 0x0B, 0x09, 0x8A, 0x00, 0xFF, 0x7F, 0x80].randomElement(using: &generator)!
    }
    let expected = bytes.withUnsafeBytes { LineFeeds.countByteByByte(in: $0) }
    let sut = bytes.withUnsafeBytes { LineFeeds.count(in: $0) }
    #expect(sut == expected)
    #expect(expected == bytes.filter { $0 == 0x0A }.count)
  }

  @Test func count_everyOffsetOfAWord_findsEachLineFeed() {
    for offset in 0..<17 {
      var bytes = [UInt8](repeating: 0x41, count: 17)
      bytes[offset] = 0x0A
      #expect(bytes.withUnsafeBytes { LineFeeds.count(in: $0) } == 1, "offset \(offset)")
    }
  }
}
