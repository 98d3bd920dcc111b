import DataSource

extension Assessor {
  /// A weigh-in of `profile` on `date` assessed with the height it was measured at
  /// (`DatedHeights`): a child's without a recent height is not assessed, and says why
  /// (`heightTooOld`), rather than being scored with today's height. `today`: the day the
  /// profile's height stands for.
  public func assess(
    profile: Profile, weightKilograms: Double, on date: LocalDate, heights: DatedHeights,
    today: LocalDate, head: Double? = nil, arm: Double? = nil
  ) -> WeighInAssessment {
    var isChild = false
    if let born = profile.born, born <= date {
      let months = Self.months(born: born, on: date)
      isChild = !AgeResolver().isAdult(.born(born), months: months, measuredOn: date)
    }
    switch heights.height(
      on: date, profileHeight: profile.heightCentimetres, isChild: isChild, today: today)
    {
    case .height(let centimetres):
      var measured = profile
      measured.heightCentimetres = centimetres
      return assess(
        profile: measured, weightKilograms: weightKilograms, on: date, head: head, arm: arm)
    case .tooOld(let lastMeasured):
      return WeighInAssessment(
        bmi: nil, ageMonths: profile.born.map { Self.months(born: $0, on: date) }, adult: nil,
        child: nil,
        problem: .heightTooOld(
          measuredOn: date, lastHeight: lastMeasured, windowDays: DatedHeights.childWindowDays))
    }
  }
}
