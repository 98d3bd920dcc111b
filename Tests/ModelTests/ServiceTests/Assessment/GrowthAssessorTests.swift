import DataSource
import Model
import Testing

struct GrowthAssessorTests {
  /// At 100 cm the BMI equals the weight, so each case reads as a BMI. Expected values were
  /// computed independently in Python from the CDC table.
  @Test(arguments: [
    (Sex.female, 114.0, 18.2, "73.71", "0.63", "81.3", ChildCategory.healthy, false),
    (.male, 114.0, 15.0, "19.13", "-0.87", "69.4", .healthy, false),
    (.male, 30.0, 13.5, "0.21", "-2.87", "72.3", .underweight, false),
    (.female, 120.0, 21.0, "89.86", "1.27", "91.4", .overweight, false),
    (.female, 120.0, 24.0, "95.91", "1.74", "104.4", .obesity, true),
    (.female, 120.0, 30.0, "99.43", "2.53", "130.5", .severeObesity, true),
    (.male, 180.0, 40.0, "99.84", "2.95", "149.0", .severeObesity, true),
    (.male, 24.0, 17.0, "62.84", "0.33", "88.2", .healthy, false),
    (.female, 239.9, 21.0, "41.02", "-0.23", "66.2", .healthy, false),
  ])
  func assess_knownChildren_scoreAsReference(
    sex: Sex, ageMonths: Double, bmi: Double, percentile: String, z: String, ofP95: String,
    category: ChildCategory, extended: Bool
  ) throws {
    let sut = try GrowthAssessor().assess(
      weightKilograms: bmi, heightCentimetres: 100, sex: sex, ageMonths: ageMonths)
    #expect(sut.percentile.description == percentile)
    #expect(sut.zScore.description == z)
    #expect(sut.percentOfP95.description == ofP95)
    #expect(sut.category == category)
    #expect(sut.isExtended == extended)
    #expect(sut.reference == .cdc2000)
  }

  @Test(arguments: [23.99, 12.0, 240.0, 300.0])
  func assess_outsideReferenceAges_throws(ageMonths: Double) {
    #expect(throws: AssessmentError.ageOutsideReference(months: ageMonths)) {
      try GrowthAssessor().assess(
        weightKilograms: 12, heightCentimetres: 85, sex: .male, ageMonths: ageMonths)
    }
  }

  @Test(arguments: [
    (499, 500, ChildCategory.underweight),
    (500, 500, .healthy),
    (8499, 1000, .healthy),
    (8500, 1000, .overweight),
    (9499, 1000, .overweight),
    (9500, 1000, .obesity),
    (9999, 1199, .obesity),
    (9999, 1200, .severeObesity),
  ])
  func category_boundaries_areExactInLastPlace(
    percentile: Int, ofP95Tenths: Int, expected: ChildCategory
  ) {
    let sut = GrowthAssessor().category(
      percentile: FixedDecimal(scaled: percentile, places: 2),
      percentOfP95: FixedDecimal(scaled: ofP95Tenths, places: 1))
    #expect(sut == expected)
  }

  @Test func assess_extremelyLowBMI_reportsPercentileNotBelow0Point01() throws {
    let sut = try GrowthAssessor().assess(
      weightKilograms: 8, heightCentimetres: 100, sex: .female, ageMonths: 120)
    #expect(sut.percentile.description == "0.01")
    #expect(sut.category == .underweight)
  }

  @Test func assess_extremelyHighBMI_reportsPercentileNotAbove99Point99() throws {
    let sut = try GrowthAssessor().assess(
      weightKilograms: 60, heightCentimetres: 100, sex: .male, ageMonths: 60)
    #expect(sut.percentile.description == "99.99")
    #expect(sut.category == .severeObesity)
  }
}
