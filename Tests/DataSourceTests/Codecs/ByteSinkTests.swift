import DataSource
import Testing

/// `ByteSink` copies short literals and ranges with overlapping word stores: every length
/// from 0 to past 16 must come out byte for byte, after other bytes, and leave the bytes
/// after it alone.
struct ByteSinkTests {
  static let literals: [StaticString] = [
    "", "a", "ab", "abc", "abcd", "abcde", "abcdef", "abcdefg", "abcdefgh", "abcdefghi",
    "abcdefghij", "abcdefghijk", "abcdefghijkl", "abcdefghijklm", "abcdefghijklmn",
    "abcdefghijklmno", "abcdefghijklmnop", "abcdefghijklmnopq", "abcdefghijklmnopqrstuvwxyz",
  ]

  @Test func appendLiteral_everyLength_writesItsBytesAfterWhatIsThere() {
    for literal in Self.literals {
      var bytes = [UInt8](repeating: 0xEE, count: 64)
      let written = bytes.withUnsafeMutableBufferPointer { buffer in
        var sink = ByteSink(base: buffer.baseAddress!, count: 0, capacity: 48)
        sink.append(UInt8(ascii: "-"))
        sink.append(literal)
        return sink.count
      }
      let expected = [UInt8(ascii: "-")] + Array("\(literal)".utf8)
      #expect(Array(bytes[0..<written]) == expected, "\(literal)")
      #expect(bytes[written...].allSatisfy { $0 == 0xEE }, "\(literal)")
    }
  }

  /// A range of a buffer, as a batch row's own fields are copied: every length and offset
  /// around the 16- and 32-byte short copies, nothing read or written outside the range.
  @Test func appendRange_everyLengthAndOffset_copiesExactlyTheRange() {
    let source = (0..<80).map { UInt8($0 + 1) }
    for start in 0..<8 {
      for length in 0...40 {
        var bytes = [UInt8](repeating: 0xEE, count: 64)
        let written = source.withUnsafeBufferPointer { input in
          bytes.withUnsafeMutableBufferPointer { buffer in
            var sink = ByteSink(base: buffer.baseAddress!, count: 0, capacity: 48)
            sink.append(UInt8(ascii: "-"))
            sink.append(input.baseAddress!, start..<start + length)
            return sink.count
          }
        }
        let expected = [UInt8(ascii: "-")] + Array(source[start..<start + length])
        #expect(Array(bytes[0..<written]) == expected, "\(start) \(length)")
        #expect(bytes[written...].allSatisfy { $0 == 0xEE }, "\(start) \(length)")
      }
    }
  }
}

/// `append(repeating:count:)`'s word stores against the plain byte-by-byte appends.
struct ByteSinkRepeatTests {
  @Test(arguments: 0...40)
  func appendRepeating_everyLength_equalsByteByByte(length: Int) {
    for start in 0..<9 {
      var plain = [UInt8](repeating: 0xEE, count: 64)
      var fast = plain
      let plainCount = plain.withUnsafeMutableBufferPointer { buffer in
        var sut = ByteSink(base: buffer.baseAddress!, count: start, capacity: 56)
        for _ in 0..<length { sut.append(UInt8(ascii: ";")) }
        return sut.count
      }
      let fastCount = fast.withUnsafeMutableBufferPointer { buffer in
        var sut = ByteSink(base: buffer.baseAddress!, count: start, capacity: 56)
        sut.append(repeating: UInt8(ascii: ";"), count: length)
        return sut.count
      }
      #expect(fastCount == plainCount, "\(start) \(length)")
      #expect(fast == plain, "\(start) \(length)")
    }
  }
}
