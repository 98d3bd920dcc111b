/// A streaming inflate (RFC 1951, DEFLATE) decoder: compressed bytes are pulled from `next`
/// as they are needed and the output is handed to `emit` in pieces, with only the 32 KiB
/// window of history kept, so an archive of any size is decoded in bounded memory and never
/// unpacked to disk. Bits wait in a 64-bit buffer; Huffman codes of up to 9 bits (nearly all
/// of them) are decoded by one look-up in a 512-entry table, longer ones a bit at a time as
/// zlib's `puff` does. A byte is taken from `next` only when a code cannot be decoded without
/// it, so nothing past the compressed data (a data descriptor, the next entry) is consumed.
/// Both the bytes read and the bytes decoded are bounded by `limit`: a never-ending stream
/// ends with `tooLarge`.
public struct Inflater {
  /// Why the compressed data cannot be decoded.
  public enum Failure: Error, Sendable, Equatable {
    /// The input ended inside the compressed data.
    case truncated
    /// A block type, code, length or distance the format does not allow.
    case corrupt(String)
    /// More than `limit` bytes were read or decoded.
    case tooLarge(limit: Int)
  }

  /// 64 GiB: far past the largest real export, short of forever.
  public static let maximumBytes = 1 << 36
  static let historySize = 1 << 15
  static let pieceSize = 1 << 16
  static let fastBits = 9

  private var next: () throws(Failure) -> UInt8
  private var bitBuffer: UInt64 = 0
  private var bitCount = 0
  /// The last 32 KiB handed out, then the output not yet handed out (from `start` to `fill`),
  /// and room for one more match.
  private var buffer = [UInt8](repeating: 0, count: historySize + pieceSize + 258)
  private var start = 0
  private var fill = 0
  private var bytesRead = 0
  private var bytesWritten = 0
  private let limit: Int
  private let emit: ([UInt8]) throws(Failure) -> Void

  /// `next` gives the next compressed byte (throwing `truncated` at the end of the input);
  /// `emit` takes decoded bytes, about 64 KiB at a time; more than `limit` bytes read or
  /// decoded end the decoding.
  public init(
    limit: Int = Inflater.maximumBytes,
    next: @escaping () throws(Failure) -> UInt8,
    emit: @escaping ([UInt8]) throws(Failure) -> Void
  ) {
    self.limit = limit
    self.next = next
    self.emit = emit
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
    try flush()
  }

  /// One more compressed byte into the bit buffer.
  @inline(__always)
  private mutating func fetch() throws(Failure) {
    bytesRead += 1
    guard bytesRead <= limit else { throw .tooLarge(limit: limit) }
    bitBuffer |= UInt64(try next()) << UInt64(bitCount)
    bitCount += 8
  }

  @inline(__always)
  private mutating func bits(_ count: Int) throws(Failure) -> Int {
    while bitCount < count { try fetch() }
    let value = Int(bitBuffer & ((1 << UInt64(count)) - 1))
    bitBuffer >>= UInt64(count)
    bitCount -= count
    return value
  }

  /// Hands out the pending output and keeps the last 32 KiB as history.
  private mutating func flush() throws(Failure) {
    guard fill > start else { return }
    bytesWritten += fill - start
    guard bytesWritten <= limit else { throw .tooLarge(limit: limit) }
    try emit(Array(buffer[start..<fill]))
    if fill > Self.historySize {
      let keep = fill - Self.historySize
      buffer.withUnsafeMutableBufferPointer { buffer in
        let base = buffer.baseAddress!
        base.update(from: base + keep, count: Self.historySize)
      }
      fill = Self.historySize
    }
    start = fill
  }

  private mutating func stored() throws(Failure) {
    // To the byte boundary; whole bytes already fetched stay in the buffer.
    bitBuffer >>= UInt64(bitCount & 7)
    bitCount -= bitCount & 7
    let length = try bits(16)
    let complement = try bits(16)
    guard length == ~complement & 0xFFFF else { throw .corrupt("stored block length") }
    for _ in 0..<length {
      buffer[fill] = UInt8(try bits(8))
      fill += 1
      if fill >= Self.historySize + Self.pieceSize { try flush() }
    }
  }

