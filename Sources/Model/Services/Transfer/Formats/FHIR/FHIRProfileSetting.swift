import DataSource

/// The settings of a bmi profile that a FHIR Patient has no element for, written by
/// `bmi export --format fhir` as extensions of the Patient (`url`, `valueCode` or
/// `valueDecimal`) and read back by `bmi import`, so that a round trip keeps what classes
/// the person: a child's growth reference, an adult's cut points.
public enum FHIRProfileSetting: String, Sendable, CaseIterable {
  /// `cdc` or `who` (`profile save --reference`); the default, cdc, is not written.
  case reference = "urn:bmi:export:reference"
  /// `asian` (`profile save --population`); the default is not written.
  case population = "urn:bmi:export:population"
  /// `metric` or `imperial`.
  case units = "urn:bmi:export:units"
  /// The goal weight in kilograms, a `valueDecimal`.
  case goal = "urn:bmi:export:goal-kg"
  /// The store's default profile (`profile use`), a `valueBoolean` true on its Patient only.
  case isDefault = "urn:bmi:export:default"

  /// The extensions of `profile`'s settings, in this order: each URL with its value, the
  /// goal as digits (`nil` code) rather than a code, the default mark as `nil` both.
  public static func values(of profile: Profile, isDefault: Bool = false) -> [(
    url: String, code: String?, kilograms: Double?
  )] {
    var values: [(url: String, code: String?, kilograms: Double?)] = []
    if let reference = profile.reference, reference != .cdc {
      values.append((Self.reference.rawValue, reference.rawValue, nil))
    }
    if let population = profile.population, population != .default {
      values.append((Self.population.rawValue, population.rawValue, nil))
    }
    if let units = profile.units { values.append((Self.units.rawValue, units.rawValue, nil)) }
    if let goal = profile.goalKilograms { values.append((Self.goal.rawValue, nil, goal)) }
    if isDefault { values.append((Self.isDefault.rawValue, nil, nil)) }
    return values
  }
}
