import TestSupport
import Testing

@testable import DataSource

/// `XMLNameScan.end`, sixteen bytes at a time, ends a name where the plain byte-by-byte scan
/// does: whatever the bytes, the start and the end.
struct XMLNameScanTests {
  @Test(arguments: [0, 1, 15, 16, 17, 31, 33, 100])
  func end_randomBytes_equalsTheByteByByteScan(length: Int) {
    var generator = SeededGenerator(seed: 0x4A3E &+ UInt64(length))
    for _ in 0..<50 {
      // Mostly name bytes, so that names run some way; any byte value now and then.
      let bytes = (0..<length).map { _ in
        Int.random(in: 0..<6, using: &generator) == 0
          ? UInt8.random(in: 0...255, using: &generator)
          : Array("aZ09_:.-é".utf8).randomElement(using: &generator)!
      }
      bytes.withUnsafeBufferPointer { buffer in
        let base = buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!
        for start in 0...length {
          for end in [length, max(start, length - 3)] {
            let expected = XMLNameScan.endByteByByte(base, from: start, to: end)
            #expect(XMLNameScan.end(base, from: start, to: end) == expected, "\(bytes) \(start)")
          }
        }
      }
    }
  }

  /// Each byte value at each place of a block and of the tail ends the name there exactly
  /// when it is not a name byte.
  @Test func end_everyByteAtEveryOffset_endsWhereTheNameDoes() {
    for offset in 0..<40 {
      for value in 0...255 {
        var bytes = [UInt8](repeating: UInt8(ascii: "n"), count: 40)
        bytes[offset] = UInt8(value)
        let found = bytes.withUnsafeBufferPointer {
          XMLNameScan.end($0.baseAddress!, from: 0, to: 40)
        }
        let isName = XMLTokenizer.Reader.isNameByte(UInt8(value))
        #expect(found == (isName ? 40 : offset), "byte \(value) at \(offset)")
      }
    }
  }

  @Test func isNameByte_definition() {
    let ascii = (0..<128).map(UInt8.init).filter(XMLTokenizer.Reader.isNameByte)
    let expected = "-.0123456789:ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz"
    #expect(ascii == Array(expected.utf8))
    #expect((128...255).allSatisfy { XMLTokenizer.Reader.isNameByte(UInt8($0)) })
  }
}
