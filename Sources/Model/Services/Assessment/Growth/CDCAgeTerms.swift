import DataSource

/// What a child's CDC scores take from its sex and exact age alone: L, M and S of the three
/// measures, the BMI's 95th percentile, the extended method's σ, and the units of the three
/// modified z-scores. Four of a child's seven powers are here, so children of the same age
/// share them (`CDCAgeTermsMemo`); every value is computed as `CDCGrowthScorer` always did.
public struct CDCAgeTerms: Sendable, Equatable {
  public let bmi: LMS
  public let weight: LMS
  public let stature: LMS
  /// The BMI at the 95th percentile of the LMS curve, with the CDC's `qnorm(0.95)`.
  public let bmiP95: Double
  /// σ of the extended method, rounded to 8 decimals as the CDC's program rounds it.
  public let sigma: Double
  public let bmiScale: LMS.ModifiedScale
  public let weightScale: LMS.ModifiedScale
  public let statureScale: LMS.ModifiedScale

  /// The terms for `sex` at `ageMonths` (held within 24…240 months, as `LMS.Knots` holds it).
  @inlinable
  public init(sex: Sex, ageMonths: Double) {
    let knots = LMS.Knots(ageMonths: ageMonths)
    bmi = LMS.cdc(.bmi, sex: sex, at: knots)
    weight = LMS.cdc(.weight, sex: sex, at: knots)
    stature = LMS.cdc(.stature, sex: sex, at: knots)
    bmiP95 = bmi.value(atZ: CDCGrowthScorer.z95)
    sigma = CDCGrowthScorer.rounded8(CDCGrowthScorer.sigma(sex: sex, ageMonths: ageMonths))
    bmiScale = bmi.modifiedScale
    weightScale = weight.modifiedScale
    statureScale = stature.modifiedScale
  }
}
