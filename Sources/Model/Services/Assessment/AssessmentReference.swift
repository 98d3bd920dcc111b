/// What decided a class, written in the `reference` field of calc, batch and tracking
/// records alike, so that an adult class is never mistaken for a child's.
public enum AssessmentReference: String, Sendable, CaseIterable {
  /// WHO adult BMI classes (18.5, 25, 30, 35, 40).
  case whoAdult = "who-adult"
  /// WHO (2004) and NICE lower adult cut points for Asian and other backgrounds (23, 27.5).
  case whoAdultAsian = "who-adult-asian"
  /// CDC 2000 BMI-for-age (5th, 85th, 95th percentiles, 120% of the 95th), 24 to 240 months.
  case cdc2000 = "cdc-2000"
  /// WHO Child Growth Standards 2006, birth to under 60 months, as the WHO's `anthro`.
  case who2006 = "who-2006"
  /// WHO Reference 2007, 60 to 228 months, as the WHO's `anthroplus`.
  case who2007 = "who-2007"

  /// Spellings of earlier releases (calc's `thresholds` field), still read on input for one
  /// release (`bmi help fields` lists them).
  public static let formerSpellings: [(spelling: String, reference: AssessmentReference)] = [
    ("who", .whoAdult), ("who-asian", .whoAdultAsian),
  ]

  /// A reference word as written now or in an earlier release, in any case.
  public init?(spelling: String) {
    let word = spelling.lowercased()
    if let reference = AssessmentReference(rawValue: word) {
      self = reference
    } else if let former = Self.formerSpellings.first(where: { $0.spelling == word }) {
      self = former.reference
    } else {
      return nil
    }
  }

  /// For help: what it means.
  public var meaning: String {
    switch self {
    case .whoAdult:
      return "adult (no age, or from 240 months; after 228 with --reference who): WHO classes"
    case .whoAdultAsian:
      return "adult with population asian: WHO 2004 and NICE cut points (23, 27.5, 32.5, 37.5)"
    case .cdc2000: return "child, 24 months up to 20 years: CDC 2000 BMI-for-age percentiles"
    case .who2006:
      return "child under 5 years (under 24 months by default): WHO Child Growth Standards 2006"
    case .who2007: return "child of 5 to 19 years with --reference who: WHO Reference 2007"
    }
  }
}
