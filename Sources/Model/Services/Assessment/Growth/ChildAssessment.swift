import DataSource

/// Everything `bmi calc` reports about a child's BMI (2 to 19 years) against the CDC reference.
public struct ChildAssessment: Sendable, Equatable {
  public let weightKilograms: Double
  public let heightCentimetres: Double
  /// kg/m² rounded half away from zero to 2 decimals: the value everything below is scored on.
  public let bmi: FixedDecimal
  public let sex: Sex
  /// Exact age in months at the measurement.
  public let ageMonths: Double
  /// The reference row used (picked, not interpolated).
  public let row: LMSRow
  /// The BMI-for-age percentile to 2 decimals, kept within 0.01–99.99 (0 and 100 are
  /// never reached, so rounding must not print them).
  public let percentile: FixedDecimal
  /// The z-score to 2 decimals.
  public let zScore: FixedDecimal
  /// BMI as a percentage of the 95th percentile, to 1 decimal.
  public let percentOfP95: FixedDecimal
  /// Decided on the reported `percentile` and `percentOfP95`, so they never disagree.
  public let category: ChildCategory
  /// Whether the CDC 2022 extended method (above the 95th percentile) gave the scores.
  public let isExtended: Bool
  public let reference: GrowthReference

  public init(
    weightKilograms: Double, heightCentimetres: Double, bmi: FixedDecimal, sex: Sex,
    ageMonths: Double, row: LMSRow, percentile: FixedDecimal, zScore: FixedDecimal,
    percentOfP95: FixedDecimal, category: ChildCategory, isExtended: Bool,
    reference: GrowthReference = .cdc2000
  ) {
    self.weightKilograms = weightKilograms
    self.heightCentimetres = heightCentimetres
    self.bmi = bmi
    self.sex = sex
    self.ageMonths = ageMonths
    self.row = row
    self.percentile = percentile
    self.zScore = zScore
    self.percentOfP95 = percentOfP95
    self.category = category
    self.isExtended = isExtended
    self.reference = reference
  }

  /// The BMI at the 95th percentile for this sex and age.
  public var p95: Double { row.p95 }
}
