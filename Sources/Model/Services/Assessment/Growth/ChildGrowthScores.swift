import DataSource

/// Everything the CDC's own program (cdcanthro; the SAS program) reports for one child aged
/// 24 to 240 months, unrounded: only printing rounds. Field names say what each is; the CDC's
/// column names are given for each so output can be compared with the CDC's.
public struct ChildGrowthScores: Sendable, Equatable {
  /// Exact age in months the child was scored at.
  public let ageMonths: Double
  /// weight / (height/100)², unrounded.
  public let bmi: Double
  /// BMI-for-age z-score, extended above the 95th percentile (`bmiz`).
  public let bmiZ: Double
  /// BMI-for-age percentile, extended above the 95th percentile (`bmip`).
  public let bmiPercentile: Double
  /// The LMS z-score with no extension (`orig_bmiz`).
  public let originalBMIZ: Double
  /// The LMS percentile with no extension (`orig_bmip`).
  public let originalBMIPercentile: Double
  /// BMI as a percentage of the 95th percentile (`bmip95`).
  public let percentOfP95: Double
  /// How far the BMI is above (+) or below (−) the median, in percent (`perc_median`).
  public let percentOfMedian: Double
  /// The median BMI for sex and age (`p50`).
  public let bmiP50: Double
  /// The BMI at the 95th percentile for sex and age (`p95`).
  public let bmiP95: Double
  /// Weight-for-age z-score and percentile (`waz`, `wap`).
  public let weightZ: Double
  public let weightPercentile: Double
  /// Height-for-age (stature) z-score and percentile (`haz`, `hap`).
  public let heightZ: Double
  public let heightPercentile: Double
  /// Modified z-scores, for flagging implausible values (`mod_bmiz`, `mod_waz`, `mod_haz`).
  public let modifiedBMIZ: Double
  public let modifiedWeightZ: Double
  public let modifiedHeightZ: Double
  /// Which values are biologically implausible by the CDC's cut-offs.
  public let implausible: BiologicallyImplausibleFlags
  /// The CDC weight-status category, decided on the unrounded `bmiPercentile` and
  /// `percentOfP95`.
  public let category: ChildCategory
  /// Whether the extended method (2022) gave `bmiZ` and `bmiPercentile`: the LMS percentile
  /// was at least 95.
  public let isExtended: Bool

  public init(
    ageMonths: Double, bmi: Double, bmiZ: Double, bmiPercentile: Double, originalBMIZ: Double,
    originalBMIPercentile: Double, percentOfP95: Double, percentOfMedian: Double,
    bmiP50: Double, bmiP95: Double, weightZ: Double, weightPercentile: Double, heightZ: Double,
    heightPercentile: Double, modifiedBMIZ: Double, modifiedWeightZ: Double,
    modifiedHeightZ: Double, implausible: BiologicallyImplausibleFlags, category: ChildCategory,
    isExtended: Bool
  ) {
    self.ageMonths = ageMonths
    self.bmi = bmi
    self.bmiZ = bmiZ
    self.bmiPercentile = bmiPercentile
    self.originalBMIZ = originalBMIZ
    self.originalBMIPercentile = originalBMIPercentile
    self.percentOfP95 = percentOfP95
    self.percentOfMedian = percentOfMedian
    self.bmiP50 = bmiP50
    self.bmiP95 = bmiP95
    self.weightZ = weightZ
    self.weightPercentile = weightPercentile
    self.heightZ = heightZ
    self.heightPercentile = heightPercentile
    self.modifiedBMIZ = modifiedBMIZ
    self.modifiedWeightZ = modifiedWeightZ
    self.modifiedHeightZ = modifiedHeightZ
    self.implausible = implausible
    self.category = category
    self.isExtended = isExtended
  }
}

extension ChildGrowthScores {
  /// The same scores without the stature-for-age (its z, percentile, modified z and flag):
  /// for a height of another day, which gives the BMI but was not measured at this age.
  public func withoutHeightForAge() -> ChildGrowthScores {
    ChildGrowthScores(
      ageMonths: ageMonths, bmi: bmi, bmiZ: bmiZ, bmiPercentile: bmiPercentile,
      originalBMIZ: originalBMIZ, originalBMIPercentile: originalBMIPercentile,
      percentOfP95: percentOfP95, percentOfMedian: percentOfMedian, bmiP50: bmiP50,
      bmiP95: bmiP95, weightZ: weightZ, weightPercentile: weightPercentile, heightZ: .nan,
      heightPercentile: .nan, modifiedBMIZ: modifiedBMIZ, modifiedWeightZ: modifiedWeightZ,
      modifiedHeightZ: .nan,
      implausible: BiologicallyImplausibleFlags(
        weight: implausible.weight, height: .none, bmi: implausible.bmi),
      category: category, isExtended: isExtended)
  }
}
