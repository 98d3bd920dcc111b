import DataSource

/// What `bmi log` was given: a weight, a waist, or both. They stay as typed until the store
/// knows the profile, whose preferred units give a bare number its meaning.
public struct LogRequest: Sendable, Equatable {
  public var weight: String?
  /// `--waist`.
  public var waist: String?
  /// `--units`, overriding the profile's.
  public var units: UnitSystem?
  /// `nil`: today.
  public var date: LocalDate?
  /// `nil` keeps the note of an entry being replaced; `""` removes it.
  public var note: String?
  /// `nil`: the default profile.
  public var profile: String?
  /// The checks `WeighInCheck` does not make: `--accept-<kind>`, every one with `--force`.
  public var accepting: Set<ImplausibilityKind>

  public init(
    weight: String?, waist: String? = nil, units: UnitSystem? = nil, date: LocalDate? = nil,
    note: String? = nil, profile: String? = nil, accepting: Set<ImplausibilityKind> = []
  ) {
    self.accepting = accepting
    self.weight = weight
    self.waist = waist
    self.units = units
    self.date = date
    self.note = note
    self.profile = profile
  }
}
