import Model

extension AssessmentReference {
  /// The reference's name in text output, the words the `reference` field's value stands for.
  var title: String {
    switch self {
    case .whoAdult: return "WHO adult BMI classes"
    case .whoAdultAsian: return "WHO 2004 and NICE cut points for Asian and other backgrounds"
    case .cdc2000: return "CDC 2000 growth charts"
    case .who2006: return "WHO Child Growth Standards 2006"
    case .who2007: return "WHO Reference 2007"
    }
  }

  /// Text output names the reference whenever it is not the WHO adult classes, every adult's
  /// default (`reference` in every record names it always): a child's class, or an adult's
  /// by other cut points, is never read as the usual adult one.
  var isNamedInText: Bool { self != .whoAdult }
}
