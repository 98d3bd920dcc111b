import DataSource

/// A profile with what `profile list` and `profile show` report about it.
public struct ProfileSummary: Sendable, Equatable {
  public let profile: Profile
  public let isDefault: Bool
  /// Whole years on the day the command ran, when the birth date is known.
  public let age: Int?
  /// The latest entry with a weight, and how many there are.
  public let latest: WeighIn?
  public let weighInCount: Int
  /// BMI of the latest weigh-in, and its class by the profile's population's cut points.
  public let bmi: FixedDecimal?
  public let category: AdultCategory?
  /// The latest waist logged, its date, and its ratio to the profile's height.
  public let waistDate: LocalDate?
  public let waist: WaistAssessment?

  public init(profile: Profile, isDefault: Bool, today: LocalDate) {
    self.profile = profile
    self.isDefault = isDefault
    self.age = profile.born.map { Self.age(born: $0, on: today) }
    let weighIns = WeighIn.all(in: profile.entries)
    self.latest = weighIns.last
    self.weighInCount = weighIns.count
    if let latest {
      let calculator = BMICalculator()
      let bmi = FixedDecimal(
        calculator.bmi(
          weightKilograms: latest.kilograms, heightCentimetres: profile.heightCentimetres),
        places: 2)
      self.bmi = bmi
      self.category = calculator.category(
        for: bmi, cutPoints: .forPopulation(profile.population))
    } else {
      self.bmi = nil
      self.category = nil
    }
    let waistEntry = profile.entries.last { $0.waistCentimetres != nil }
    self.waistDate = waistEntry?.date
    self.waist = waistEntry?.waistCentimetres.map {
      WaistToHeightCalculator().assess(
        waistCentimetres: $0, heightCentimetres: profile.heightCentimetres)
    }
  }

  /// The first weigh-in's date.
  public var firstDate: LocalDate? {
    profile.entries.first { $0.kilograms != nil }?.date
  }

  static func age(born: LocalDate, on day: LocalDate) -> Int {
    let hadBirthday = (day.month, day.day) >= (born.month, born.day)
    return day.year - born.year - (hadBirthday ? 0 : 1)
  }
}
