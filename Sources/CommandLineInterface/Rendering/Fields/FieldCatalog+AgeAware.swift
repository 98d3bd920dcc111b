import Model

/// The age-aware fields every tracking record ends with: each weigh-in assessed at the
/// person's age on its date (null without a birth date, where the adult classes decide).
extension FieldCatalog {
  static let ageAware: [FieldSpec] = [
    FieldSpec(
      .reference,
      "What classed the weigh-in: \(words(AssessmentReference.self)) (a child's growth "
        + "reference or an adult's cut points); null when nothing could (formerly thresholds)."
    ),
    FieldSpec(
      .ageMonths,
      "The age at the weigh-in, days / 30.4375, 2 decimals; null without a birth date."),
    FieldSpec(
      .percentile, "A child's BMI-for-age percentile (extended), 2 decimals; null for an adult."),
    FieldSpec(.zScore, "A child's BMI-for-age z-score (extended), 2 decimals."),
    FieldSpec(.percentOfP95, "A child's BMI as a percentage of the 95th percentile, 2 decimals."),
    FieldSpec(
      .reason,
      "Why a child has no class: \(words(AssessmentReason.recordReasons.map(\.rawValue)))."),
  ]

  static let exportAssessment: [FieldSpec] =
    [
      FieldSpec(.bmi, "The weigh-in's BMI."),
      FieldSpec(.category, "Its class at the person's age that day."),
    ] + ageAware + whoTrackingFields

}
