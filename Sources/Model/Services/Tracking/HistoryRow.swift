import DataSource

/// One log entry as `bmi history` reports it: with the trend on that day and its BMI, which
/// an entry with a waist alone does not have.
public struct HistoryRow: Sendable, Equatable {
  public let entry: WeightEntry
  public let trendKilograms: Double?
  /// The weigh-in assessed at the person's age on its date; `nil` without a weight.
  public let assessment: WeighInAssessment?
  /// The height the weigh-in was assessed with, logged that day or not
  /// (`WeighInAssessments.height(at:)`); `nil` without a weight or without a BMI.
  public let bmiHeightCentimetres: Double?

  public init(
    entry: WeightEntry, trendKilograms: Double?, assessment: WeighInAssessment?,
    bmiHeightCentimetres: Double? = nil
  ) {
    self.entry = entry
    self.trendKilograms = trendKilograms
    self.assessment = assessment
    self.bmiHeightCentimetres = assessment?.bmi == nil ? nil : bmiHeightCentimetres
  }

  public var bmi: FixedDecimal? { assessment?.bmi }
  /// The adult class, when the adult cut points decided it.
  public var category: AdultCategory? { assessment?.adult?.category }
}
