import DataSource
import TestSupport
import Testing

@testable import Model

/// The batch rows' fast rounding against `FixedDecimal(correctlyRounding:)`, which calc's
/// child fields use.
struct BatchNumberTests {
  @Test(arguments: [
    0.0, -0.0, 0.005, -0.005, 24.995, 18.495, 0.125, 2.675, 1.005, -1.005, 99.995, 94.995,
    119.995, 1e-9, -1e-9, 123_456_789.125, 9e13, -9e13, 4.5e10, 0.0049999999, 1e17, -3e16, 0.015,
    0.025, -0.015, 2.5e-3, 1.115, 0.285,
  ])
  func hundredths_awkwardValues_matchCalcsRounding(value: Double) {
    #expect(
      BatchNumber.hundredths(value) == FixedDecimal(correctlyRounding: value, places: 2).scaled)
  }

  @Test func hundredths_randomValues_matchCalcsRounding() {
    var generator = SeededGenerator(seed: 11)
    var mismatches: [Double] = []
    for _ in 0..<200_000 {
      var value = Double.random(in: -1...1, using: &generator)
      for _ in 0..<Int.random(in: 0...6, using: &generator) { value *= 10 }
      // Half the values on a half-hundredth, where rounding is decided.
      if Bool.random(using: &generator) { value = (value * 200).rounded() / 200 }
      if BatchNumber.hundredths(value) != FixedDecimal(correctlyRounding: value, places: 2).scaled {
        mismatches.append(value)
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func hundredths_notFinite_isNothing(value: Double) {
    #expect(BatchNumber.hundredths(value) == nil)
  }

  @Test func categoryWord_everyCategory_isItsRawValue() {
    for category in ChildCategory.allCases {
      #expect("\(BatchAddedFields.word(category))" == category.rawValue)
    }
  }

  @Test func fixedDecimalHundredths_valuesNearHalvesAndWholes_sameAsTheInitializer() {
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
