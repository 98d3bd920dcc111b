import TestSupport
import Testing

@testable import DataSource

/// `UTF8Check` passes ASCII a word at a time and decodes the rest: it names the same line as
/// decoding every byte would, for every kind of bad sequence at every offset.
struct UTF8CheckTests {
  @Test(
    arguments: [
      ("", nil), ("plain ascii\nlines\n", nil), ("é ü € 😀\n", nil), ("a\nb\n\u{FF}", 3),
      ("abcdefgh\nijklmnop\nq\u{C3}", 3),
    ] as [(String, Int?)])
  func firstInvalidLine_namesTheLine(text: String, line: Int?) {
    // `\u{FF}` and a lone `\u{C3}` stand for the raw bytes 0xFF and 0xC3.
    let bytes = text.unicodeScalars.flatMap { scalar -> [UInt8] in
      scalar == "\u{FF}" ? [0xFF] : scalar == "\u{C3}" ? [0xC3] : Array(String(scalar).utf8)
    }
    #expect(UTF8Check.firstInvalidLine(bytes) == line)
  }

  /// Fuzzed: ASCII runs of every length around each word boundary, line feeds, good multi-byte
  /// characters, and bad bytes (continuation alone, truncated, overlong, surrogate, 0xFF).
  @Test func firstInvalidLine_fuzzed_sameAsDecodingEveryByte() {
    var generator = SeededGenerator(seed: 0x5EED)
    let pieces: [[UInt8]] = [
      Array("a".utf8), Array("\n".utf8), Array("é".utf8), Array("€".utf8), Array("😀".utf8),
      [0x80], [0xC3], [0xE2, 0x82], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xFF],
    ]
    for _ in 0..<2_000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int(generator.next() % 40) {
        let index = Int(generator.next() % UInt64(pieces.count))
        // Mostly ASCII, as real files are.
        let piece = generator.next() % 4 == 0 ? pieces[index] : pieces[Int(generator.next() % 2)]
        bytes += piece
      }
      #expect(UTF8Check.firstInvalidLine(bytes) == Self.referenceLine(bytes), "\(bytes)")
    }
  }

  @Test func containsByte_findsBytesInSmallAndLargeStrings() {
    #expect("79,6".containsByte(UInt8(ascii: ",")))
    #expect(!"79.6".containsByte(UInt8(ascii: ",")))
    #expect(!"".containsByte(0))
    let long = String(repeating: "é", count: 100) + "/"
    #expect(long.containsByte(UInt8(ascii: "/")))
    #expect(long.containsByte(0xA9))
    #expect(!long.containsByte(UInt8(ascii: ":")))
  }

  /// Every byte decoded in turn, counting line feeds.
  private static func referenceLine(_ bytes: [UInt8]) -> Int? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var line = 1
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
      case .emptyInput: return nil
      case .error: return line
      }
    }
  }
}
