import DataSource
import Testing

@testable import Model

struct CategoryTableTests {
  @Test func ordinal_everyCategory_isItsPositionInAllCases() {
    for (index, category) in AdultCategory.allCases.enumerated() {
      #expect(CategoryTable.ordinal(category) == index)
    }
  }

  /// Every BMI from 0.00 to 20000.00 (beyond any weight and height accepted) gets the class
  /// `BMICalculator` gives it.
  @Test func ordinal_everyHundredth_matchesCalculator() {
    let calculator = BMICalculator()
    let sut = CategoryTable(calculator: calculator)
    sut.withView { view in
      var mismatches = 0
      for hundredths in 0...2_000_000 {
        let expected = CategoryTable.ordinal(
          calculator.category(for: FixedDecimal(scaled: hundredths, places: 2)))
        if view.ordinal(ofHundredths: hundredths) != expected { mismatches += 1 }
      }
      #expect(mismatches == 0)
    }
  }

  @Test func upperBounds_areTheWHOBoundaries() {
    let sut = CategoryTable(calculator: BMICalculator())
    #expect(sut.upperBounds == [1600, 1700, 1850, 2500, 3000, 3500, 4000])
  }
}
