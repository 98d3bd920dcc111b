import Testing

@testable import Model

struct NaturalCubicSplineTests {
  @Test(arguments: [0.0, 0.5, 1, 1.5, 2, 2.5])
  func value_atAKnot_isTheKnotsValue(x: Double) {
    let sut = NaturalCubicSpline(first: 0, step: 0.5, values: [3, -1, 4, 1, -5, 9])
    #expect(abs(sut.value(at: x) - sut.values[Int(x * 2)]) < 1e-14)
  }

  /// A straight line needs no curvature: the natural spline is the line itself.
  @Test(arguments: [0.0, 0.3, 1.27, 4.99, 5])
  func value_ofALine_isTheLine(x: Double) {
    let sut = NaturalCubicSpline(first: 0, step: 1, values: (0...5).map { 2 * Double($0) - 1 })
    #expect(abs(sut.value(at: x) - (2 * x - 1)) < 1e-14)
    #expect(sut.curvatures.allSatisfy { abs($0) < 1e-14 })
  }

  /// Three knots 0, 1, 0 at 0, 1, 2: 4·c1 = 6·(−1 − 1), so c1 = −3; at 0.5 the first cubic
  /// is −3·0.5³/6 + (1 + 3/6)·0.5 = −0.0625 + 0.75 = 0.6875.
  @Test func value_threeKnots_matchesTheHandSolution() {
    let sut = NaturalCubicSpline(first: 0, step: 1, values: [0, 1, 0])
    #expect(sut.curvatures == [0, -3, 0])
    #expect(abs(sut.value(at: 0.5) - 0.6875) < 1e-15)
  }
}
