/// SplitMix64 from a fixed seed: test data and fuzz cases that are the same on every run,
/// so a failure reproduces exactly.
public struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A string of up to `maxLength` pieces drawn from `alphabet`.
  public mutating func text(from alphabet: [String], maxLength: Int) -> String {
    let length = Int.random(in: 0...maxLength, using: &self)
    return (0..<length).map { _ in alphabet.randomElement(using: &self)! }.joined()
  }
}
