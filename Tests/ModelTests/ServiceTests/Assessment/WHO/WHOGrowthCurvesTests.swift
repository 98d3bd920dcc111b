import DataSource
import Model
import Testing

/// The WHO's SD curves for charts equal the WHO's published z-score tables (printed to one
/// decimal) at their ages and lengths, and end where the WHO's tables end.
struct WHOGrowthCurvesTests {
  /// (indicator, sex, age in months, the published −3, −2, 0, +2, +3 SD values).
  @Test(arguments: [
    // WHO weight-for-age, girls, birth and 12 months (wfa_girls_0-to-5-years_zscores).
    (WHOGrowthCurves.Indicator.weightForAge, Sex.female, 0.0, [2.0, 2.4, 3.2, 4.2, 4.8]),
    (.weightForAge, .female, 12, [6.3, 7.0, 8.9, 11.5, 13.1]),
    // WHO BMI-for-age, boys, birth (bfa_boys_0-to-2-years_zscores).
    (.bmiForAge, .male, 0, [10.2, 11.1, 13.4, 16.3, 18.1]),
  ])
  func value_atTheWHOsAges_equalsTheirPublishedTable(
    indicator: WHOGrowthCurves.Indicator, sex: Sex, months: Double, published: [Double]
  ) throws {
    let sut = try [-3.0, -2, 0, 2, 3].map { z in
      try #require(WHOGrowthCurves.value(indicator, sex: sex, ageMonths: months, z: z))
    }
    for (value, expected) in zip(sut, published) {
      #expect(abs(value - expected) <= 0.05, "\(value) against \(expected)")
    }
  }

  @Test func value_median_isTheTablesM() throws {
    // Row 0 of the girls' weight-for-age: M = 3.2322; of the 2007 BMI at 60 months, boys 15.2679.
    #expect(WHOGrowthCurves.value(.weightForAge, sex: .female, ageMonths: 0, z: 0) == 3.2322)
    #expect(WHOGrowthCurves.value(.bmiForAge, sex: .male, ageMonths: 60, z: 0) == 15.2679)
  }

  @Test func value_pastTheTables_isNil() {
    #expect(WHOGrowthCurves.value(.weightForAge, sex: .male, ageMonths: 121, z: 0) == nil)
    #expect(WHOGrowthCurves.value(.bmiForAge, sex: .male, ageMonths: 229, z: 0) == nil)
    #expect(WHOGrowthCurves.value(.weightForLength, sex: .male, ageMonths: 12, z: 0) == nil)
    #expect(WHOGrowthCurves.weight(sex: .male, lying: true, centimetres: 44.9, z: 0) == nil)
    #expect(WHOGrowthCurves.weight(sex: .male, lying: false, centimetres: 120.1, z: 0) == nil)
  }

  @Test func weight_betweenTenths_isOnTheLineBetweenThem() throws {
    let low = try #require(WHOGrowthCurves.weight(sex: .female, lying: true, centimetres: 80, z: 0))
    let high = try #require(
      WHOGrowthCurves.weight(sex: .female, lying: true, centimetres: 80.1, z: 0))
    let sut = try #require(
      WHOGrowthCurves.weight(sex: .female, lying: true, centimetres: 80.05, z: 0))
    #expect(abs(sut - (low + high) / 2) < 1e-9)
    // WHO weight-for-length, girls, 80 cm: median 10.1 kg.
    #expect(abs(low - 10.1) <= 0.05)
  }
}
