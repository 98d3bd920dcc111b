/// A person whose weight is tracked: their height, optional details, and their weigh-ins
/// sorted by date.
///
/// Every field after `heightCentimetres` is optional, so a later version can add another
/// optional field without a new schema version: older documents simply lack it.
public struct Profile: Sendable, Equatable {
  public var name: String
  public var heightCentimetres: Double
  public var sex: Sex?
  public var born: LocalDate?
  public var goalKilograms: Double?
  /// How this person writes and reads weights and heights; `nil` means metric.
  public var units: UnitSystem?
  /// Sorted by date, at most one per date.
  public var entries: [WeightEntry]

  public init(
    name: String, heightCentimetres: Double, sex: Sex? = nil, born: LocalDate? = nil,
    goalKilograms: Double? = nil, units: UnitSystem? = nil, entries: [WeightEntry] = []
  ) {
    self.name = name
    self.heightCentimetres = heightCentimetres
    self.sex = sex
    self.born = born
    self.goalKilograms = goalKilograms
    self.units = units
    self.entries = entries
  }
}
