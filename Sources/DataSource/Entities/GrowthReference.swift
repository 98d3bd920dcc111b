/// A growth reference a child is scored against (`ChildAssessment.reference`); output names
/// what decided a class by `AssessmentReference` in the `reference` field.
public enum GrowthReference: String, Sendable, Codable, CaseIterable {
  /// CDC 2000 growth charts, BMI-for-age, 24 to 240 months, with the CDC 2022 extension
  /// above the 95th percentile.
  case cdc2000 = "cdc-2000"
}
