/// Why a row has a BMI but no class: written in its `reason` column, the class left empty.
public enum BatchReason: String, Sendable, CaseIterable {
  /// BMI-for-age starts at 24 months; younger children are measured by weight-for-length.
  case under2Years = "under-2-years"
  /// A child (24 to 240 months) is scored against the reference for their sex.
  case sexMissing = "sex-missing"
  /// A birth date but no measurement date, so the age is unknown.
  case measurementDateMissing = "measurement-date-missing"

  /// For help: what it means.
  public var meaning: String {
    switch self {
    case .under2Years: return "under 24 months: BMI-for-age is defined from 2 years"
    case .sexMissing: return "a child (24 months up to 20 years) whose sex cell is empty"
    case .measurementDateMissing: return "a birth date with an empty measurement date"
    }
  }
}
