import TestSupport
import Testing

@testable import DataSource

/// `XMLValueScan.next`, sixteen bytes at a time, stops where the plain byte-by-byte scan
/// stops: whatever the bytes, the start, the end and the quote.
struct XMLValueScanTests {
  /// The bytes it stops at, their neighbours (where a comparison off by one would show) and
  /// multi-byte UTF-8, whose bytes all have the top bit set.
  static let alphabet: [UInt8] =
    [0x22, 0x27, 0x26, 0x3C, 0x3E, 0x00, 0x01, 0x09, 0x0A, 0x0B, 0x0D, 0x1F, 0x20, 0x21, 0x3D]
    + [0x3B, 0x25, 0x23, 0x28, 0x41, 0x7F, 0x80, 0xA2, 0xA6, 0xBC, 0xFF] + Array("é😀".utf8)

  @Test(arguments: [0, 1, 15, 16, 17, 31, 33, 100])
  func next_randomBytes_equalsTheByteByByteScan(length: Int) {
    var generator = SeededGenerator(seed: 0x5CA4 &+ UInt64(length))
    for _ in 0..<50 {
      // Mostly plain text, so that the scan runs some way before it stops.
      let bytes = (0..<length).map { _ in
        Int.random(in: 0..<4, using: &generator) == 0
          ? Self.alphabet.randomElement(using: &generator)! : UInt8(ascii: "a")
      }
      bytes.withUnsafeBufferPointer { buffer in
        let base = buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!
        for start in 0...length {
          for end in [length, max(start, length - 3)] {
            for quote in [UInt8(ascii: "\""), UInt8(ascii: "'")] {
              let expected = XMLValueScan.nextByteByByte(base, from: start, to: end, quote: quote)
              let sut = XMLValueScan.next(base, from: start, to: end, quote: quote)
              #expect(sut == expected, "\(bytes) from \(start) to \(end)")
            }
          }
        }
      }
    }
  }

  /// Each byte value at each place of a block and of the tail: found exactly where it is
  /// when it is special, and passed over when it is not.
  @Test func next_everyByteAtEveryOffset_foundWhereItStands() {
    for offset in 0..<40 {
      for value in 0...255 {
        var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: 40)
        bytes[offset] = UInt8(value)
        let found = bytes.withUnsafeBufferPointer {
          XMLValueScan.next($0.baseAddress!, from: 0, to: 40, quote: UInt8(ascii: "\""))
        }
        let special = XMLValueScan.isSpecial(UInt8(value), quote: UInt8(ascii: "\""))
        #expect(found == (special ? offset : 40), "byte \(value) at \(offset)")
      }
    }
  }

  @Test func isSpecial_definition() {
    let special = (0...255).map(UInt8.init).filter {
      XMLValueScan.isSpecial($0, quote: UInt8(ascii: "'"))
    }
    #expect(special == Array(0..<0x20) + [0x26, 0x27, 0x3C])
  }
}
