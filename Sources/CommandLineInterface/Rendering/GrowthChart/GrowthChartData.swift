import DataSource
import Model

/// A child's BMI-for-age to draw: the child's BMIs at their ages, and the sex whose CDC curves
/// they are drawn against.
public struct GrowthChartData: Sendable, Equatable {
  public struct Point: Sendable, Equatable {
    public let ageMonths: Double
    public let bmi: Double

    public init(ageMonths: Double, bmi: Double) {
      self.ageMonths = ageMonths
      self.bmi = bmi
    }
  }

  public let title: String
  public let sex: Sex
  public let points: [Point]
  /// The days of the weigh-ins not drawn: no height measured near them, so no BMI.
  public var notDrawn: [LocalDate] = []
  /// The days of the weigh-ins under 2 years, where the CDC's curves do not start (the WHO
  /// standards class them): not drawn either, and named.
  public var underCurves: [LocalDate] = []

  public init(title: String, sex: Sex, points: [Point]) {
    self.title = title
    self.sex = sex
    self.points = points
  }
}
