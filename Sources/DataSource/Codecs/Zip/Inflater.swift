/// A streaming inflate (RFC 1951, DEFLATE) decoder: compressed bytes are pulled from `next`
/// as they are needed and the output is handed to `emit` in pieces, with only the 32 KiB
/// window of history kept, so an archive of any size is decoded in bounded memory and never
/// unpacked to disk. Canonical Huffman codes are decoded a bit at a time, as zlib's `puff`
/// reference decoder does: simple and exact, not the fastest.
public struct Inflater {
  /// Why the compressed data cannot be decoded.
  public enum Failure: Error, Sendable, Equatable {
    /// The input ended inside the compressed data.
    case truncated
    /// A block type, code, length or distance the format does not allow.
    case corrupt(String)
  }

  private var next: () throws(Failure) -> UInt8
  private var bitBuffer: UInt32 = 0
  private var bitCount = 0
  /// The last 32 KiB of output, as a ring.
  private var window = [UInt8](repeating: 0, count: 1 << 15)
  private var windowPosition = 0
  private var output: [UInt8] = []
  private let emit: ([UInt8]) throws(Failure) -> Void

  /// `next` gives the next compressed byte (throwing `truncated` at the end of the input);
  /// `emit` takes decoded bytes, about 64 KiB at a time.
  public init(
    next: @escaping () throws(Failure) -> UInt8,
    emit: @escaping ([UInt8]) throws(Failure) -> Void
  ) {
    self.next = next
    self.emit = emit
    output.reserveCapacity(1 << 16)
  }

  /// Decodes blocks up to and including the last one.
  public mutating func run() throws(Failure) {
    while true {
      let isLast = try bits(1) == 1
      switch try bits(2) {
      case 0: try stored()
      case 1: try codes(Self.fixed.lengths, Self.fixed.distances)
      case 2:
        let (lengths, distances) = try dynamicTables()
        try codes(lengths, distances)
      default: throw .corrupt("block type 3")
      }
      if isLast { break }
    }
    if !output.isEmpty { try emit(output) }
    output.removeAll(keepingCapacity: true)
  }

  private mutating func bits(_ count: Int) throws(Failure) -> Int {
    while bitCount < count {
      bitBuffer |= UInt32(try next()) << UInt32(bitCount)
      bitCount += 8
    }
    let value = Int(bitBuffer & ((1 << UInt32(count)) - 1))
    bitBuffer >>= UInt32(count)
    bitCount -= count
    return value
  }

  private mutating func put(_ byte: UInt8) throws(Failure) {
    window[windowPosition] = byte
    windowPosition = (windowPosition + 1) & 0x7FFF
    output.append(byte)
    if output.count >= 1 << 16 {
      try emit(output)
      output.removeAll(keepingCapacity: true)
    }
  }

  private mutating func stored() throws(Failure) {
    bitBuffer = 0
    bitCount = 0
    let length = Int(try next()) | Int(try next()) << 8
    let complement = Int(try next()) | Int(try next()) << 8
    guard length == ~complement & 0xFFFF else { throw .corrupt("stored block length") }
    for _ in 0..<length { try put(try next()) }
  }

  /// A canonical Huffman code: how many codes of each length, and the symbols in order.
  struct Huffman {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int]

    init(_ lengths: [Int]) {
      symbols = [Int](repeating: 0, count: lengths.count)
      for length in lengths { counts[length] += 1 }
      counts[0] = 0
      var offsets = [Int](repeating: 0, count: 16)
      for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
      for (symbol, length) in lengths.enumerated() where length != 0 {
        symbols[offsets[length]] = symbol
        offsets[length] += 1
      }
    }
  }

  private mutating func decode(_ code: Huffman) throws(Failure) -> Int {
    var value = 0
    var first = 0
    var index = 0
    for length in 1...15 {
      value |= try bits(1)
      let count = code.counts[length]
      if value - count < first { return code.symbols[index + (value - first)] }
      index += count
      first = (first + count) << 1
      value <<= 1
    }
    throw .corrupt("code")
  }

  static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]

  static let fixed: (lengths: Huffman, distances: Huffman) = {
    var lengths = [Int](repeating: 8, count: 288)
    for symbol in 144..<256 { lengths[symbol] = 9 }
    for symbol in 256..<280 { lengths[symbol] = 7 }
    return (Huffman(lengths), Huffman([Int](repeating: 5, count: 30)))
  }()

  private mutating func codes(_ lengths: Huffman, _ distances: Huffman) throws(Failure) {
    while true {
      let symbol = try decode(lengths)
      if symbol < 256 {
        try put(UInt8(symbol))
        continue
      }
      if symbol == 256 { return }
      let index = symbol - 257
      guard index < 29 else { throw .corrupt("length code") }
      let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
      let distanceSymbol = try decode(distances)
      guard distanceSymbol < 30 else { throw .corrupt("distance code") }
      let distance =
        Self.distanceBase[distanceSymbol] + (try bits(Self.distanceExtra[distanceSymbol]))
      for _ in 0..<length {
        try put(window[(windowPosition - distance) & 0x7FFF])
      }
    }
  }

  private mutating func dynamicTables() throws(Failure) -> (Huffman, Huffman) {
    let lengthCount = try bits(5) + 257
    let distanceCount = try bits(5) + 1
    let codeCount = try bits(4) + 4
    guard lengthCount <= 286, distanceCount <= 30 else { throw .corrupt("table sizes") }
    let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    var codeLengths = [Int](repeating: 0, count: 19)
    for index in 0..<codeCount { codeLengths[order[index]] = try bits(3) }
    let codeCode = Huffman(codeLengths)
    var lengths: [Int] = []
    while lengths.count < lengthCount + distanceCount {
      let symbol = try decode(codeCode)
      switch symbol {
      case 0..<16: lengths.append(symbol)
      case 16:
        guard let previous = lengths.last else { throw .corrupt("repeat with no length") }
        lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
      case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
      default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
      }
    }
    guard lengths.count == lengthCount + distanceCount, lengths[256] != 0 else {
      throw .corrupt("code lengths")
    }
    return (
      Huffman(Array(lengths[..<lengthCount])), Huffman(Array(lengths[lengthCount...]))
    )
  }
}
