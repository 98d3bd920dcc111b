import DataSource
import Foundation
import Testing

@testable import Model

/// The memo of CDC age terms changes nothing: every remembered slot, and every age it does
/// not remember, gives the terms `CDCAgeTerms.init` computes, bit for bit, also when two
/// threads fill the same slots at once.
struct CDCAgeTermsMemoTests {
  /// Every double of the terms as its bit pattern (NaN halves, above a curve's reach, compare
  /// equal to themselves).
  static func bits(_ terms: CDCAgeTerms) -> [UInt64] {
    let scales = [terms.bmiScale, terms.weightScale, terms.statureScale]
    return [terms.bmi, terms.weight, terms.stature].flatMap { [$0.l, $0.m, $0.s] }
      .map(\.bitPattern)
      + [terms.bmiP95.bitPattern, terms.sigma.bitPattern]
      + scales.flatMap { [$0.median, $0.halfBelow, $0.halfAbove].map(\.bitPattern) }
  }

  static let gridAges = (240...2_400).map { Double($0) / 10 }

  @Test(arguments: [Sex.female, .male])
  func terms_everyTenthOfAMonth_equalTheComputedTermsFirstAndSecondTime(sex: Sex) {
    let sut = CDCAgeTermsMemo()
    for age in Self.gridAges {
      let expected = Self.bits(CDCAgeTerms(sex: sex, ageMonths: age))
      #expect(Self.bits(sut.terms(sex: sex, ageMonths: age)) == expected, "\(age)")
      #expect(Self.bits(sut.terms(sex: sex, ageMonths: age)) == expected, "\(age) again")
    }
  }

  @Test(arguments: [
    30.65, 30.6.nextUp, 30.6.nextDown, 24.0.nextDown, 23.95, 240.0.nextUp, 240.04, 1_000, -5,
    .nan, .infinity, 365.0 / 30.4375,
  ])
  func terms_ageOffTheGrid_equalTheComputedTerms(age: Double) {
    let sut = CDCAgeTermsMemo()
    for sex in [Sex.female, .male] {
      let expected = Self.bits(CDCAgeTerms(sex: sex, ageMonths: age))
      #expect(Self.bits(sut.terms(sex: sex, ageMonths: age)) == expected)
      #expect(Self.bits(sut.terms(sex: sex, ageMonths: age)) == expected)
    }
  }

  @Test func terms_twoThreadsFillingTheSameSlots_bothGetTheComputedTerms() async {
    let sut = CDCAgeTermsMemo()
    let expected = Self.gridAges.map { Self.bits(CDCAgeTerms(sex: .female, ageMonths: $0)) }
    let results = await withTaskGroup(of: [[UInt64]].self) { group in
      for _ in 0..<2 {
        group.addTask {
          Self.gridAges.map { Self.bits(sut.terms(sex: .female, ageMonths: $0)) }
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 2)
    for result in results { #expect(result == expected) }
  }

  @Test func scores_throughTheMemo_equalScoresFromFreshTerms() {
    let sut = CDCGrowthScorer()
    for (index, age) in Self.gridAges.enumerated() where index % 7 == 0 {
      let sex: Sex = index % 2 == 0 ? .female : .male
      let weight = 8 + Double(index % 90)
      let height = 70 + Double(index % 110)
      let viaMemo = sut.scores(
        sex: sex, ageMonths: age, weightKilograms: weight, heightCentimetres: height)
      let fresh = sut.scores(
        CDCAgeTerms(sex: sex, ageMonths: age), ageMonths: age, weightKilograms: weight,
        heightCentimetres: height)
      #expect(viaMemo == fresh, "\(age) \(weight) \(height)")
    }
  }
}
