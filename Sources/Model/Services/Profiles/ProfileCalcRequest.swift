import DataSource

/// `bmi calc` with a profile: values not given come from the profile (its height, its latest
/// weight, a recent waist), and `--save NAME` stores the person. Quantities stay as typed
/// until the profile's preferred units are known.
public struct ProfileCalcRequest: Sendable, Equatable {
  public var weight: String?
  public var height: String?
  public var units: UnitSystem?
  /// `--profile`: where missing values come from (else the `--save` profile if it exists,
  /// else the default profile).
  public var profile: String?
  /// `--save NAME`: create or update this profile and log the weight on `measuredOn` (today).
  public var save: String?
  /// Age, sex and population given now; the profile fills in what is not.
  public var person: Person
  /// `--waist` as typed: a bare number is read in the profile's units.
  public var waist: String?
  /// `--date`: the day of the measurement, for a child's age; today when `nil`.
  public var measuredOn: LocalDate?
  /// `--force`: accept an implausible BMI or weigh-in.
  public var force: Bool
  /// What the WHO standards take beyond weight and height (`--measured`, `--oedema`, ...).
  public var growth: GrowthMeasures

  public init(
    weight: String? = nil, height: String? = nil, units: UnitSystem? = nil,
    profile: String? = nil, save: String? = nil, person: Person = Person(),
    waist: String? = nil, measuredOn: LocalDate? = nil, force: Bool = false,
    growth: GrowthMeasures = GrowthMeasures()
  ) {
    self.growth = growth
    self.force = force
    self.weight = weight
    self.height = height
    self.units = units
    self.profile = profile
    self.save = save
    self.person = person
    self.waist = waist
    self.measuredOn = measuredOn
  }
}

/// Where a profile-based calculation got its numbers, and what it saved.
public struct ProfileCalculation: Sendable, Equatable {
  /// The profile values came from or were saved to, if any.
  public let profile: Profile?
  /// The unit system the typed values were written in (`nil` for bare numbers or none).
  public let writtenIn: UnitSystem?
  /// `--save`: what was saved.
  public let saved: ProfileChange?
  /// The person's details taken from `profile` because the options did not give them.
  public let supplied: ProfileSupplied

  public init(
    profile: Profile?, writtenIn: UnitSystem?, saved: ProfileChange?,
    supplied: ProfileSupplied = ProfileSupplied()
  ) {
    self.profile = profile
    self.writtenIn = writtenIn
    self.saved = saved
    self.supplied = supplied
  }
}
