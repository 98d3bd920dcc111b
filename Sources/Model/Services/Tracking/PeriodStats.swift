import DataSource

/// One period of `bmi stats`: how many weigh-ins, their mean, lowest and highest, the change
/// from the period's first weigh-in to its last, and the BMI at the mean.
public struct PeriodStats: Sendable, Equatable {
  /// `2026-W47`, `2026-11` or `2026`.
  public let label: String
  public let start: LocalDate
  public let end: LocalDate
  public let count: Int
  public let meanKilograms: Double
  public let minimumKilograms: Double
  public let maximumKilograms: Double
  /// Last weigh-in of the period minus its first (0 with one weigh-in).
  public let changeKilograms: Double
  /// At the height the period's last weigh-in is assessed with; `nil` for a child's period
  /// with no height within the window (`DatedHeights`).
  public let bmi: FixedDecimal?

  public init(
    label: String, start: LocalDate, end: LocalDate, count: Int, meanKilograms: Double,
    minimumKilograms: Double, maximumKilograms: Double, changeKilograms: Double,
    bmi: FixedDecimal?
  ) {
    self.label = label
    self.start = start
    self.end = end
    self.count = count
    self.meanKilograms = meanKilograms
    self.minimumKilograms = minimumKilograms
    self.maximumKilograms = maximumKilograms
    self.changeKilograms = changeKilograms
    self.bmi = bmi
  }
}
