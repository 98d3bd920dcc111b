import Testing

@testable import Model

/// The WHO's classes on the printed z, strictly beyond each cut-off.
struct WHOClassTests {
  @Test(arguments: [
    (301, WHOStandard.childGrowth2006, WHOClass.obesity), (300, .childGrowth2006, .overweight),
    (201, .childGrowth2006, .overweight), (200, .childGrowth2006, .riskOfOverweight),
    (101, .childGrowth2006, .riskOfOverweight), (100, .childGrowth2006, .normal),
    (-200, .childGrowth2006, .normal), (-201, .childGrowth2006, .wasting),
    (-300, .childGrowth2006, .wasting), (-301, .childGrowth2006, .severeWasting),
    (201, .reference2007, .obesity), (200, .reference2007, .overweight),
    (101, .reference2007, .overweight), (100, .reference2007, .normal),
    (-201, .reference2007, .thinness), (-301, .reference2007, .severeThinness),
  ])
  func weightStatus_cutOffs(hundredths: Int, standard: WHOStandard, expected: WHOClass) {
    #expect(WHOClass.weightStatus(hundredths, standard: standard) == expected)
  }

  @Test func weightStatus_weightForLengthDecides_elseBMIForAge() {
    let sut = WHOGrowthScorer()
    let withLength = sut.scores(
      sex: .female, age: WHOAge(days: 300), weightKilograms: 8, heightCentimetres: 70,
      measured: .lying, oedema: false)
    #expect(withLength.weightStatus?.indicator == .weightForLength)
    // 44 cm is below the weight-for-length table: BMI-for-age decides.
    let short = sut.scores(
      sex: .female, age: WHOAge(days: 10), weightKilograms: 3, heightCentimetres: 44,
      measured: .lying, oedema: false)
    #expect(short.weightStatus?.indicator == .bmiForAge)
    let older = sut.scores(
      sex: .male, age: WHOAge(months: 100), weightKilograms: 25, heightCentimetres: 128,
      measured: nil, oedema: false)
    #expect(older.weightStatus?.indicator == .bmiForAge)
    #expect(older.standard == .reference2007)
  }

  @Test(arguments: [(-201, WHOClass.stunting), (-301, .severeStunting), (-200, .normal)])
  func low_stunting(hundredths: Int, expected: WHOClass) {
    #expect(WHOClass.low(hundredths, severe: .severeStunting, moderate: .stunting) == expected)
  }
}
