import DataSource

/// What `bmi log` was given: a weight and any of a waist, a height, a head and an arm
/// circumference. They stay as typed until the store knows the profile, whose preferred
/// units give a bare number its meaning.
public struct LogRequest: Sendable, Equatable {
  /// Whether it gives any measure (a note alone edits the note of a logged day).
  public var hasMeasure: Bool {
    weight != nil || waist != nil || height != nil || head != nil || arm != nil
  }

  public var weight: String?
  /// `--waist`.
  public var waist: String?
  /// `--height`: the height (or length) measured that day.
  public var height: String?
  /// `--head`: the head circumference.
  public var head: String?
  /// `--arm`: the mid-upper arm circumference.
  public var arm: String?
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
    weight: String?, waist: String? = nil, height: String? = nil, head: String? = nil,
    arm: String? = nil, units: UnitSystem? = nil, date: LocalDate? = nil, note: String? = nil,
    profile: String? = nil, accepting: Set<ImplausibilityKind> = []
  ) {
    self.height = height
    self.head = head
    self.arm = arm
    self.accepting = accepting
    self.weight = weight
    self.waist = waist
    self.units = units
    self.date = date
    self.note = note
    self.profile = profile
  }
}
