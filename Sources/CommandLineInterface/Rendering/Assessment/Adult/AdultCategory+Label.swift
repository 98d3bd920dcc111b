import DataSource

extension AdultCategory {
  /// The WHO name of the class, for people.
  public var label: String {
    switch self {
    case .severeThinness: return "Severe thinness"
    case .moderateThinness: return "Moderate thinness"
    case .mildThinness: return "Mild thinness"
    case .normal: return "Normal weight"
    case .overweight: return "Overweight"
    case .obese1: return "Obese (class I)"
    case .obese2: return "Obese (class II)"
    case .obese3: return "Obese (class III)"
    }
  }
}
