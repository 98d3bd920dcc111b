import DataSource
import Model
import Testing

struct CDCGrowthScorerTests {
  /// Knot k of a table: (L, M, S).
  static func knot(_ measure: CDCGrowthReference.Measure, _ sex: Sex, _ k: Int) -> LMS {
    let table = CDCGrowthReference.parameters(measure, sex: sex)
    return LMS(l: table[3 * k], m: table[3 * k + 1], s: table[3 * k + 2])
  }

  @Test func reference_everyTable_has218KnotsOfPositiveMedians() {
    for measure in CDCGrowthReference.Measure.allCases {
      for sex in Sex.allCases {
        let table = CDCGrowthReference.parameters(measure, sex: sex)
        #expect(table.count == 3 * CDCGrowthReference.knotCount)
        for k in 0..<CDCGrowthReference.knotCount { #expect(table[3 * k + 1] > 0) }
      }
    }
  }

  /// (age, lower knot, upper knot, weight of the upper knot): R's approx() between the knots
  /// 23.5, 24.5, …, 239.5 and 240.0; at a knot its own values.
  @Test(arguments: [
    (24.0, 0, 1, 0.5), (24.5, 1, 1, 0.0), (25.0, 1, 2, 0.5), (100.25, 76, 77, 0.75),
    (239.5, 216, 216, 0.0), (239.75, 216, 217, 0.5), (239.99, 216, 217, (239.99 - 239.5) / 0.5),
    (240.0, 217, 217, 0.0),
  ])
  func cdc_ageBetweenKnots_interpolatesLinearly(age: Double, i: Int, j: Int, t: Double) {
    for measure in CDCGrowthReference.Measure.allCases {
      for sex in Sex.allCases {
        let sut = LMS.cdc(measure, sex: sex, ageMonths: age)
        let a = Self.knot(measure, sex, i)
        let b = Self.knot(measure, sex, j)
        #expect(sut.l == a.l + (b.l - a.l) * t)
        #expect(sut.m == a.m + (b.m - a.m) * t)
        #expect(sut.s == a.s + (b.s - a.s) * t)
      }
    }
  }

  /// The published formulas at the chart ends, 24.0, 239.99 and 240.0 months.
  @Test(arguments: Sex.allCases, [24.0, 239.99, 240.0])
  func scores_chartEnds_followPublishedFormulas(sex: Sex, age: Double) {
    let sut = CDCGrowthScorer().scores(
      sex: sex, ageMonths: age, weightKilograms: 60, heightCentimetres: 170)
    let bmi = LMS.cdc(.bmi, sex: sex, ageMonths: age)
    let weight = LMS.cdc(.weight, sex: sex, ageMonths: age)
    let height = LMS.cdc(.stature, sex: sex, ageMonths: age)
    let expectedBMI = 60 / (1.7 * 1.7)
    #expect(sut.bmi == expectedBMI)
    #expect(sut.originalBMIZ == bmi.zScore(expectedBMI))
    #expect(sut.weightZ == weight.zScore(60))
    #expect(sut.heightZ == height.zScore(170))
    #expect(sut.bmiP50 == bmi.m)
    #expect(sut.bmiP95 == bmi.value(atZ: CDCGrowthScorer.z95))
    #expect(sut.percentOfP95 == 100 * (expectedBMI / sut.bmiP95))
  }

  /// A BMI 0.001 below and above P5, P85, P95 and 120% of P95, both sexes, across ages: the
  /// class changes exactly at the cut point.
  @Test(arguments: Sex.allCases, [24.0, 24.5, 60.0, 131.3, 200.0, 239.99, 240.0])
  func scores_bmiAroundCutPoints_classifiesBySide(sex: Sex, age: Double) {
    let lms = LMS.cdc(.bmi, sex: sex, ageMonths: age)
    let p95 = lms.value(atZ: CDCGrowthScorer.z95)
    let cuts: [(Double, ChildCategory, ChildCategory)] = [
      (lms.value(atZ: -1.644_853_626_951_472_2), .underweight, .healthy),
      (lms.value(atZ: 1.036_433_389_493_789_6), .healthy, .overweight),
      (p95, .overweight, .obesity),
      (1.2 * p95, .obesity, .severeObesity),
    ]
    let sut = CDCGrowthScorer()
    for (cut, below, above) in cuts {
      // At 100 cm the BMI is the weight.
      let low = sut.scores(
        sex: sex, ageMonths: age, weightKilograms: cut - 0.001, heightCentimetres: 100)
      let high = sut.scores(
        sex: sex, ageMonths: age, weightKilograms: cut + 0.001, heightCentimetres: 100)
      #expect(low.category == below, "BMI \(cut - 0.001)")
      #expect(high.category == above, "BMI \(cut + 0.001)")
    }
  }

  @Test(arguments: [
    (4.999_999, 50.0, ChildCategory.underweight), (5.0, 50.0, .healthy),
    (84.999_999, 90.0, .healthy), (85.0, 90.0, .overweight),
    (94.995, 99.0, .overweight), (95.0, 99.0, .obesity), (99.9, 119.999_999, .obesity),
    (99.9, 120.0, .severeObesity),
  ])
  func category_unroundedValues_decide(percentile: Double, ofP95: Double, expected: ChildCategory) {
    #expect(CDCGrowthScorer.category(percentile: percentile, percentOfP95: ofP95) == expected)
  }

  /// Above the LMS 95th percentile: percentile = 90 + 10·Φ((BMI − P95)/σ), σ to 8 decimals.
  @Test(arguments: Sex.allCases, [36.0, 150.0, 239.99])
  func scores_aboveP95_useExtendedMethod(sex: Sex, age: Double) {
    let sut = CDCGrowthScorer()
    let p95 = sut.bmiP95(sex: sex, ageMonths: age)
    let scores = sut.scores(
      sex: sex, ageMonths: age, weightKilograms: p95 + 3, heightCentimetres: 100)
    let sigma = CDCGrowthScorer.rounded8(CDCGrowthScorer.sigma(sex: sex, ageMonths: age))
    let d = (scores.bmi - p95) / sigma
    #expect(scores.isExtended)
    #expect(scores.bmiPercentile == 90 + 10 * CodyNormal.cdf(d))
    #expect(abs(scores.bmiZ - NormalDistribution.quantile(scores.bmiPercentile / 100)) < 1e-9)
    #expect(scores.originalBMIPercentile >= 95)
  }

  /// Where the CDC's program caps the z at 8.21, ours keeps rising with the BMI.
  @Test func scores_veryHighBMI_zKeepsRisingPastTheCDCCap() {
    let sut = CDCGrowthScorer()
    let p95 = sut.bmiP95(sex: .male, ageMonths: 120)
    let sigma = CDCGrowthScorer.sigma(sex: .male, ageMonths: 120)
    let high = sut.scores(
      sex: .male, ageMonths: 120, weightKilograms: p95 + 9 * sigma, heightCentimetres: 100)
    let higher = sut.scores(
      sex: .male, ageMonths: 120, weightKilograms: p95 + 12 * sigma, heightCentimetres: 100)
    #expect(high.bmiPercentile == 100)
    #expect(high.bmiZ > 8.21)
    #expect(higher.bmiZ > high.bmiZ)
    #expect(higher.bmiZ.isFinite)
  }

  /// R's round(x, 8), checked against R 4.2.2 on σ values of the CDC's own output.
  @Test(arguments: [
    (4.871_951_463_124_998_9, 4.871_951_46), (5.588_317_321_111_110_1, 5.588_317_32),
    (1.673_102_293_125_000_1, 1.673_102_29), (2.000_000_005, 2.000_000_00),
    (2.000_000_015, 2.000_000_02),
  ])
  func rounded8_sigma_matchesR(value: Double, expected: Double) {
    #expect(CDCGrowthScorer.rounded8(value) == expected)
  }

  /// The SAS program's cut-offs; a value exactly on one is plausible.
  @Test(arguments: [
    (-5.000_001, 0.0, 0.0, "low", "none", "none"), (-5.0, -5.0, -4.0, "none", "none", "none"),
    (8.0, 4.0, 8.0, "none", "none", "none"),
    (8.000_001, 4.000_001, 8.000_001, "high", "high", "high"),
    (0.0, -5.000_001, -4.000_001, "none", "low", "low"),
  ])
  func flags_modifiedZ_againstCDCCutOffs(
    weight: Double, height: Double, bmi: Double, w: String, h: String, b: String
  ) {
    let sut = BiologicallyImplausibleFlags(
      modifiedWeightZ: weight, modifiedHeightZ: height, modifiedBMIZ: bmi)
    #expect("\(sut.weight)" == w)
    #expect("\(sut.height)" == h)
    #expect("\(sut.bmi)" == b)
    #expect(sut.isAny == (w != "none" || h != "none" || b != "none"))
  }
}
