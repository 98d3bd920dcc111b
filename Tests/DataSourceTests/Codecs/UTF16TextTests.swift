import Testing

@testable import DataSource

/// UTF-16 with its byte order mark, either byte order, becomes the same UTF-8; a fault is
/// named by its line; UTF-16 without a mark is recognised, and UTF-8 is left alone.
struct UTF16TextTests {
  static let text = "Date\tGewicht (kg)\r\n2024-03-04\t75,3\r\nnote: après 😀\r\n"

  static func encoded(_ text: String, littleEndian: Bool, mark: Bool = true) -> [UInt8] {
    let units = Array(text.utf16)
    let bytes = units.flatMap { unit -> [UInt8] in
      let (low, high) = (UInt8(unit & 0xFF), UInt8(unit >> 8))
      return littleEndian ? [low, high] : [high, low]
    }
    return (mark ? (littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]) : []) + bytes
  }

  @Test(arguments: [true, false])
  func utf8_markedText_sameAsUTF8(littleEndian: Bool) throws {
    let bytes = Self.encoded(Self.text, littleEndian: littleEndian)
    let kind = try #require(UTF16Text.kind(of: bytes))
    #expect(kind == (littleEndian ? .littleEndian : .bigEndian))
    #expect(UTF16Text.utf8(bytes, kind) == .success(Array(Self.text.utf8)))
  }

  @Test func kind_unmarkedUTF16Recognised_UTF8LeftAlone() {
    #expect(
      UTF16Text.kind(of: Self.encoded("Date,Weight\n", littleEndian: true, mark: false))
        == .unmarked)
    #expect(
      UTF16Text.kind(of: Self.encoded("Date,Weight\n", littleEndian: false, mark: false))
        == .unmarked)
    #expect(UTF16Text.kind(of: Array(Self.text.utf8)) == nil)
    #expect(UTF16Text.kind(of: [0xEF, 0xBB, 0xBF] + Array("Date\n".utf8)) == nil)
  }

  /// A lone surrogate on line 2, or an odd last byte, is a fault at its line.
  @Test func utf8_notWellFormed_faultAtItsLine() {
    var bytes =
      Self.encoded("a\nb", littleEndian: true) + [0x00, 0xD8]
      + Self.encoded("c", littleEndian: true, mark: false)
    #expect(UTF16Text.utf8(bytes, .littleEndian) == .failure(UTF16Text.LineFault(line: 2)))
    bytes = Self.encoded("a\nb\n", littleEndian: true) + [0x41]
    #expect(UTF16Text.utf8(bytes, .littleEndian) == .failure(UTF16Text.LineFault(line: 3)))
  }
}
