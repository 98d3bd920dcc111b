import DataSource

/// Everything a chart shows, in kilograms, independent of where it came from and how it is drawn.
public struct ChartData: Sendable, Equatable {
  /// Shown above the chart, e.g. the profile name; may be empty.
  public var title: String
  /// The logged weights; any order, several on one day allowed.
  public var weighIns: [ChartPoint]
  /// The smoothed trend, one point per day.
  public var trend: [ChartPoint]
  public var goalKilograms: Double?
  /// The healthy weight for the profile's height (BMI 18.5–24.9, or 18.5–22.9 with the Asian
  /// cut points); nil when the height is unknown.
  public var healthyKilograms: ClosedRange<Double>?
  /// Weights are labelled in kg (metric) or lb (imperial).
  public var units: UnitSystem

  public init(
    title: String,
    weighIns: [ChartPoint],
    trend: [ChartPoint],
    goalKilograms: Double? = nil,
    healthyKilograms: ClosedRange<Double>? = nil,
    units: UnitSystem = .metric
  ) {
    self.title = title
    self.weighIns = weighIns
    self.trend = trend
    self.goalKilograms = goalKilograms
    self.healthyKilograms = healthyKilograms
    self.units = units
  }
}
