/// A WHO class of a child's z-score, with the WHO's names; the raw value is the word
/// records write. Decided on the z as printed (2 decimals), strictly beyond each cut-off, as
/// the WHO's programs count them.
public enum WHOClass: String, Sendable, CaseIterable {
  /// Weight-for-length/height or BMI-for-age (2006) below −3.
  case severeWasting = "severe-wasting"
  /// Below −2.
  case wasting
  /// Within the cut-offs of its indicator.
  case normal
  /// Above +1 (2006).
  case riskOfOverweight = "risk-of-overweight"
  /// Above +2 (2006); BMI-for-age above +1 (2007).
  case overweight
  /// Above +3 (2006); BMI-for-age above +2 (2007).
  case obesity
  /// BMI-for-age (2007) below −3.
  case severeThinness = "severe-thinness"
  /// BMI-for-age (2007) below −2.
  case thinness
  /// Length/height-for-age below −3.
  case severeStunting = "severe-stunting"
  /// Length/height-for-age below −2.
  case stunting
  /// Weight-for-age below −3.
  case severeUnderweight = "severe-underweight"
  /// Weight-for-age below −2.
  case underweight

  /// The weight-status class of `score` (hundredths of z) under `standard`.
  static func weightStatus(_ hundredths: Int, standard: WHOStandard) -> WHOClass {
    if standard == .reference2007 {
      if hundredths > 200 { return .obesity }
      if hundredths > 100 { return .overweight }
      if hundredths < -300 { return .severeThinness }
      if hundredths < -200 { return .thinness }
      return .normal
    }
    if hundredths > 300 { return .obesity }
    if hundredths > 200 { return .overweight }
    if hundredths > 100 { return .riskOfOverweight }
    if hundredths < -300 { return .severeWasting }
    if hundredths < -200 { return .wasting }
    return .normal
  }

  /// A low-only class: `severe` below −3, `moderate` below −2, else normal.
  static func low(_ hundredths: Int, severe: WHOClass, moderate: WHOClass) -> WHOClass {
    if hundredths < -300 { return severe }
    if hundredths < -200 { return moderate }
    return .normal
  }
}
