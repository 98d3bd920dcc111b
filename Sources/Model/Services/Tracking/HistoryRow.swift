import DataSource

/// One log entry as `bmi history` reports it: with the trend on that day and its BMI, which
/// an entry with a waist alone does not have.
public struct HistoryRow: Sendable, Equatable {
  public let entry: WeightEntry
  public let trendKilograms: Double?
  public let bmi: FixedDecimal?
  public let category: AdultCategory?

  public init(
    entry: WeightEntry, trendKilograms: Double?, bmi: FixedDecimal?, category: AdultCategory?
  ) {
    self.entry = entry
    self.trendKilograms = trendKilograms
    self.bmi = bmi
    self.category = category
  }
}
