/// Finds the first byte that is not well-formed UTF-8 in a stream read a piece at a time: a
/// character split between two pieces is checked whole, and the answer is an offset in the
/// whole stream. ASCII, most of any export, is passed four machine words at a time (a word
/// with no high bit set holds eight ASCII bytes); each other character is checked against
/// the Unicode standard's table of well-formed sequences (no overlong forms, no surrogates,
/// nothing past U+10FFFF).
public struct UTF8Validator: Sendable {
  /// Bytes checked so far: the stream offset of the next piece's first byte.
  public private(set) var offset = 0
  /// The first bytes of a character the last piece ended inside (at most three).
  private var pending: (UInt8, UInt8, UInt8) = (0, 0, 0)
  private var pendingCount = 0

  public init() {}

  /// The stream offset of the first sequence in `piece` (or in the character the piece
  /// before it ended inside) that is not well-formed, or `nil`. With `isFinal`, a character
  /// left unfinished at the end is one.
  public mutating func firstInvalid(in piece: UnsafeBufferPointer<UInt8>, isFinal: Bool)
    -> Int?
  {
    defer { offset += piece.count }
    var position = 0
    if pendingCount > 0 {
      // The split character, put back together on the stack: its first bytes and up to
      // three more.
      let start = offset - pendingCount
      let outcome = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 6) { joined in
        (joined[0], joined[1], joined[2]) = pending
        let taken = min(3, piece.count)
        for index in 0..<taken { joined[pendingCount + index] = piece[index] }
        let available = pendingCount + taken
        let sequence = Self.sequence(UnsafeBufferPointer(joined), at: 0, end: available)
        if sequence == .incomplete {
          // Still unfinished: the piece was one or two bytes, all of them taken.
          pending = (joined[0], joined[1], joined[2])
          pendingCount = available
        }
        return sequence
      }
      switch outcome {
      case .invalid: return start
      case .incomplete: return isFinal ? start : nil
      case .length(let count): position = count - pendingCount
      }
      pendingCount = 0
    }
    guard let base = piece.baseAddress else { return nil }
    let raw = UnsafeRawPointer(base)
    let count = piece.count
    while true {
      while position + 32 <= count {
        let words =
          raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)
          | raw.loadUnaligned(fromByteOffset: position + 8, as: UInt64.self)
          | raw.loadUnaligned(fromByteOffset: position + 16, as: UInt64.self)
          | raw.loadUnaligned(fromByteOffset: position + 24, as: UInt64.self)
        if words & 0x8080_8080_8080_8080 != 0 { break }
        position += 32
      }
      // Byte by byte to the next non-ASCII byte (at most 31 of them), or the end.
      while position < count, base[position] < 0x80 { position += 1 }
      guard position < count else { return nil }
      switch Self.sequence(piece, at: position, end: count) {
      case .length(let length): position += length
      case .invalid: return offset + position
      case .incomplete:
        if isFinal { return offset + position }
        pendingCount = count - position
        pending = (
          base[position], pendingCount > 1 ? base[position + 1] : 0,
          pendingCount > 2 ? base[position + 2] : 0
        )
        return nil
      }
    }
  }

  /// The first offset in `bytes` that is not well-formed UTF-8, or `nil`.
  public static func firstInvalid(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var validator = UTF8Validator()
    return validator.firstInvalid(in: bytes, isFinal: true)
  }

  /// What the bytes from `position` are: a well-formed character of some length, not one,
  /// or the start of one that `end` cuts off.
  enum Sequence: Equatable {
    case length(Int)
    case invalid
    case incomplete
  }

  /// The character at `position` (not ASCII) by the Unicode standard's table 3-7: the lead
  /// byte fixes the length and the range of the second byte; later bytes are 0x80–0xBF.
  @inline(__always)
  static func sequence(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int, end: Int)
    -> Sequence
  {
    let lead = bytes[position]
    let length: Int
    let second: ClosedRange<UInt8>
    switch lead {
    case 0x00...0x7F: return .length(1)
    case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
    case 0xE0: (length, second) = (3, 0xA0...0xBF)
    case 0xED: (length, second) = (3, 0x80...0x9F)
    case 0xE1...0xEF: (length, second) = (3, 0x80...0xBF)
    case 0xF0: (length, second) = (4, 0x90...0xBF)
    case 0xF4: (length, second) = (4, 0x80...0x8F)
    case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
    default: return .invalid
    }
    for index in 1..<length {
      guard position + index < end else { return .incomplete }
      let byte = bytes[position + index]
      let allowed = index == 1 ? second : 0x80...0xBF
      guard allowed.contains(byte) else { return .invalid }
    }
    return .length(length)
  }
}
