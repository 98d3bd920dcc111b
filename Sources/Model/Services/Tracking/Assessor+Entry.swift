import DataSource

extension Assessor {
  /// An entry of `profile`'s log assessed: a weigh-in with its dated height (`assess(profile:
  /// weightKilograms:on:heights:today:head:arm:)`) and the head and arm measured that day; an
  /// entry without a weight, of a child the WHO scores, by the measures it holds (its length
  /// or height, head, arm: no BMI, no class, reason `weight-missing`), as `calc` scores a
  /// child measured but not weighed. `nil` for any other entry without a weight: a waist
  /// alone, or the height of an adult or of a child the CDC scores (whose records carry the
  /// BMI-for-age only).
  public func assess(
    entry: WeightEntry, of profile: Profile, heights: DatedHeights, today: LocalDate,
    choice: DatedHeights.Choice? = nil
  ) -> WeighInAssessment? {
    let date = entry.date
    if let kilograms = entry.kilograms {
      return assess(
        profile: profile, weightKilograms: kilograms, on: date, heights: heights, today: today,
        head: entry.headCentimetres, arm: entry.armCentimetres, choice: choice)
    }
    guard
      entry.heightCentimetres != nil || entry.headCentimetres != nil
        || entry.armCentimetres != nil
    else { return nil }
    return whoAssessment(
      of: profile, weightKilograms: .nan, heightCentimetres: entry.heightCentimetres ?? .nan,
      on: date, head: entry.headCentimetres, arm: entry.armCentimetres)
  }

  /// A child of `profile` the WHO scores on `date` (a sex, a birth date, under the adult age,
  /// and the WHO's reference by age or the profile's choice), with the measures there are (one
  /// not measured is `nan`); `nil` for anyone else.
  func whoAssessment(
    of profile: Profile, weightKilograms: Double, heightCentimetres: Double, on date: LocalDate,
    head: Double?, arm: Double?
  ) -> WeighInAssessment? {
    guard let born = profile.born, born <= date, let sex = profile.sex else { return nil }
    let months = Self.months(born: born, on: date)
    guard !AgeResolver().isAdult(.born(born), months: months, measuredOn: date) else {
      return nil
    }
    let core = self.core(
      weightKilograms: weightKilograms, heightCentimetres: heightCentimetres, sex: sex,
      ageMonths: months, isAdult: false, population: profile.population,
      reference: profile.reference ?? .cdc)
    guard core.kind == .whoChild else { return nil }
    return whoAssessment(
      weightKilograms: weightKilograms, heightCentimetres: heightCentimetres, sex: sex,
      born: born, on: date, head: head, arm: arm)
  }
}
