import DataSource
import Testing

/// The inflater's bounds and its table decoding: a stream that never ends stops at the limit
/// with `tooLarge`, and fixed-code data written bit by bit decodes exactly.
struct InflaterTests {
  /// Deflate's bit order: header fields and extra bits first bit lowest, Huffman codes from
  /// their highest bit.
  struct BitWriter {
    var bytes: [UInt8] = []
    var count = 0

    mutating func bits(_ value: Int, _ length: Int) {
      for bit in 0..<length { put(value >> bit & 1) }
    }

    mutating func code(_ value: Int, _ length: Int) {
      for bit in (0..<length).reversed() { put(value >> bit & 1) }
    }

    private mutating func put(_ bit: Int) {
      if count % 8 == 0 { bytes.append(0) }
      bytes[bytes.count - 1] |= UInt8(bit) << UInt8(count % 8)
      count += 1
    }

    /// A fixed-code literal (0–143).
    mutating func literal(_ byte: UInt8) { code(0x30 + Int(byte), 8) }
  }

  static func inflate(_ bytes: [UInt8], limit: Int = Inflater.maximumBytes) throws(Inflater.Failure)
    -> [UInt8]
  {
    var index = 0
    var output: [UInt8] = []
    var sut = Inflater(
      limit: limit,
      next: { () throws(Inflater.Failure) -> UInt8 in
        guard index < bytes.count else { throw .truncated }
        index += 1
        return bytes[index - 1]
      },
      emit: { output += $0 })
    try sut.run()
    return output
  }

  @Test func run_fixedCodesWithMatches_decodesExactly() throws {
    var writer = BitWriter()
    writer.bits(1, 1)
    writer.bits(1, 2)
    for byte in "abc".utf8 { writer.literal(byte) }
    // Length 10 (symbol 264, 7 bits), distance 3 (code 2, 5 bits): "abcabcabca".
    writer.code(264 - 256, 7)
    writer.code(2, 5)
    writer.code(0, 7)
    let sut = try Self.inflate(writer.bytes)
    #expect(String(decoding: sut, as: UTF8.self) == "abcabcabcabca")
  }

  @Test func run_endlessMatches_tooLargeAtTheLimit() {
    var writer = BitWriter()
    writer.bits(0, 1)
    writer.bits(1, 2)
    writer.literal(UInt8(ascii: "a"))
    // Length 258 (symbol 285, 8 bits 0xC5) at distance 1, over and over: 2 MiB and more.
    for _ in 0..<10_000 {
      writer.code(0xC5, 8)
      writer.code(0, 5)
    }
    #expect(throws: Inflater.Failure.tooLarge(limit: 1 << 20)) {
      try Self.inflate(writer.bytes, limit: 1 << 20)
    }
  }

  @Test func run_endlessEmptyStoredBlocks_tooLargeAtTheLimit() {
    let block: [UInt8] = [0x00, 0x00, 0x00, 0xFF, 0xFF]
    let bytes = Array([[UInt8]](repeating: block, count: 1_000).joined())
    #expect(throws: Inflater.Failure.tooLarge(limit: 4_096)) {
      try Self.inflate(bytes, limit: 4_096)
    }
  }

  @Test func run_distanceBeforeTheStart_corrupt() {
    var writer = BitWriter()
    writer.bits(1, 1)
    writer.bits(1, 2)
    writer.literal(UInt8(ascii: "a"))
    writer.code(264 - 256, 7)
    writer.code(2, 5)
    writer.code(0, 7)
    #expect(throws: Inflater.Failure.corrupt("distance too far back")) {
      try Self.inflate(writer.bytes)
    }
  }
}
