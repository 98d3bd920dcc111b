import DataSource

/// The CDC 2022 extended BMI-for-age method for BMIs above the 95th percentile.
///
/// The LMS curves were fitted to few very heavy children, so above the 95th percentile the
/// CDC replaces them with a half-normal distribution centred on the 95th percentile:
/// percentile = 90 + 10·Φ((BMI − P95)/σ), z = Φ⁻¹(percentile/100), with σ a quadratic in
/// age (Wei R et al., 2020; CDC, 2022).
public enum ExtendedBMI {
  /// σ in kg/m² for an age in years.
  public static func sigma(sex: Sex, ageYears a: Double) -> Double {
    switch sex {
    case .female: return 0.8334 + 0.3712 * a - 0.0011 * a * a
    case .male: return 0.3728 + 0.5196 * a - 0.0091 * a * a
    }
  }

  /// The extended percentile and z-score of a BMI at or above the 95th percentile `p95`.
  ///
  /// The z-score is taken from the upper tail, 1 − percentile/100 = 0.1·(1 − Φ(x)), so it does
  /// not run into Φ⁻¹(1) = ∞ for very high BMIs (the CDC programs cap it at 8.21 instead).
  public static func score(bmi: Double, p95: Double, sex: Sex, ageMonths: Double)
    -> (percentile: Double, zScore: Double)
  {
    let x = (bmi - p95) / sigma(sex: sex, ageYears: ageMonths / 12)
    let percentile = 90 + 10 * NormalDistribution.cdf(x)
    // Past about x = 38 the tail underflows to 0; the smallest normal double keeps z finite.
    let tail = max(0.1 * NormalDistribution.upperTail(x), Double.leastNormalMagnitude)
    return (percentile, NormalDistribution.upperQuantile(tail))
  }
}
