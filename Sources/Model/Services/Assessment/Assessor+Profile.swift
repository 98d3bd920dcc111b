import DataSource

extension Assessor {
  /// A weigh-in of `profile` on `date`, assessed at the person's age that day by the profile's
  /// reference (`Assessor.core`: WHO under 24 months and CDC to the 20th birthday by default;
  /// sex needed), the adult classes of the profile's population after or with no birth date.
  /// Never throws: a weigh-in that cannot be classified still has its BMI, and says why in
  /// `problem`. `head` and `arm`: circumferences measured that day, for the WHO's scores.
  public func assess(
    profile: Profile, weightKilograms: Double, on date: LocalDate, head: Double? = nil,
    arm: Double? = nil
  ) -> WeighInAssessment {
    let height = profile.heightCentimetres
    func adult() -> WeighInAssessment {
      let adult = BMICalculator().assess(
        weightKilograms: weightKilograms, heightCentimetres: height,
        cutPoints: .forPopulation(profile.population))
      return WeighInAssessment(
        bmi: adult.bmi, ageMonths: profile.born.map { Self.months(born: $0, on: date) },
        adult: adult, child: nil, problem: nil)
    }
    guard let born = profile.born else { return adult() }
    let months = Self.months(born: born, on: date)
    let resolver = AgeResolver()
    if resolver.isAdult(.born(born), months: months, measuredOn: date) { return adult() }
    let exactBMI = BMICalculator().bmi(weightKilograms: weightKilograms, heightCentimetres: height)
    let printed = FixedDecimal(exactBMI, places: 2)
    guard born <= date else {
      return WeighInAssessment(
        bmi: printed, ageMonths: months, adult: nil, child: nil,
        problem: .bornAfterMeasurement(born: born, measuredOn: date))
    }
    let core = self.core(
      weightKilograms: weightKilograms, heightCentimetres: height, sex: profile.sex,
      ageMonths: months, isAdult: false, population: profile.population,
      reference: profile.reference ?? .cdc)
    if core.kind == .adult { return adult() }
    if core.kind == .whoChild, let sex = profile.sex {
      return whoAssessment(
        weightKilograms: weightKilograms, heightCentimetres: height, sex: sex, born: born,
        on: date, head: head, arm: arm)
    }
    guard core.kind == .child, let sex = profile.sex else {
      return WeighInAssessment(
        bmi: printed, ageMonths: months, adult: nil, child: nil,
        problem: Self.error(core.reason, months: months))
    }
    let child = ChildAssessment(
      weightKilograms: weightKilograms, heightCentimetres: height, sex: sex, scores: core.scores)
    return WeighInAssessment(
      bmi: child.bmi, ageMonths: months, adult: nil, child: child, problem: nil)
  }

  /// A child the WHO scores, measured on `date` (a measure not given is `nan`, a
  /// circumference `nil`): every WHO score the measures allow, the BMI when both are given.
  func whoAssessment(
    weightKilograms: Double, heightCentimetres: Double, sex: Sex, born: LocalDate,
    on date: LocalDate, head: Double?, arm: Double?
  ) -> WeighInAssessment {
    let months = Self.months(born: born, on: date)
    let scores = whoScores(
      weightKilograms: weightKilograms, heightCentimetres: heightCentimetres, sex: sex,
      measurement: WHOMeasurement(
        age: WHOAge(days: Double(date.dayNumber - born.dayNumber)),
        headCentimetres: head ?? .nan, armCentimetres: arm ?? .nan))
    let who = WHOChildAssessment(
      weightKilograms: weightKilograms, heightCentimetres: heightCentimetres, sex: sex,
      ageMonths: months, headCentimetres: head, armCentimetres: arm, scores: scores)
    return WeighInAssessment(
      bmi: who.bmi, ageMonths: months, adult: nil, child: nil, problem: nil, who: who)
  }

  /// Days from birth to `date` / 30.4375: the CDC's age in months.
  static func months(born: LocalDate, on date: LocalDate) -> Double {
    Double(date.dayNumber - born.dayNumber) / AgeResolver.daysPerMonth
  }
}
