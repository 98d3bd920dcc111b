import DataSource

extension ChildCategory {
  /// The CDC name of the weight-status category, for people.
  public var label: String {
    switch self {
    case .underweight: return "Underweight"
    case .healthy: return "Healthy weight"
    case .overweight: return "Overweight"
    case .obesity: return "Obesity"
    case .severeObesity: return "Severe obesity"
    }
  }
}
