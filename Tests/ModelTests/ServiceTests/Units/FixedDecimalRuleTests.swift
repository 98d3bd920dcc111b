import DataSource
import TestSupport
import Testing

@testable import Model

/// The one rounding entry, `FixedDecimal(_:places:rule:)`: its two rules pinned on exact ties
/// and representation noise, and its private fast paths against plain definitions.
struct FixedDecimalRuleTests {
  /// `Rule.exactBinary` by definition: the exact value of the double, half away from zero.
  static func exactBinaryReference(_ value: Double, places: Int) -> Int {
    var factor = 1.0
    for _ in 0..<places { factor *= 10 }
    let product = value * factor
    let error = (-product).addingProduct(value, factor)
    var rounded = product.rounded(.toNearestOrAwayFromZero)
    if abs(product - rounded) == 0.5, error != 0 {
      rounded = error > 0 ? product.rounded(.up) : product.rounded(.down)
    }
    return rounded.isFinite && abs(rounded) < 9e15 ? Int(rounded) : 0
  }

  @Test(arguments: [
    // Representation noise: the doubles nearest 94.995 and 1.005 are below them (printf prints
    // 94.99 and 1.00), the one nearest 24.995 above it.
    (94.994_999_999_999_99, "95.00", "94.99"), (94.995_000_000_000_01, "95.00", "95.00"),
    (24.995, "25.00", "25.00"), (1.005, "1.01", "1.00"), (-1.005, "-1.01", "-1.00"),
    // Exact binary ties: half away from zero under both rules.
    (0.125, "0.13", "0.13"), (0.375, "0.38", "0.38"), (-0.125, "-0.13", "-0.13"),
    (15.625, "15.63", "15.63"), (2.625, "2.63", "2.63"),
    (99.999, "100.00", "100.00"), (-2.525_163_944_913_852, "-2.53", "-2.53"),
    (0.0, "0.00", "0.00"),
  ])
  func init_rule_printsAsDocumented(value: Double, asWritten: String, exactBinary: String) {
    let sut = FixedDecimal(value, places: 2, rule: .asWritten)
    #expect(sut.description == asWritten)
    #expect(FixedDecimal(value, places: 2, rule: .exactBinary).description == exactBinary)
  }

  @Test(arguments: [
    0.0, -0.0, 0.005, -0.005, 24.995, 18.495, 0.125, 2.675, 1.005, -1.005, 99.995, 94.995,
    119.995, 1e-9, -1e-9, 123_456_789.125, 9e13, -9e13, 4.5e10, 0.0049999999, 1e17, -3e16, 0.015,
    0.025, -0.015, 2.5e-3, 1.115, 0.285, .nan, .infinity, -.infinity,
  ])
  func exactBinary_awkwardValues_matchTheDefinition(value: Double) {
    let sut = FixedDecimal(value, places: 2, rule: .exactBinary)
    #expect(sut.scaled == Self.exactBinaryReference(value, places: 2))
  }

  @Test func exactBinary_randomValues_matchTheDefinition() {
    var generator = SeededGenerator(seed: 11)
    var mismatches: [Double] = []
    for _ in 0..<200_000 {
      var value = Double.random(in: -1...1, using: &generator)
      for _ in 0..<Int.random(in: 0...6, using: &generator) { value *= 10 }
      // Half the values on a half-hundredth, where rounding is decided.
      if Bool.random(using: &generator) { value = (value * 200).rounded() / 200 }
      let places = Int.random(in: 0...3, using: &generator)
      if FixedDecimal(value, places: places, rule: .exactBinary).scaled
        != Self.exactBinaryReference(value, places: places)
        || FixedDecimal.exactHundredths(value) != Self.exactBinaryReference(value, places: 2)
      {
        mismatches.append(value)
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  @Test(arguments: [
    0.0, -0.0, 0.005, 24.995, 0.125, -0.125, 1.005, 94.995, 1e-9, 999_999.995, 1e6, -3e16,
    .nan, .infinity, -.infinity,
  ])
  func exactHundredths_value_sameAsTheInitializerOrNothing(value: Double) {
    let sut = FixedDecimal.exactHundredths(value)
    let expected = FixedDecimal(value, places: 2, rule: .exactBinary).scaled
    #expect(sut == (value.isFinite ? expected : nil))
  }

  @Test func hundredths_valuesNearHalvesAndWholes_sameAsTheInitializer() {
    // Batch rows print BMIs and ages through the inlined `FixedDecimal.hundredths`.
    var generator = SeededGenerator(seed: 0x100)
    var mismatches: [Double] = []
    for _ in 0..<200_000 {
      let whole = Double(Int.random(in: -2_000_000...2_000_000, using: &generator))
      let offset = [0, 0.5, Double.random(in: 0..<1, using: &generator)].randomElement(
        using: &generator)!
      let nudge = [0, 1e-9, -1e-9, 4e-7, -4e-7, 2e-6, -2e-6, 3e-6].randomElement(
        using: &generator)!
      let value = (whole + offset + nudge) / 100
      if FixedDecimal.hundredths(value) != FixedDecimal(value, places: 2).scaled {
        mismatches.append(value)
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }
}
