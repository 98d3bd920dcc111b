import DataSource

/// One weight on one day, in kilograms: a weigh-in or a day of the trend.
public struct ChartPoint: Sendable, Equatable {
  public let date: LocalDate
  public let kilograms: Double

  public init(date: LocalDate, kilograms: Double) {
    self.date = date
    self.kilograms = kilograms
  }
}
