import TestSupport
import Testing

@testable import Model

/// `FixedDecimal`'s `.likeR` rule against R's own `round(x, 2)` (R 4.2.2, printed with
/// `sprintf("%.17g")`): the values where half away from zero and `%.2f` differ from R.
struct FixedDecimalLikeRTests {
  @Test(arguments: [
    (2.675, 267),  // stored 2.67499999999999982: R 2.67, naive ×100 rounding 2.68
    (5.015, 502),  // stored 5.01499999999999968: R 5.02, %.2f 5.01
    (3.005, 300),  // stored 3.00499999999999989: R 3.00
    (-0.004, 0),  // R −0, printed 0.00
    (-2.675, -267),
    (0.125, 12),  // an exact tie: the even neighbour
    (0.375, 38),
    (1.0, 100),
    (-6.005, -600),
    (2.345, 235),
  ])
  func likeR_roundsAsR(_ value: Double, _ hundredths: Int) {
    let sut = FixedDecimal(value, places: 2, rule: .likeR)
    #expect(sut.scaled == hundredths)
  }

  @Test func likeR_negativeZero_printsWithoutSign() {
    #expect(FixedDecimal(-0.001, places: 2, rule: .likeR).description == "0.00")
  }

  /// The fast path (the nearest whole number, away from a half) decides as R's comparison of
  /// the two neighbours does, on z-scores, on values a hair from a half, and on large ones.
  @Test func likeR_fastPath_equalsTheComparisonOfNeighbours() {
    var generator = SystemRandomNumberGenerator()
    var values: [Double] = []
    for _ in 0..<200_000 { values.append(Double.random(in: -12...12, using: &generator)) }
    for _ in 0..<50_000 { values.append(Double.random(in: -1e7...1e7, using: &generator)) }
    for _ in 0..<50_000 {
      // Near the halves: k + 0.5 ± up to a few thousandths of the last place, in hundredths.
      let k = Double(Int.random(in: -100_000...100_000, using: &generator))
      let offset = Double.random(in: -0.003...0.003, using: &generator)
      values.append((k + 0.5 + offset) / 100)
    }
    for value in values where abs(value) * 100 < 9e15 {
      let expected = FixedDecimal.nearerLikeR(
        value, magnitude: abs(value), scaled: abs(value) * 100, factor: 100)
      #expect(FixedDecimal(value, places: 2, rule: .likeR).scaled == expected, "\(value)")
    }
  }

  /// The short cut against the plain comparison of neighbours (`roundedLikeRPlain`), from
  /// a fixed seed: z-scores, values a hair from a half, large values, and the ones the
  /// fast path must hand on (NaN, infinities, 2^30 and up, signed zeros).
  @Test func likeR_shortCut_equalsThePlainPath() {
    var generator = SeededGenerator(seed: 0x5EED_2026)
    var values: [Double] = [
      .nan, -.nan, .infinity, -.infinity, 0, -0.0, 0x1p30 / 100, -0x1p30 / 100,
      0x1p30 / 100 - 0.001, 9e13, -9e13, 9e15,
      .leastNonzeroMagnitude, 0.005, -0.005, 0.015, 2.675, -2.675,
    ]
    for _ in 0..<200_000 { values.append(Double.random(in: -12...12, using: &generator)) }
    for _ in 0..<20_000 { values.append(Double.random(in: -1e9...1e9, using: &generator)) }
    for _ in 0..<50_000 {
      let k = Double(Int.random(in: -1_000_000...1_000_000, using: &generator))
      let offset = Double.random(in: -0.002...0.002, using: &generator)
      values.append((k + 0.5 + offset) / 100)
    }
    for value in values {
      let expected = FixedDecimal.roundedLikeRPlain(value, factor: 100)
      #expect(FixedDecimal(value, places: 2, rule: .likeR).scaled == expected, "\(value)")
    }
  }

  /// A value past what an `Int` holds once scaled is 0, never a trap; below, its truncation.
  @Test(arguments: [
    (1e17, 0), (-1e17, 0), (.greatestFiniteMagnitude, 0), (1e15, 100_000_000_000_000_000),
  ])
  func likeR_hugeValue_neverTraps(value: Double, scaled: Int) {
    #expect(FixedDecimal(value, places: 2, rule: .likeR).scaled == scaled)
  }
}
