/// Which set of cut points classified a BMI (`AdultCutPoints.thresholds`); output names it by
/// `AssessmentReference` in the `reference` field (these raw values are its former spellings).
public enum AssessmentThresholds: String, Sendable, Codable, CaseIterable {
  /// WHO adult classes: 18.5, 25, 30, 35, 40.
  case who
  /// WHO (2004) and NICE lower adult action points: 18.5, 23, 27.5, 32.5, 37.5.
  case whoAsian = "who-asian"
  /// CDC 2000 BMI-for-age percentiles (5th, 85th, 95th) and 120% of the 95th.
  case cdc2000 = "cdc-2000"
}