  /// A canonical Huffman code: how many codes of each length, the symbols in order, and a
  /// table from the next 9 bits of input to the symbol and length of a code that short.
  struct Huffman {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int]
    /// `symbol << 4 | length`, or 0 where the code is longer than 9 bits or none.
    var fast = [UInt16](repeating: 0, count: 1 << Inflater.fastBits)
    /// More codes of some length than the lengths before it leave room for.
    var isOversubscribed = false

    init(_ lengths: [Int]) {
      symbols = [Int](repeating: 0, count: lengths.count)
      for length in lengths { counts[length] += 1 }
      counts[0] = 0
      var left = 1
      for length in 1...15 {
        left = (left << 1) - counts[length]
        if left < 0 { isOversubscribed = true }
      }
      var offsets = [Int](repeating: 0, count: 16)
      for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
      for (symbol, length) in lengths.enumerated() where length != 0 {
        symbols[offsets[length]] = symbol
        offsets[length] += 1
      }
      guard !isOversubscribed else { return }
      // Codes of each length are consecutive numbers, sent first bit first: the table is
      // indexed by their bits reversed, every longer index with the same low bits alike.
      var code = 0
      var index = 0
      for length in 1...Inflater.fastBits {
        for _ in 0..<counts[length] {
          var reversed = 0
          for bit in 0..<length where code & (1 << bit) != 0 {
            reversed |= 1 << (length - 1 - bit)
          }
          let entry = UInt16(symbols[index] << 4 | length)
          var slot = reversed
          while slot < 1 << Inflater.fastBits {
            fast[slot] = entry
            slot += 1 << length
          }
          code += 1
          index += 1
        }
        code <<= 1
      }
    }
  }

  /// The next symbol: one look-up when the code is 9 bits or shorter, a byte fetched only
  /// when the bits at hand cannot tell.
  @inline(__always)
  private mutating func decode(_ code: Huffman) throws(Failure) -> Int {
    while true {
      let entry = Int(code.fast[Int(bitBuffer & UInt64((1 << Self.fastBits) - 1))])
      let length = entry & 15
      if length != 0 && length <= bitCount {
        bitBuffer >>= UInt64(length)
        bitCount -= length
        return entry >> 4
      }
      if bitCount >= Self.fastBits { return try slowDecode(code) }
      try fetch()
    }
  }

  /// A code longer than the table, a bit at a time.
  private mutating func slowDecode(_ code: Huffman) throws(Failure) -> Int {
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
      if fill >= Self.historySize + Self.pieceSize { try flush() }
      let symbol = try decode(lengths)
      if symbol < 256 {
        buffer[fill] = UInt8(truncatingIfNeeded: symbol)
        fill += 1
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
      // Only output already written may be copied (zlib: "distance too far back"); the
      // buffer holds all of it up to 32 KiB back.
      guard distance <= fill else {
        throw .corrupt("distance too far back")
      }
      // A copy longer than its distance repeats what it writes: in runs of at most
      // `distance` bytes, each copied whole from bytes already there.
      let to = fill
      buffer.withUnsafeMutableBufferPointer { buffer in
        let base = buffer.baseAddress!
        var done = 0
        while done < length {
          let run = min(length - done, distance)
          (base + to + done).update(from: base + to + done - distance, count: run)
          done += run
        }
      }
      fill += length
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
    guard !codeCode.isOversubscribed else { throw .corrupt("code lengths") }
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
    let codes = (Huffman(Array(lengths[..<lengthCount])), Huffman(Array(lengths[lengthCount...])))
    guard !codes.0.isOversubscribed, !codes.1.isOversubscribed else {
      throw .corrupt("code lengths")
    }
    return codes
  }
}
