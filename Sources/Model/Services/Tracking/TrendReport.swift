import DataSource

/// The Hacker's Diet view of a weight log, as of its latest weigh-in.
public struct TrendReport: Sendable, Equatable {
  public let asOf: LocalDate
  public let firstDate: LocalDate
  public let entryCount: Int
  public let latestKilograms: Double
  /// The smoothed weight on `asOf`.
  public let trendKilograms: Double
  /// 7 × the least-squares slope of the trend over the last 14 days; `nil` with one day.
  public let weeklyRateKilograms: Double?
  /// The daily energy surplus (positive) or deficit (negative) the rate implies.
  public let energyBalanceKilocalories: Double?
  /// BMI of the trend weight, to 2 decimals, and its class.
  public let bmi: FixedDecimal
  public let category: AdultCategory
  /// Only when the profile has a goal.
  public let goal: GoalForecast?
  /// Days from `asOf` (the last weigh-in) to today; 0 when it was today.
  public let daysSinceLast: Int

  /// Whether the last weigh-in is so old that the report must say when it is from.
  public var isStale: Bool { daysSinceLast > TrendCalculator.staleAfterDays }

  public init(
    asOf: LocalDate, firstDate: LocalDate, entryCount: Int, latestKilograms: Double,
    trendKilograms: Double, weeklyRateKilograms: Double?, energyBalanceKilocalories: Double?,
    bmi: FixedDecimal, category: AdultCategory, goal: GoalForecast?, daysSinceLast: Int = 0
  ) {
    self.asOf = asOf
    self.firstDate = firstDate
    self.entryCount = entryCount
    self.latestKilograms = latestKilograms
    self.trendKilograms = trendKilograms
    self.weeklyRateKilograms = weeklyRateKilograms
    self.energyBalanceKilocalories = energyBalanceKilocalories
    self.bmi = bmi
    self.category = category
    self.goal = goal
    self.daysSinceLast = daysSinceLast
  }
}
