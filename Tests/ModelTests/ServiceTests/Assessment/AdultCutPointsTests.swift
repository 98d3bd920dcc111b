import DataSource
import Model
import Testing

struct AdultCutPointsTests {
  @Test(arguments: [
    (1849, AdultCategory.mildThinness),
    (1850, .normal),
    (2299, .normal),
    (2300, .overweight),
    (2749, .overweight),
    (2750, .obese1),
    (3249, .obese1),
    (3250, .obese2),
    (3749, .obese2),
    (3750, .obese3),
    (1599, .severeThinness),
    (1699, .moderateThinness),
  ])
  func category_asianCutPoints_boundaries(hundredths: Int, expected: AdultCategory) {
    let sut = BMICalculator().category(
      for: FixedDecimal(scaled: hundredths, places: 2), cutPoints: .whoAsian)
    #expect(sut == expected)
  }

  @Test(arguments: [
    (2299, AdultCategory.normal),
    (2300, .normal),
    (2499, .normal),
    (2500, .overweight),
    (2999, .overweight),
    (3000, .obese1),
    (4000, .obese3),
  ])
  func category_whoCutPoints_unchanged(hundredths: Int, expected: AdultCategory) {
    let sut = BMICalculator().category(for: FixedDecimal(scaled: hundredths, places: 2))
    #expect(sut == expected)
  }

  @Test func assess_asian_usesLowerHealthyRangeAndPrime() {
    // 70 kg at 175 cm: BMI 22.86, normal either way; Prime against 23 instead of 25.
    let sut = BMICalculator().assess(
      weightKilograms: 70, heightCentimetres: 175, cutPoints: .whoAsian)
    #expect(sut.category == .normal)
    #expect(sut.bmiPrime.description == "0.99")
    #expect(abs(sut.healthyWeightKilograms.upperBound - 22.9 * 1.75 * 1.75) < 1e-9)
    #expect(sut.cutPoints.thresholds == .whoAsian)
  }

  @Test func assess_asianAt23_isOverweightAndOutsideHealthyRange() {
    // 70.44 kg at 175 cm is BMI 23.00.
    let sut = BMICalculator().assess(
      weightKilograms: 70.44, heightCentimetres: 175, cutPoints: .whoAsian)
    #expect(sut.bmi.description == "23.00")
    #expect(sut.category == .overweight)
    #expect(sut.weightChangeKilograms < 0)
  }

  @Test(arguments: [
    (Population?.none, AssessmentThresholds.who),
    (.default, .who),
    (.asian, .whoAsian),
  ])
  func forPopulation_choosesCutPoints(population: Population?, expected: AssessmentThresholds) {
    #expect(AdultCutPoints.forPopulation(population).thresholds == expected)
  }
}
