import DataSource
import Foundation
import Testing

@testable import Model

/// The memo of the WHO's SD curves changes nothing: every remembered slot gives the curves
/// `LMS.cutOffs(above:)` computes, bit for bit, first and second time and from two threads at
/// once, and a restricted score through it equals the plain `restrictedZScore`.
struct WHOCutOffMemoTests {
  static let tables: [WHOGrowthTables.Table] = [
    .weightForAge, .bmiForAge, .armCircumferenceForAge,
  ]

  static func bits(_ curves: LMS.CutOffs) -> [UInt64] {
    [curves.sd3.bitPattern, curves.sd2.bitPattern]
  }

  @Test(arguments: tables)
  func cutOffs_everyRowAndSide_equalTheComputedCurvesFirstAndSecondTime(
    table: WHOGrowthTables.Table
  ) {
    let sut = WHOCutOffMemo()
    for sex in [Sex.female, .male] {
      for day in table.firstKey...table.lastKey {
        let lms = LMS.who(table, sex: sex, key: day)!
        for above in [true, false] {
          let expected = Self.bits(lms.cutOffs(above: above))
          let first = sut.cutOffs(lms, table: table, sex: sex, day: day, above: above)
          let second = sut.cutOffs(lms, table: table, sex: sex, day: day, above: above)
          #expect(Self.bits(first) == expected, "\(sex) \(day) \(above)")
          #expect(Self.bits(second) == expected, "\(sex) \(day) \(above) again")
        }
      }
    }
  }

  @Test func cutOffs_twoThreadsFillingAtOnce_giveTheComputedCurves() async {
    let sut = WHOCutOffMemo()
    let mismatches = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<2 {
        group.addTask {
          var mismatches = 0
          for table in Self.tables {
            for day in table.firstKey...table.lastKey {
              for sex in [Sex.female, .male] {
                let lms = LMS.who(table, sex: sex, key: day)!
                for above in [true, false] {
                  let found = sut.cutOffs(lms, table: table, sex: sex, day: day, above: above)
                  if Self.bits(found) != Self.bits(lms.cutOffs(above: above)) { mismatches += 1 }
                }
              }
            }
          }
          return mismatches
        }
      }
      return await group.reduce(0, +)
    }
    #expect(mismatches == 0)
  }

  /// Random days and measures, most far out in the tails: the score through the memo is the
  /// plain restricted z of the row, rounded and flagged the same.
  @Test(arguments: tables)
  func restrictedScore_randomMeasures_equalsThePlainRestrictedZ(table: WHOGrowthTables.Table) {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20_000 {
      let sex: Sex = Bool.random(using: &generator) ? .female : .male
      let day = Int.random(in: table.firstKey...table.lastKey, using: &generator)
      let lms = LMS.who(table, sex: sex, key: day)!
      let y = lms.m * Double.random(in: 0.3...2.5, using: &generator)
      let sut = WHOGrowthScorer.restrictedScore(
        y, table, sex: sex, day: day, limits: WHOGrowthScorer.Limits.other)
      let expected = WHOScore(
        z: lms.restrictedZScore(y), flaggedBelow: WHOGrowthScorer.Limits.other.0,
        above: WHOGrowthScorer.Limits.other.1)
      #expect(sut == expected, "\(table) \(sex) \(day) \(y)")
    }
  }
}
