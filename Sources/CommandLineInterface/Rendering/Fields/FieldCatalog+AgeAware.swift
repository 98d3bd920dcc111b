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
    // As calc's, the BMI-for-age of whichever reference classed the weigh-in: trend's
    // records carry no who_ fields of their own.
    FieldSpec(
      .percentile,
      "A child's BMI-for-age percentile, 2 decimals: the CDC's (extended), or 100·Φ(z) of the WHO's BMI-for-age z; null for an adult."
    ),
    FieldSpec(
      .zScore,
      "A child's BMI-for-age z-score, 2 decimals: the CDC's extended z, or the WHO's BMI-for-age z (who_bmi_z) when reference is who-2006 or who-2007."
    ),
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
