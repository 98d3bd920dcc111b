import DataSource

/// A profile with what `profile list` and `profile show` report about it.
public struct ProfileSummary: Sendable, Equatable {
  public let profile: Profile
  public let isDefault: Bool
  /// Whole years on the day the command ran, when the birth date is known.
  public let age: Int?
  /// Days since the birth date on that day (a baby's age is said in months or days).
  public let ageDays: Int?
  /// The latest entry with a weight, and how many there are.
  public let latest: WeighIn?
  public let weighInCount: Int
  /// The latest weigh-in assessed at the person's age on its date (a child's BMI-for-age), or
  /// by the profile's population's adult cut points.
  public let assessment: WeighInAssessment?
  /// The latest waist logged: its date, the waist, and its ratio to the height of its day
  /// (`nil` for a child with no height near that day).
  public let waistDate: LocalDate?
  public let waistCentimetres: Double?
  public let waist: WaistAssessment?

  public init(profile: Profile, isDefault: Bool, today: LocalDate) {
    self.profile = profile
    self.isDefault = isDefault
    self.age = profile.born.map { Self.age(born: $0, on: today) }
    self.ageDays = profile.born.map { today.dayNumber - $0.dayNumber }
    let weighIns = WeighIn.all(in: profile.entries)
    self.latest = weighIns.last
    self.weighInCount = weighIns.count
    self.assessment = latest.map {
      Assessor().assess(
        profile: profile, weightKilograms: $0.kilograms, on: $0.date,
        heights: DatedHeights(profile.entries), today: today)
    }
    let waistEntry = profile.entries.last { $0.waistCentimetres != nil }
    self.waistDate = waistEntry?.date
    self.waistCentimetres = waistEntry?.waistCentimetres
    // The waist's day takes its height by the one rule, as its weigh-in's BMI does: a
    // child's height of that day (or near it), not the profile's of another.
    self.waist = waistEntry.flatMap { entry in
      guard let waist = entry.waistCentimetres,
        case .height(let height) = Assessor().height(
          of: profile, on: entry.date, heights: DatedHeights(profile.entries), today: today)
      else { return nil }
      return WaistToHeightCalculator().assess(waistCentimetres: waist, heightCentimetres: height)
    }
  }

  /// BMI of the latest weigh-in.
  public var bmi: FixedDecimal? { assessment?.bmi }
  /// The adult class, when the adult cut points decided it.
  public var category: AdultCategory? { assessment?.adult?.category }

  /// The first weigh-in's date.
  public var firstDate: LocalDate? {
    profile.entries.first { $0.kilograms != nil }?.date
  }

  static func age(born: LocalDate, on day: LocalDate) -> Int {
    let hadBirthday = (day.month, day.day) >= (born.month, born.day)
    return day.year - born.year - (hadBirthday ? 0 : 1)
  }
}
