/// The CDC weight-status categories for BMI-for-age (2 to 19 years), each with a stable id.
public enum ChildCategory: String, Sendable, Codable, CaseIterable {
  /// Below the 5th percentile.
  case underweight
  /// 5th to below the 85th percentile.
  case healthy
  /// 85th to below the 95th percentile.
  case overweight
  /// 95th percentile and above, below 120% of the 95th percentile.
  case obesity
  /// BMI at 120% of the 95th percentile or more.
  case severeObesity = "severe-obesity"
}
