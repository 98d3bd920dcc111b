import Model
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
}
