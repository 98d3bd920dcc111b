/// What decided a batch row's class, written in its `reference` column, so that an adult
/// class is never mistaken for a child's.
public enum BatchReference: String, Sendable, CaseIterable {
  /// WHO adult BMI classes (18.5, 25, 30, 35, 40).
  case whoAdult = "who-adult"
  /// WHO (2004) and NICE lower adult cut points for Asian and other backgrounds (23, 27.5).
  case whoAdultAsian = "who-adult-asian"
  /// CDC 2000 BMI-for-age (5th, 85th, 95th percentiles, 120% of the 95th), 24 to 240 months.
  case cdc2000 = "cdc-2000"

  /// For help: what it means.
  public var meaning: String {
    switch self {
    case .whoAdult: return "adult (no age, or from 240 months): WHO classes"
    case .whoAdultAsian:
      return "adult with population asian: WHO 2004 and NICE cut points (23, 27.5, 32.5, 37.5)"
    case .cdc2000: return "child, 24 months up to 20 years: CDC 2000 BMI-for-age percentiles"
    }
  }
}
