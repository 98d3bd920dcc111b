import DataSource

/// A profile with what `profile list` and `profile show` report about it.
public struct ProfileSummary: Sendable, Equatable {
  public let profile: Profile
  public let isDefault: Bool
  /// Whole years on the day the command ran, when the birth date is known.
  public let age: Int?
  /// BMI of the latest weigh-in, and its class by the profile's population's cut points.
  public let bmi: FixedDecimal?
  public let category: AdultCategory?

  public init(profile: Profile, isDefault: Bool, today: LocalDate) {
    self.profile = profile
    self.isDefault = isDefault
    self.age = profile.born.map { Self.age(born: $0, on: today) }
    if let latest = profile.entries.last {
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
  }

  public var latest: WeightEntry? { profile.entries.last }

  static func age(born: LocalDate, on day: LocalDate) -> Int {
    let hadBirthday = (day.month, day.day) >= (born.month, born.day)
    return day.year - born.year - (hadBirthday ? 0 : 1)
  }
}
