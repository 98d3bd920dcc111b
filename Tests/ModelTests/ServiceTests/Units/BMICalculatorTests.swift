import DataSource
import Model
import Testing

struct BMICalculatorTests {
  @Test func assess_70kgAt175cm_is22point86Normal() {
    let sut = BMICalculator()
    let result = sut.assess(weightKilograms: 70, heightCentimetres: 175)
    #expect(result.bmi.description == "22.86")
    #expect(result.category == .normal)
    #expect(result.bmiPrime.description == "0.91")
    #expect(abs(result.healthyWeightKilograms.lowerBound - 56.65625) < 1e-9)
    #expect(abs(result.healthyWeightKilograms.upperBound - 76.25625) < 1e-9)
    #expect(result.weightChangeKilograms == 0)
  }

  /// At 100 cm the BMI equals the weight, so each row sits exactly where it says.
  @Test(arguments: [
    (15.99, "15.99", AdultCategory.severeThinness),
    (15.994, "15.99", .severeThinness),
    (15.995, "16.00", .moderateThinness),
    (16.00, "16.00", .moderateThinness),
    (16.99, "16.99", .moderateThinness),
    (16.995, "17.00", .mildThinness),
    (17.00, "17.00", .mildThinness),
    (18.49, "18.49", .mildThinness),
    (18.494, "18.49", .mildThinness),
    (18.495, "18.50", .normal),
    (18.50, "18.50", .normal),
    (24.99, "24.99", .normal),
    (24.994, "24.99", .normal),
    (24.995, "25.00", .overweight),
    (25.00, "25.00", .overweight),
    (29.99, "29.99", .overweight),
    (29.995, "30.00", .obese1),
    (30.00, "30.00", .obese1),
    (34.99, "34.99", .obese1),
    (35.00, "35.00", .obese2),
    (39.99, "39.99", .obese2),
    (39.995, "40.00", .obese3),
    (40.00, "40.00", .obese3),
    (5.0, "5.00", .severeThinness),
    (80.0, "80.00", .obese3),
  ])
  func assess_eachBoundaryAfterRounding_classifiesReportedValue(
    weight: Double, reported: String, category: AdultCategory
  ) {
    let sut = BMICalculator()
    let result = sut.assess(weightKilograms: weight, heightCentimetres: 100)
    #expect(result.bmi.description == reported)
    #expect(result.category == category)
  }

  @Test func assess_exactHalfAt2Metres_reports25AndOverweight() {
    let sut = BMICalculator()
    let result = sut.assess(weightKilograms: 99.98, heightCentimetres: 200)
    #expect(result.bmi.description == "25.00")
    #expect(result.category == .overweight)
  }

  @Test(arguments: [
    (50.0, 6.65625),
    (90.0, -13.74375),
    (56.65625, 0.0),
    (76.25625, 0.0),
    // BMI 24.95 is in the normal class: no change, though over the range's 24.9.
    (76.409375, 0.0),
    // BMI 25.00 is overweight: back to 24.9.
    (76.5625, -0.30625),
  ])
  func assess_weightOutsideHealthyRange_reportsChangeToReachIt(weight: Double, change: Double) {
    let sut = BMICalculator()
    let result = sut.assess(weightKilograms: weight, heightCentimetres: 175)
    #expect(abs(result.weightChangeKilograms - change) < 1e-9)
  }

  @Test func assess_imperialInput_matchesMetricEquivalent() throws {
    let parser = QuantityParser()
    let weight = try parser.weight("154lb").value
    let height = try parser.height("5ft9in").value
    let sut = BMICalculator()
    let result = sut.assess(weightKilograms: weight, heightCentimetres: height)
    // 154 lb = 69.85322498 kg; 69 in = 175.26 cm; 69.85322498 / 1.7526² = 22.7413…
    #expect(result.bmi.description == "22.74")
  }
}
