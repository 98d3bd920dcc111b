import DataSource
import Model

/// A young child's measures to draw over the WHO curves of one indicator: weight, length or
/// height, or BMI against age in months, or weight against length or height in cm.
public struct WHOGrowthChartData: Sendable, Equatable {
  /// One measure: `x` is the age in months (or the length in cm for weight-for-length),
  /// `y` the measure (kg, cm or kg/m²).
  public struct Point: Sendable, Equatable {
    public let x: Double
    public let y: Double

    public init(x: Double, y: Double) {
      self.x = x
      self.y = y
    }
  }

  public let title: String
  public let sex: Sex
  public let indicator: WHOGrowthCurves.Indicator
  /// For weight-for-length: whether the child was under 2 years (weight-for-length, lying)
  /// rather than older (weight-for-height, standing).
  public let lying: Bool
  public let points: [Point]
  /// The weigh-ins the chart cannot place, each as `2025-06-02 (length 44.0 cm, outside
  /// 45–110 cm)`: said beside the chart, so none is left out without a word.
  public var notDrawn: [String] = []

  public init(
    title: String, sex: Sex, indicator: WHOGrowthCurves.Indicator, lying: Bool = true,
    points: [Point]
  ) {
    self.title = title
    self.sex = sex
    self.indicator = indicator
    self.lying = lying
    self.points = points
  }
}
