import DataSource
import Foundation
import Model
import Testing

/// A child grows: the slip check compares a child's weigh-in with the weigh-ins near it as
/// they would be grown to its age (`WeightGrowth`), so a baby's monthly gain is logged while a
/// slipped digit is still caught. Adults are compared as before.
struct WeightGrowthTests {
  static let born = LocalDate(year: 2026, month: 1, day: 10)

  static func day(_ offset: Int) -> LocalDate {
    LocalDate(dayNumber: born.dayNumber + offset)
  }

  /// The WHO's girls' weight-for-age medians: 3.2322 kg at day 0, 3.2315 kg at day 3 (the
  /// table's rows): the factor is their ratio.
  @Test func factor_girlUnder24Months_isTheWHOMediansRatio() {
    let sut = WeightGrowth(born: Self.born, sex: .female)
    #expect(sut.factor(from: Self.day(0), to: Self.day(3)) == 3.2315 / 3.2322)
    #expect(sut.factor(from: Self.day(3), to: Self.day(3)) == 1)
  }

  /// A baby doubles its weight in about five months (girls 2.1×, boys 2.2× at 152 days);
  /// without a sex, both sexes' mean.
  @Test func factor_firstFiveMonths_aboutDoubles() {
    for sex in [Sex.female, .male, nil] {
      let factor = WeightGrowth(born: Self.born, sex: sex).factor(
        from: Self.day(0), to: Self.day(152))
      #expect(factor > 2.0 && factor < 2.3, "\(String(describing: sex))")
    }
    let girl = WeightGrowth(born: Self.born, sex: .female).median(on: Self.day(100))
    let boy = WeightGrowth(born: Self.born, sex: .male).median(on: Self.day(100))
    #expect(WeightGrowth(born: Self.born, sex: nil).median(on: Self.day(100)) == (girl + boy) / 2)
  }

  /// Where the WHO's medians give way to the CDC's (24 months) the curve has no step: a day's
  /// growth there is a day's growth, not the 4% between the two references.
  @Test(arguments: [Sex.female, .male])
  func factor_acrossTheReferences_hasNoStep(sex: Sex) {
    let sut = WeightGrowth(born: Self.born, sex: sex)
    let at24 = Int((24 * AgeResolver.daysPerMonth).rounded(.up))
    let step = sut.factor(from: Self.day(at24 - 1), to: Self.day(at24))
    #expect(step > 0.999 && step < 1.002)
  }

  /// From 20 years nothing grows.
  @Test func factor_adult_isOne() {
    let sut = WeightGrowth(born: LocalDate(year: 1988, month: 4, day: 1), sex: .male)
    #expect(
      sut.factor(
        from: LocalDate(year: 2025, month: 1, day: 1), to: LocalDate(year: 2026, month: 1, day: 1))
        == 1)
  }

  /// Mia's first year, logged monthly: every weigh-in is plausible once the earlier ones are
  /// grown to its age; 82 (a slipped point) and 5.2 after 8.2 are not, and say they were
  /// compared as grown.
  @Test func problem_babysMonthlyWeighIns_plausibleAndSlipsCaught() {
    var profile = Profile(name: "mia", heightCentimetres: 50)
    profile.born = Self.born
    profile.sex = .female
    let check = WeighInCheck(today: LocalDate(year: 2026, month: 12, day: 31))
    for (offset, kilograms) in [
      (10, 3.4), (41, 4.3), (90, 5.6), (156, 6.6), (234, 7.6), (314, 8.2),
    ] {
      let entry = WeightEntry(date: Self.day(offset), kilograms: kilograms)
      _ = WeightLog.log(entry, in: &profile.entries)
      let index = WeightLog.search(entry.date, in: profile.entries).index
      #expect(check.problems(entry, at: index, of: profile).isEmpty, "\(kilograms) kg")
    }
    for kilograms in [82.0, 5.2] {
      var candidate = profile
      let entry = WeightEntry(date: Self.day(315), kilograms: kilograms)
      _ = WeightLog.log(entry, in: &candidate.entries)
      let index = WeightLog.search(entry.date, in: candidate.entries).index
      guard
        case .farFromRecent(_, let recent, _, _, _, _, let grown)? = check.problems(
          entry, at: index, of: candidate
        ).first
      else {
        Issue.record("\(kilograms) kg was not refused")
        continue
      }
      #expect(grown)
      #expect(recent > 8.2 && recent < 8.4)
    }
  }

  /// Unscaled, the same baby's second weigh-in was a jump: the profile without a birth date
  /// is compared as an adult's log.
  @Test func problem_noBirthDate_comparedUnscaled() {
    var profile = Profile(name: "mia", heightCentimetres: 50)
    profile.entries = [WeightEntry(date: Self.day(10), kilograms: 3.4)]
    let entry = WeightEntry(date: Self.day(41), kilograms: 4.3)
    _ = WeightLog.log(entry, in: &profile.entries)
    let check = WeighInCheck(today: LocalDate(year: 2026, month: 12, day: 31))
    #expect(
      check.problems(entry, at: 1, of: profile)
        == [.farFromRecent(kilograms: 4.3, recent: 3.4, slips: [], percent: 24, days: 31)])
  }
}
