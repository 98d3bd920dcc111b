import DataSource
import Model
import Testing

struct GrowthChartTests {
  /// The half-month row n + 0.5 covers n.0 up to (not including) n + 1.0 months.
  @Test(arguments: [
    (24.0, 24.5),
    (24.5, 24.5),
    (24.999, 24.5),
    (25.0, 25.5),
    (47.999_999, 47.5),
    (48.0, 48.5),
    (48.5, 48.5),
    (48.999, 48.5),
    (49.0, 49.5),
    (114.0, 114.5),
    (239.0, 239.5),
    (239.9, 239.5),
    (239.999_999, 239.5),
  ])
  func row_halfMonthBoundaries_pickMonthRow(ageMonths: Double, expectedRow: Double) {
    let sut = GrowthChart()
    for sex in Sex.allCases {
      #expect(sut.row(for: sex, ageMonths: ageMonths)?.ageMonths == expectedRow)
    }
  }

  @Test(arguments: [23.999, 0.5, 240.0, 240.5, 1200.0])
  func row_outsideTwoToTwenty_isNil(ageMonths: Double) {
    #expect(GrowthChart().row(for: .female, ageMonths: ageMonths) == nil)
  }

  @Test func row_everyMonth_isThatMonthsHalfMonthRow() {
    let sut = GrowthChart()
    for month in 24..<240 {
      for sex in Sex.allCases {
        #expect(
          sut.row(for: sex, ageMonths: Double(month) + 0.25)?.ageMonths == Double(month) + 0.5)
      }
    }
  }
}
