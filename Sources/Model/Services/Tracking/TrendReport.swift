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
  /// The daily energy surplus (positive) or deficit (negative) the rate implies; `nil` for a
  /// child (growth is not a surplus) and with fewer than two days.
  public let energyBalanceKilocalories: Double?
  /// The trend weight assessed on `asOf`: at the person's age that day for a profile with a
  /// birth date (a child's BMI-for-age), by the adult cut points otherwise.
  public let assessment: WeighInAssessment
  /// Only when the profile has a goal.
  public let goal: GoalForecast?
  /// Days from `asOf` (the last weigh-in) to today; 0 when it was today.
  public let daysSinceLast: Int

  /// Whether the last weigh-in is so old that the report must say when it is from.
  public var isStale: Bool { daysSinceLast > TrendCalculator.staleAfterDays }

  public init(
    asOf: LocalDate, firstDate: LocalDate, entryCount: Int, latestKilograms: Double,
    trendKilograms: Double, weeklyRateKilograms: Double?, energyBalanceKilocalories: Double?,
    assessment: WeighInAssessment, goal: GoalForecast?, daysSinceLast: Int = 0
  ) {
    self.asOf = asOf
    self.firstDate = firstDate
    self.entryCount = entryCount
    self.latestKilograms = latestKilograms
    self.trendKilograms = trendKilograms
    self.weeklyRateKilograms = weeklyRateKilograms
    self.energyBalanceKilocalories = energyBalanceKilocalories
    self.assessment = assessment
    self.goal = goal
    self.daysSinceLast = daysSinceLast
  }
}

extension TrendReport {
  /// BMI of the trend weight, to 2 decimals; `nil` for a child with no recent height.
  public var bmi: FixedDecimal? { assessment.bmi }
  /// The adult class, when the adult cut points decided it.
  public var category: AdultCategory? { assessment.adult?.category }
}
