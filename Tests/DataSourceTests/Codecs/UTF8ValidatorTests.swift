import TestSupport
import Testing

@testable import DataSource

/// `UTF8Validator` finds the same first bad sequence as decoding every byte, whether the
/// stream comes whole or cut into pieces anywhere, a character split between two included.
struct UTF8ValidatorTests {
  /// Bad sequences of each kind the Unicode table rules out, in the middle of ASCII.
  @Test(
    arguments: [
      ([0x80], "a lone continuation byte"), ([0xC0, 0xAF], "an overlong slash"),
      ([0xC1, 0xBF], "an overlong two-byte form"), ([0xE0, 0x80, 0xAF], "overlong, three"),
      ([0xED, 0xA0, 0x80], "a surrogate"), ([0xF0, 0x80, 0x80, 0xAF], "overlong, four"),
      ([0xF4, 0x90, 0x80, 0x80], "past U+10FFFF"), ([0xF5, 0x80, 0x80, 0x80], "lead 0xF5"),
      ([0xFF], "0xFF"), ([0xE2, 0x82, 0x41], "a three-byte form cut by ASCII"),
    ] as [([UInt8], String)])
  func firstInvalid_badSequence_foundWhereItStarts(bad: [UInt8], kind: String) {
    let bytes = Array("0123456789abcdefghijklmnopqrstuvwxyz é€😀".utf8) + bad + Array("tail".utf8)
    let expected = bytes.count - bad.count - 4
    #expect(
      bytes.withUnsafeBufferPointer { UTF8Validator.firstInvalid(in: $0) } == expected, "\(kind)")
  }

  @Test func firstInvalid_wellFormedText_nil() {
    let bytes = Array(
      String(repeating: "plain ascii é ü € 😀 \u{10FFFF} \u{D7FF}\n", count: 20).utf8)
    #expect(bytes.withUnsafeBufferPointer { UTF8Validator.firstInvalid(in: $0) } == nil)
  }

  /// A character cut off by the end of the stream is bad only when nothing more comes.
  @Test func firstInvalid_characterUnfinishedAtTheEnd_badOnlyWhenFinal() {
    var sut = UTF8Validator()
    let head: [UInt8] = Array("ab".utf8) + [0xF0, 0x9F]
    #expect(head.withUnsafeBufferPointer { sut.firstInvalid(in: $0, isFinal: false) } == nil)
    let tail: [UInt8] = [0x98]
    #expect(tail.withUnsafeBufferPointer { sut.firstInvalid(in: $0, isFinal: false) } == nil)
    #expect([UInt8]().withUnsafeBufferPointer { sut.firstInvalid(in: $0, isFinal: true) } == 2)
    #expect(sut.offset == 5)
  }

  /// Fuzzed: ASCII runs around every word boundary, line feeds, good characters and bad
  /// bytes, checked whole and in pieces of every size from 1 to 9 bytes and one random cut.
  @Test func firstInvalid_fuzzed_sameAsDecodingEveryByteInAnyPieces() {
    var generator = SeededGenerator(seed: 0x0DD5)
    let pieces: [[UInt8]] = [
      Array("a".utf8), Array("\n".utf8), Array("é".utf8), Array("€".utf8), Array("😀".utf8),
      [0x80], [0xC3], [0xE2, 0x82], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xFF], [0xF4, 0x90],
    ]
    for _ in 0..<2_000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int(generator.next() % 60) {
        let index = Int(generator.next() % UInt64(pieces.count))
        let piece = generator.next() % 5 == 0 ? pieces[index] : pieces[Int(generator.next() % 2)]
        bytes += piece
      }
      let expected = Self.referenceOffset(bytes)
      let cut = bytes.isEmpty ? 0 : Int(generator.next() % UInt64(bytes.count))
      for size in 1...9 {
        #expect(Self.inPieces(bytes, size: size) == expected, "\(bytes) in pieces of \(size)")
      }
      let halves = [Array(bytes[..<cut]), Array(bytes[cut...])]
      #expect(Self.inPieces(halves) == expected, "\(bytes) cut at \(cut)")
    }
  }

  static func inPieces(_ bytes: [UInt8], size: Int) -> Int? {
    inPieces(
      stride(from: 0, to: bytes.count, by: size).map {
        Array(bytes[$0..<min($0 + size, bytes.count)])
      })
  }

  /// The pieces in turn, then the end of the stream; the first offset reported.
  static func inPieces(_ pieces: [[UInt8]]) -> Int? {
    var sut = UTF8Validator()
    for piece in pieces {
      if let found = piece.withUnsafeBufferPointer({ sut.firstInvalid(in: $0, isFinal: false) }) {
        return found
      }
    }
    return [UInt8]().withUnsafeBufferPointer { sut.firstInvalid(in: $0, isFinal: true) }
  }

  /// Every byte decoded in turn: the offset of the sequence the decoder refuses.
  static func referenceOffset(_ bytes: [UInt8]) -> Int? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }
}
