/// A person whose weight is tracked: their height, optional details, and their log entries
/// (weigh-ins and waist measurements) sorted by date.
///
/// Every field after `heightCentimetres` is optional, so older documents that lack a newer
/// field still read. The schema version still goes up with each new field: an older `bmi`
/// refuses members it does not know, and must say "newer schema" rather than "damaged".
public struct Profile: Sendable, Equatable {
  public var name: String
  public var heightCentimetres: Double
  public var sex: Sex?
  public var born: LocalDate?
  public var goalKilograms: Double?
  /// How this person writes and reads weights and heights; `nil` means metric.
  public var units: UnitSystem?
  /// Which adult cut points fit this person (schema 2); `nil` means `.default`.
  public var population: Population?
  /// Which growth references assess this person as a child (schema 3); `nil` means `.cdc`.
  public var reference: ReferenceChoice?
  /// Sorted by date, at most one per date.
  public var entries: [WeightEntry]

  public init(
    name: String, heightCentimetres: Double, sex: Sex? = nil, born: LocalDate? = nil,
    goalKilograms: Double? = nil, units: UnitSystem? = nil, population: Population? = nil,
    reference: ReferenceChoice? = nil, entries: [WeightEntry] = []
  ) {
    self.reference = reference
    self.name = name
    self.heightCentimetres = heightCentimetres
    self.sex = sex
    self.born = born
    self.goalKilograms = goalKilograms
    self.units = units
    self.population = population
    self.entries = entries
  }
}
