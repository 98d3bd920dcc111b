import DataSource

/// What `bmi profile save` was given. Quantities stay as typed until the store knows the
/// profile, whose preferred units give a bare number its meaning.
public struct ProfileDraft: Sendable, Equatable {
  public var name: String
  public var height: String?
  /// Logged for today when given.
  public var weight: String?
  public var sex: FieldUpdate<Sex>
  public var born: FieldUpdate<LocalDate>
  public var goal: FieldUpdate<String>
  public var units: UnitSystem?
  /// `nil` keeps the profile's; `.default` resets it.
  public var population: Population?
  /// `nil` keeps the profile's; `.cdc` resets it.
  public var reference: ReferenceChoice?
  /// `--force`: log a weight `WeighInCheck` finds implausible.
  public var force: Bool
  /// `--date`: the day `--weight` and a child's `--height` were measured; today when `nil`
  /// (a clinic entering a child's past visit, not a measurement of today).
  public var measuredOn: LocalDate?

  public init(
    name: String, height: String? = nil, weight: String? = nil, sex: FieldUpdate<Sex> = .keep,
    born: FieldUpdate<LocalDate> = .keep, goal: FieldUpdate<String> = .keep,
    units: UnitSystem? = nil, population: Population? = nil, reference: ReferenceChoice? = nil,
    force: Bool = false
  ) {
    self.reference = reference
    self.force = force
    self.name = name
    self.height = height
    self.weight = weight
    self.sex = sex
    self.born = born
    self.goal = goal
    self.units = units
    self.population = population
  }
}

/// An optional profile field on `profile save`: left as it is, set, or cleared (`none`).
public enum FieldUpdate<Value: Sendable & Equatable>: Sendable, Equatable {
  case keep
  case set(Value)
  case clear

  func applied(to value: Value?) -> Value? {
    switch self {
    case .keep: return value
    case .set(let new): return new
    case .clear: return nil
    }
  }
}
