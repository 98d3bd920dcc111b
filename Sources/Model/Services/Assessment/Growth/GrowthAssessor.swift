import DataSource

/// Scores a child's BMI against the CDC 2000 BMI-for-age reference: percentile, z-score,
/// percentage of the 95th percentile and the CDC weight-status category.
public struct GrowthAssessor: Sendable {
  private let chart: GrowthChart
  private let calculator: BMICalculator

  public init() {
    self.chart = GrowthChart()
    self.calculator = BMICalculator()
  }

  /// Throws `ageOutsideReference` for ages outside 24 up to 240 months.
  public func assess(
    weightKilograms: Double, heightCentimetres: Double, sex: Sex, ageMonths: Double
  ) throws(AssessmentError) -> ChildAssessment {
    guard let row = chart.row(for: sex, ageMonths: ageMonths) else {
      throw .ageOutsideReference(months: ageMonths)
    }
    let exact = calculator.bmi(
      weightKilograms: weightKilograms, heightCentimetres: heightCentimetres)
    let bmi = FixedDecimal(exact, places: 2)
    let score = self.score(bmi: bmi.doubleValue, row: row, sex: sex, ageMonths: ageMonths)
    let percentile = Self.reportedPercentile(score.percentile)
    let percentOfP95 = FixedDecimal(bmi.doubleValue / row.p95 * 100, places: 1)
    return ChildAssessment(
      weightKilograms: weightKilograms, heightCentimetres: heightCentimetres, bmi: bmi, sex: sex,
      ageMonths: ageMonths, row: row, percentile: percentile,
      zScore: FixedDecimal(score.zScore, places: 2), percentOfP95: percentOfP95,
      category: category(percentile: percentile, percentOfP95: percentOfP95),
      isExtended: score.isExtended)
  }

  /// The unrounded percentile and z-score: LMS below the 95th percentile, the CDC 2022
  /// extended method from it up (the two agree at the 95th: 95, z = 1.645).
  public func score(bmi: Double, row: LMSRow, sex: Sex, ageMonths: Double)
    -> (percentile: Double, zScore: Double, isExtended: Bool)
  {
    let z = row.zScore(bmi: bmi)
    let percentile = NormalDistribution.cdf(z) * 100
    guard percentile >= 95 else { return (percentile, z, false) }
    let extended = ExtendedBMI.score(bmi: bmi, p95: row.p95, sex: sex, ageMonths: ageMonths)
    return (extended.percentile, extended.zScore, true)
  }

  /// The CDC category of reported values, compared in their last decimal place so the
  /// boundaries are exact: 84.99 is healthy, 85.00 overweight; 119.9% obesity, 120.0% severe.
  public func category(percentile: FixedDecimal, percentOfP95: FixedDecimal) -> ChildCategory {
    if FixedDecimal(percentOfP95.doubleValue, places: 1).scaled >= 1200 { return .severeObesity }
    let hundredths = FixedDecimal(percentile.doubleValue, places: 2).scaled
    if hundredths >= 9500 { return .obesity }
    if hundredths >= 8500 { return .overweight }
    if hundredths >= 500 { return .healthy }
    return .underweight
  }

  /// 2 decimals, held within 0.01–99.99: a percentile is never 0 or 100.
  static func reportedPercentile(_ value: Double) -> FixedDecimal {
    let rounded = FixedDecimal(value, places: 2)
    return FixedDecimal(scaled: min(max(rounded.scaled, 1), 9999), places: 2)
  }
}
