import DataSource
import Model
import Testing

/// The CDC 2022 extended method above the 95th percentile. Expected values were computed
/// independently in Python (statistics.NormalDist) from the CDC table.
struct ExtendedBMITests {
  @Test(arguments: [
    (Sex.female, 10.0, 4.4354),
    (.male, 15.0, 6.1193),
    (.male, 5.0, 2.7433),
    (.female, 2.0, 1.5714),
  ])
  func sigma_knownAges_matchCDCFormula(sex: Sex, ageYears: Double, expected: Double) {
    #expect(abs(ExtendedBMI.sigma(sex: sex, ageYears: ageYears) - expected) < 1e-12)
  }

  /// One σ above P95 is 90 + 10·Φ(1) whatever the sex and age.
  @Test(arguments: [(Sex.female, 120.0), (.male, 180.0), (.male, 24.0), (.female, 239.9)])
  func score_oneSigmaAboveP95_is90Plus10PhiOf1(sex: Sex, ageMonths: Double) {
    let p95 = 20.0
    let bmi = p95 + ExtendedBMI.sigma(sex: sex, ageYears: ageMonths / 12)
    let sut = ExtendedBMI.score(bmi: bmi, p95: p95, sex: sex, ageMonths: ageMonths)
    #expect(abs(sut.percentile - 98.413_447_460_685_43) < 1e-9)
    #expect(abs(sut.zScore - 2.147_782_337_472_405) < 1e-9)
  }

  @Test(arguments: [
    (Sex.female, 120.0, 30.0, 99.431_911_651_595_19, 2.531_370_790_629_813_5),
    (.male, 60.0, 25.0, 99.949_725_359_827_35, 3.288_985_285_131_591),
    (.male, 180.0, 40.0, 99.842_651_595_927_24, 2.953_005_056_525_542),
    (.female, 200.0, 50.0, 99.989_237_677_206_15, 3.700_415_841_737_412_2),
  ])
  func score_aboveP95_usesExtendedMethod(
    sex: Sex, ageMonths: Double, bmi: Double, percentile: Double, z: Double
  ) throws {
    let row = try #require(GrowthChart().row(for: sex, ageMonths: ageMonths))
    let sut = GrowthAssessor().score(bmi: bmi, row: row, sex: sex, ageMonths: ageMonths)
    #expect(sut.isExtended)
    #expect(abs(sut.percentile - percentile) < 1e-9)
    #expect(abs(sut.zScore - z) < 1e-7)
  }

  @Test func score_atP95_joinsLMSCurveContinuously() throws {
    let row = try #require(GrowthChart().row(for: .female, ageMonths: 120))
    let sut = GrowthAssessor()
    // The published P95 is rounded to 9 decimals, so step a little further than that.
    let below = sut.score(bmi: row.p95 - 1e-7, row: row, sex: .female, ageMonths: 120)
    let above = sut.score(bmi: row.p95 + 1e-7, row: row, sex: .female, ageMonths: 120)
    #expect(!below.isExtended)
    #expect(above.isExtended)
    #expect(abs(below.percentile - above.percentile) < 1e-6)
    #expect(abs(below.zScore - above.zScore) < 1e-6)
  }

  @Test func score_absurdlyHighBMI_keepsFiniteZ() {
    let sut = ExtendedBMI.score(bmi: 5000, p95: 20, sex: .male, ageMonths: 120)
    #expect(sut.zScore.isFinite)
    #expect(sut.zScore > 37)
    #expect(sut.percentile <= 100)
  }
}
