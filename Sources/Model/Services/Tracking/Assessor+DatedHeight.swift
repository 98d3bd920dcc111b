import DataSource

extension Assessor {
  /// A weigh-in of `profile` on `date` assessed with the height it was measured at
  /// (`DatedHeights`): a child's without a recent height gets no BMI and no class, and says
  /// why (`heightTooOld`), rather than being scored with today's height; a child the WHO
  /// scores still gets the scores that need no height. `today`: the day the
  /// profile's height stands for; `choice`: that height when the caller has it already
  /// (`height(of:on:heights:today:)`).
  public func assess(
    profile: Profile, weightKilograms: Double, on date: LocalDate, heights: DatedHeights,
    today: LocalDate, head: Double? = nil, arm: Double? = nil, choice: DatedHeights.Choice? = nil
  ) -> WeighInAssessment {
    switch choice ?? height(of: profile, on: date, heights: heights, today: today) {
    case .height(let centimetres):
      var measured = profile
      measured.heightCentimetres = centimetres
      let assessed = assess(
        profile: measured, weightKilograms: weightKilograms, on: date, head: head, arm: arm)
      // A length logged on an earlier day, or the profile's height (today's, for a weigh-in
      // within the window), gives this weigh-in its BMI and weight-for-length, not a
      // length-for-age at its age: the child was not measured that day. Its own day has that.
      guard let who = assessed.who, heights.latest(onOrBefore: date)?.date != date
      else { return assessed }
      return WeighInAssessment(
        bmi: assessed.bmi, ageMonths: assessed.ageMonths, adult: nil, child: nil,
        problem: assessed.problem, who: who.withoutLengthForAge())
    case .tooOld(let lastMeasured):
      let problem = AssessmentError.heightTooOld(
        measuredOn: date, lastHeight: lastMeasured, windowDays: heightWindow(of: profile, on: date))
      // The WHO scores what needs no height (weight-for-age, head and arm for age), as
      // `anthro` and `bmi calc` do from an age and a weight; the BMI and class wait for one.
      if let scored = whoAssessment(
        of: profile, weightKilograms: weightKilograms, heightCentimetres: .nan, on: date,
        head: head, arm: arm)
      {
        return WeighInAssessment(
          bmi: nil, ageMonths: scored.ageMonths, adult: nil, child: nil, problem: problem,
          who: scored.who)
      }
      return WeighInAssessment(
        bmi: nil, ageMonths: profile.born.map { Self.months(born: $0, on: date) }, adult: nil,
        child: nil, problem: problem)
    }
  }

  /// The height a weigh-in of `profile` on `date` is assessed with, or why there is none: the
  /// one rule (`DatedHeights`) for every assessment and every BMI a command shows of it.
  public func height(
    of profile: Profile, on date: LocalDate, heights: DatedHeights, today: LocalDate
  ) -> DatedHeights.Choice {
    heights.height(
      on: date, profileHeight: profile.heightCentimetres,
      isChild: takesHeightNear(profile, on: date),
      window: heightWindow(of: profile, on: date), today: today)
  }

  /// Whether a weigh-in of `profile` on `date` takes a height measured near it (a child's)
  /// rather than the latest or the profile's (an adult's): a child that day, or a day before
  /// the birth date (entered with --force), which is no adult's either.
  public func takesHeightNear(_ profile: Profile, on date: LocalDate) -> Bool {
    (profile.born.map { date < $0 } ?? false) || isChild(profile, on: date)
  }

  /// How far from `date` a height of `profile` may be measured to assess a child's weigh-in
  /// then (`DatedHeights.windowDays(ageDays:)`).
  public func heightWindow(of profile: Profile, on date: LocalDate) -> Int {
    guard let born = profile.born else { return DatedHeights.childWindowDays }
    return DatedHeights.windowDays(ageDays: date.dayNumber - born.dayNumber)
  }

  /// Whether `profile` is a child on `date`: born by then and under the adult age of its
  /// reference (the 20th birthday; past 228 months under `who`, as the assessor classes it).
  public func isChild(_ profile: Profile, on date: LocalDate) -> Bool {
    guard let born = profile.born, born <= date else { return false }
    let months = Self.months(born: born, on: date)
    if profile.reference == .who, months > WHOGrowthScorer.lastMonths2007 { return false }
    return !AgeResolver().isAdult(.born(born), months: months, measuredOn: date)
  }
}
