import Model
import Testing

struct FixedDecimalCorrectlyRoundedTests {
  @Test(arguments: [
    (94.994_999_999_999_99, "94.99"), (94.995_000_000_000_01, "95.00"), (0.125, "0.12"),
    (0.375, "0.38"), (-1.005, "-1.00"), (1.005, "1.00"), (24.995, "25.00"), (99.999, "100.00"),
    (-2.525_163_944_913_852, "-2.53"), (0.0, "0.00"),
  ])
  func init_value_printsAsPrintf(value: Double, expected: String) {
    #expect(FixedDecimal(correctlyRounding: value, places: 2).description == expected)
  }
}
