import DataSource

/// How much a child's weight is expected to change between two days, for the slip check
/// (`WeighInCheck`): a weigh-in of a child is compared with the weigh-ins near it as they
/// would be grown to its age, each scaled by the ratio of the median weights for age. A baby
/// doubles its birth weight in about five months: unscaled, a newborn's monthly weigh-in
/// (3.4 kg, then 4.3 kg) was a 26% jump and refused.
///
/// The medians are the references' own: the WHO Child Growth Standards under 24 months, the
/// CDC 2000 weight-for-age from 24 to 240 months scaled to meet the WHO's at 24 months (so
/// the ratio has no step where the two references meet), and the mean of both sexes when the
/// sex is not known. From 240 months (20 years) nothing grows: the factor is 1.
public struct WeightGrowth: Sendable {
  public let born: LocalDate
  public let sex: Sex?

  public init(born: LocalDate, sex: Sex?) {
    self.born = born
    self.sex = sex
  }

  /// The growth of a profile with a birth date; `nil` without one (an adult's log).
  public init?(of profile: Profile) {
    guard let born = profile.born else { return nil }
    self.init(born: born, sex: profile.sex)
  }

  /// What a weight on `from` is multiplied by to be compared with one on `to`: the median
  /// weight at the age on `to` over the median at the age on `from`.
  public func factor(from: LocalDate, to: LocalDate) -> Double {
    // An adult's two days (every weigh-in of most logs): nothing to look up.
    guard from != to, months(on: from) < Self.lastMonths || months(on: to) < Self.lastMonths
    else { return 1 }
    return median(on: to) / median(on: from)
  }

  /// The age in months on `day`, held within birth and 240 months.
  private func months(on day: LocalDate) -> Double {
    let days = Double(max(0, day.dayNumber - born.dayNumber))
    return min(days / AgeResolver.daysPerMonth, Self.lastMonths)
  }

  /// The median weight for the age on `day`, held within birth and 240 months.
  public func median(on day: LocalDate) -> Double {
    let months = months(on: day)
    let sexes = sex.map { [$0] } ?? [.female, .male]
    let medians = sexes.map { Self.median(sex: $0, ageMonths: months) }
    return medians.reduce(0, +) / Double(medians.count)
  }

  /// The age from which the CDC's medians are used, and the last one that grows.
  static let firstCDCMonths = 24.0
  static let lastMonths = 240.0

  static func median(sex: Sex, ageMonths: Double) -> Double {
    guard ageMonths >= firstCDCMonths else { return who(sex: sex, ageMonths: ageMonths) }
    let scale = who(sex: sex, ageMonths: firstCDCMonths) / cdc(sex: sex, ageMonths: firstCDCMonths)
    return cdc(sex: sex, ageMonths: ageMonths) * scale
  }

  private static func who(sex: Sex, ageMonths: Double) -> Double {
    // Under 24 months the WHO's table has a row for every day: never `nil` here.
    WHOGrowthCurves.value(.weightForAge, sex: sex, ageMonths: ageMonths, z: 0) ?? 1
  }

  private static func cdc(sex: Sex, ageMonths: Double) -> Double {
    LMS.cdc(.weight, sex: sex, ageMonths: ageMonths).m
  }
}
