import Model
import TestSupport
import Testing

struct FixedDecimalTests {
  @Test(arguments: [
    (22.857142857142858, 2, "22.86"),
    (24.995, 2, "25.00"),
    (24.994999, 2, "24.99"),
    (0.125, 2, "0.13"),
    (-0.125, 2, "-0.13"),
    (-0.004, 2, "0.00"),
    (0.0, 2, "0.00"),
    (70.0, 1, "70.0"),
    (1.05, 1, "1.1"),
    (2.5, 0, "3"),
    (-2.5, 0, "-3"),
    (1000.0, 2, "1000.00"),
    (0.05, 2, "0.05"),
  ])
  func init_value_roundsHalfAwayFromZero(value: Double, places: Int, expected: String) {
    let sut = FixedDecimal(value, places: places)
    #expect(sut.description == expected)
  }

  @Test func init_computedBMIAtExactHalf_roundsUp() {
    // 99.98 kg at 2 m is exactly 24.995 in decimal, 24.99499999… in binary.
    let sut = FixedDecimal(99.98 / (2.0 * 2.0), places: 2)
    #expect(sut == FixedDecimal(scaled: 2500, places: 2))
  }

  /// The definition, with no shortcut: snap to a millionth of the last place, then round half
  /// away from zero.
  static func snappedThenRounded(_ value: Double, places: Int) -> Int {
    var factor = 1.0
    for _ in 0..<places { factor *= 10 }
    let snapped = (value * factor * 1_000_000).rounded() / 1_000_000
    return Int(snapped.rounded(.toNearestOrAwayFromZero))
  }

  @Test func init_manyValuesNearHalvesAndWholes_sameAsSnappingThenRounding() {
    // The initializer skips the snapping where it cannot change the result; values around
    // every kind of boundary must come out as the definition says.
    var generator = SeededGenerator(seed: 0xF1ED)
    var mismatches: [Double] = []
    for _ in 0..<400_000 {
      let places = Int.random(in: 0...3, using: &generator)
      var unit = 1.0
      for _ in 0..<places { unit /= 10 }
      let whole = Double(Int.random(in: -200_000...200_000, using: &generator))
      let offset = [0, 0.5, Double.random(in: 0..<1, using: &generator)].randomElement(
        using: &generator)!
      let nudge = [0, 1e-9, -1e-9, 4e-7, -4e-7, 6e-7, -6e-7, 2e-6, -2e-6, 3e-6, -3e-6]
        .randomElement(using: &generator)!
      let value = (whole + offset + nudge) * unit
      if FixedDecimal(value, places: places).scaled
        != Self.snappedThenRounded(value, places: places)
      {
        mismatches.append(value)
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }
}
