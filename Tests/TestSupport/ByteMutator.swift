/// Hostile variants of valid inputs for the bounded fuzz tests: the same kinds of damage a
/// coverage-guided fuzzer applies (flipped bits, inserted tokens, cut and repeated runs,
/// splices of two inputs), plus pure random bytes, all from a fixed seed so a failure
/// reproduces on every run.
public struct ByteMutator {
  private var generator: SeededGenerator
  private let seeds: [[UInt8]]
  /// Fragments that matter to the grammar under test (quotes, separators, escapes).
  private let tokens: [[UInt8]]

  /// Bytes that readers treat specially: NUL, controls, UTF-8 lead and continuation
  /// bytes that cannot stand alone, and the byte order mark's first byte.
  private static let interestingBytes: [UInt8] = [
    0x00, 0x01, 0x09, 0x0A, 0x0D, 0x1F, 0x20, 0x7F, 0x80, 0xBF, 0xC0, 0xC3, 0xE2, 0xEF, 0xF0,
    0xF8, 0xFF,
  ]

  public init(seed: UInt64, seeds: [[UInt8]], tokens: [String]) {
    precondition(!seeds.isEmpty, "mutations need at least one valid input to start from")
    generator = SeededGenerator(seed: seed)
    self.seeds = seeds
    self.tokens = tokens.map { Array($0.utf8) }
  }

  /// Runs `check` on `count` hostile inputs; how many it accepted. Fuzz tests expect a floor,
  /// so that a seed set broken into pure garbage cannot pass by testing only refusals.
  public mutating func accepted(of count: Int, by check: ([UInt8]) -> Bool) -> Int {
    (0..<count).reduce(0) { accepted, _ in accepted + (check(next()) ? 1 : 0) }
  }

  /// One hostile input: mostly one mutation of a seed (so that much of the input stays
  /// valid and the reader gets deep into it), sometimes several, sometimes random bytes.
  public mutating func next() -> [UInt8] {
    if Int.random(in: 0..<10, using: &generator) == 0 { return randomBytes() }
    var bytes = seeds.randomElement(using: &generator)!
    let stacked = Int.random(in: 0..<3, using: &generator) == 0
    for _ in 0..<(stacked ? Int.random(in: 2...4, using: &generator) : 1) { mutate(&bytes) }
    return bytes
  }

  public mutating func randomBytes(maxLength: Int = 256) -> [UInt8] {
    (0..<Int.random(in: 0...maxLength, using: &generator)).map { _ in
      UInt8.random(in: 0...255, using: &generator)
    }
  }

  private mutating func mutate(_ bytes: inout [UInt8]) {
    let position = Int.random(in: 0...bytes.count, using: &generator)
    switch Int.random(in: 0..<8, using: &generator) {
    case 0 where position < bytes.count:
      bytes[position] ^= 1 << UInt8.random(in: 0...7, using: &generator)
    case 1 where position < bytes.count:
      bytes[position] = Self.interestingBytes.randomElement(using: &generator)!
    case 2, 3:
      if let token = tokens.randomElement(using: &generator) {
        bytes.insert(contentsOf: token, at: position)
      }
    case 4:
      let end = min(bytes.count, position + Int.random(in: 1...16, using: &generator))
      bytes.removeSubrange(position..<end)
    case 5:
      bytes.removeSubrange(position...)
    case 6:
      // A run repeated: duplicate members, rows, keys.
      let end = min(bytes.count, position + Int.random(in: 1...64, using: &generator))
      bytes.insert(contentsOf: bytes[position..<end], at: end)
    default:
      // The head of this input joined to the tail of another.
      let other = seeds.randomElement(using: &generator)!
      let cut = Int.random(in: 0...other.count, using: &generator)
      bytes = Array(bytes[..<position]) + other[cut...]
    }
  }
}
