import DataSource

/// Scores a child aged 24 to 240 months exactly as the CDC's own programs do (the R package
/// cdcanthro, the SAS program): L, M, S interpolated linearly at the exact age, every score from
/// the unrounded BMI, the extended BMI-for-age (2022) from the LMS 95th percentile up.
///
/// One difference, on purpose: the extended z-score is computed from the upper tail,
/// z = −Φ⁻¹(0.1·(1 − Φ(d))), where the CDC's program computes Φ⁻¹(percentile/100) and so,
/// once 90 + 10·Φ(d) rounds to 100 (d ≳ 7.97), gets Φ⁻¹(1) = ∞ and prints 8.21 instead.
/// Below that the two agree to about 1e-12; above it ours keeps growing with the BMI.
public struct CDCGrowthScorer: Sendable {
  /// The ages the scorer is for, in months. Below 24 is outside the charts (an error for the
  /// caller to report); above 240 is an adult. 240.0 itself is the charts' end and is scored.
  public static let childMonths = 24.0...240.0

  /// Φ⁻¹(0.95) as R's `qnorm(0.95)` gives it (AS 241): 2 units in the last place below the
  /// exact 1.6448536269514722, and the CDC's P95 is computed with it.
  public static let z95 = 1.644_853_626_951_471_5

  public init() {}

  /// The CDC's scores for one child. `ageMonths` must lie in `childMonths` (outside it the
  /// nearest end of the charts is used). Allocates nothing.
  public func scores(
    sex: Sex, ageMonths: Double, weightKilograms: Double, heightCentimetres: Double
  )
    -> ChildGrowthScores
  {
    scores(
      CDCAgeTermsMemo.shared.terms(sex: sex, ageMonths: ageMonths), ageMonths: ageMonths,
      weightKilograms: weightKilograms, heightCentimetres: heightCentimetres)
  }

  /// The scores of a child whose age gave `terms`.
  @inline(__always)
  func scores(
    _ terms: CDCAgeTerms, ageMonths: Double, weightKilograms: Double, heightCentimetres: Double
  ) -> ChildGrowthScores {
    let bmiLMS = terms.bmi
    let metres = heightCentimetres / 100
    let bmi = weightKilograms / (metres * metres)

    let originalZ = bmiLMS.zScore(bmi)
    let originalPercentile = 100 * CodyNormal.cdf(originalZ)
    let p95 = terms.bmiP95
    var z = originalZ
    var percentile = originalPercentile
    let isExtended = originalPercentile >= 95
    if isExtended {
      let d = (bmi - p95) / terms.sigma
      let (lower, upper) = CodyNormal.both(d)
      percentile = 90 + 10 * lower
      // Past d ≈ 38 the tail underflows; the smallest normal double keeps z finite.
      let tail = max(0.1 * upper, Double.leastNormalMagnitude)
      z = NormalDistribution.upperQuantile(tail)
    }
    let percentOfP95 = 100 * (bmi / p95)
    let z1 = ((bmi / bmiLMS.m) - 1) / bmiLMS.s
    let weightZ = terms.weight.zScore(weightKilograms)
    let heightZ = terms.stature.zScore(heightCentimetres)
    let modifiedBMIZ = terms.bmiScale.zScore(bmi)
    let modifiedWeightZ = terms.weightScale.zScore(weightKilograms)
    let modifiedHeightZ = terms.statureScale.zScore(heightCentimetres)
    return ChildGrowthScores(
      ageMonths: ageMonths, bmi: bmi, bmiZ: z, bmiPercentile: percentile,
      originalBMIZ: originalZ, originalBMIPercentile: originalPercentile,
      percentOfP95: percentOfP95, percentOfMedian: z1 * 100 * bmiLMS.s, bmiP50: bmiLMS.m,
      bmiP95: p95, weightZ: weightZ, weightPercentile: 100 * CodyNormal.cdf(weightZ),
      heightZ: heightZ, heightPercentile: 100 * CodyNormal.cdf(heightZ),
      modifiedBMIZ: modifiedBMIZ, modifiedWeightZ: modifiedWeightZ,
      modifiedHeightZ: modifiedHeightZ,
      implausible: BiologicallyImplausibleFlags(
        modifiedWeightZ: modifiedWeightZ, modifiedHeightZ: modifiedHeightZ,
        modifiedBMIZ: modifiedBMIZ),
      category: Self.category(percentile: percentile, percentOfP95: percentOfP95),
      isExtended: isExtended)
  }

  /// The CDC category of an unrounded percentile and %P95: under 5 underweight, under 85
  /// healthy, under 95 overweight, from 95 obesity, and from 120% of P95 severe obesity.
  /// A percentile of 94.995 is overweight although it prints as 95.00.
  @inlinable
  public static func category(percentile: Double, percentOfP95: Double) -> ChildCategory {
    if percentOfP95 >= 120 { return .severeObesity }
    if percentile >= 95 { return .obesity }
    if percentile >= 85 { return .overweight }
    if percentile >= 5 { return .healthy }
    return .underweight
  }

  /// The BMI at a percentile of the LMS curves (not extended) for sex and age.
  public func bmi(atPercentile percentile: Double, sex: Sex, ageMonths: Double) -> Double {
    let z = NormalDistribution.quantile(percentile / 100)
    return LMS.cdc(.bmi, sex: sex, ageMonths: ageMonths).value(atZ: z)
  }

  /// The BMI at the 95th percentile for sex and age, as the CDC computes it.
  public func bmiP95(sex: Sex, ageMonths: Double) -> Double {
    LMS.cdc(.bmi, sex: sex, ageMonths: ageMonths).value(atZ: Self.z95)
  }

  /// σ of the extended method, kg/m², for an age in months (quadratic in years).
  @inlinable
  public static func sigma(sex: Sex, ageMonths: Double) -> Double {
    let y = ageMonths / 12
    switch sex {
    case .male: return 0.3728 + 0.5196 * y - 0.0091 * (y * y)
    case .female: return 0.8334 + 0.3712 * y - 0.0011 * (y * y)
    }
  }

  /// `x` rounded to 8 decimals as R's `round(x, 8)` does (for 0 < x < 10^7): of the two
  /// neighbours on the 1e-8 grid, the nearer one in double arithmetic, the even one on a tie.
  /// (1e8·x is positive and below 2^63, so `Int` conversion is its floor, exactly, without
  /// the library calls `rounded` and `truncatingRemainder` are on baseline x86-64.)
  @inlinable
  public static func rounded8(_ x: Double) -> Double {
    let x10 = 1e8 * x
    // Beyond any age the charts hold (and NaN): nothing to round, and no Int to hold it.
    guard x10.magnitude < 9e18 else { return x }
    let floor = Int(x10)
    let low = Double(floor) / 1e8
    let high = Double(Double(floor) == x10 ? floor : floor + 1) / 1e8
    let du = high - x
    let dd = x - low
    let takeHigh = du < dd || (du == dd && floor % 2 == 1)
    return takeHigh ? high : low
  }
}
