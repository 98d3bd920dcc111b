import DataSource

/// The trend weight on one day of the daily grid (days between weigh-ins included).
public struct DailyTrend: Sendable, Equatable {
  public let date: LocalDate
  public let kilograms: Double

  public init(date: LocalDate, kilograms: Double) {
    self.date = date
    self.kilograms = kilograms
  }
}
