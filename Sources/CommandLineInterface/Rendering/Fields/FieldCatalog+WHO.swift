import Model

extension FieldCatalog {
  /// Added to calc records with the WHO standards (after `calc`'s own, null for anyone the
  /// WHO did not score): why scores are missing, then a WHO child's fields in the order of
  /// `AssessmentField.who`; z-scores to 2 decimals as the WHO's programs print them, flags 1
  /// (outside the WHO's plausible range) or 0.
  static let whoFields: [FieldSpec] =
    [FieldSpec(.reason, "Why scores or a class are missing: \(words(calcReasons)); else null.")]
    + AssessmentField.who.map { FieldSpec($0, meaning($0)) }

  /// The reasons a calc record can give: a child not weighed or measured, oedema, a length
  /// outside the table scored without an age (calc refuses the rest with a message).
  private static let calcReasons = [
    AssessmentReason.oedema, .weightMissing, .heightMissing, .weightAndHeightMissing,
    .lengthOutsideTable,
  ].map(\.rawValue)

  /// A WHO child's z-scores and their flags, the deciding indicator and the stunting and
  /// underweight classes, after the age-aware fields of history and export records (one per
  /// entry): each entry scored at the child's age that day, a weigh-in with the height it was
  /// assessed with and the head and arm logged that day, an entry without a weight by its
  /// length, head or arm; null for anyone the WHO did not score.
  static let whoTrackingFields: [FieldSpec] = AssessmentField.whoTracking.map {
    FieldSpec($0, meaning($0))
  }

  private static func meaning(_ field: AssessmentField) -> String {
    switch field {
    case .whoLengthHeightCm:
      return "WHO: the length or height scored, after the 0.7 cm lying/standing adjustment."
    case .whoLengthHeightIn: return "who_length_height_cm in inches."
    case .whoBMI: return "WHO: the BMI of the length or height scored (BMI-for-age uses it)."
    case .whoMeasured:
      return
        "WHO: the position taken into account: \(words(WHOMeasuredPosition.self)); null for none."
    case .whoStandingUnder9Months:
      return "WHO 2006: true when a standing height under 9 months was not adjusted (implausible)."
    case .whoLengthHeightZ: return "WHO: length/height-for-age z (2007: height-for-age)."
    case .whoWeightZ: return "WHO: weight-for-age z (2007: to 120 months)."
    case .whoWeightForLengthZ: return "WHO 2006: weight-for-length or weight-for-height z."
    case .whoBMIZ: return "WHO: BMI-for-age z."
    case .whoHeadZ: return "WHO 2006: head circumference-for-age z."
    case .whoArmZ: return "WHO 2006: arm circumference (MUAC)-for-age z, from 3 months."
    case .whoLengthHeightFlag, .whoWeightFlag, .whoWeightForLengthFlag, .whoBMIFlag,
      .whoHeadFlag, .whoArmFlag:
      return "1 when the z before it is outside the WHO's plausible range, else 0."
    case .whoCategoryIndicator:
      return "WHO: the indicator that decided category: \(words(WHOIndicator.self))."
    case .whoStatureClass:
      return "WHO: stunting from length/height-for-age: severe-stunting, stunting or normal."
    case .whoWeightClass:
      return "WHO: from weight-for-age: severe-underweight, underweight or normal."
    default: return field.rawValue
    }
  }
}
