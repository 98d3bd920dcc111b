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
  /// The trend weight assessed on `asOf`: at the person's age that day for a profile with a
  /// birth date (a child's BMI-for-age), by the adult cut points otherwise.
  public let assessment: WeighInAssessment
  /// Only when the profile has a goal.
  public let goal: GoalForecast?

  public init(
    asOf: LocalDate, firstDate: LocalDate, entryCount: Int, latestKilograms: Double,
    trendKilograms: Double, weeklyRateKilograms: Double?, energyBalanceKilocalories: Double?,
    assessment: WeighInAssessment, goal: GoalForecast?
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
  }
}

extension TrendReport {
  /// BMI of the trend weight, to 2 decimals.
  public var bmi: FixedDecimal { assessment.bmi }
  /// The adult class, when the adult cut points decided it.
  public var category: AdultCategory? { assessment.adult?.category }
}

/// When the trend reaches the goal weight at the current rate.
public struct GoalForecast: Sendable, Equatable {
  public enum Status: String, Sendable, Equatable {
    /// The trend is within 0.05 kg of the goal.
    case reached
    /// Heading for it: `date` is when the trend gets there.
    case onTrack = "on_track"
    /// Heading the other way.
    case movingAway = "moving_away"
    /// A weekly rate below 0.005 kg (0.00 as shown): no date to give.
    case flat
    /// A single day of data has no rate yet.
    case needsMoreData = "needs_more_data"
  }

  public let goalKilograms: Double
  public let status: Status
  public let date: LocalDate?
  public let days: Int?

  public init(goalKilograms: Double, status: Status, date: LocalDate? = nil, days: Int? = nil) {
    self.goalKilograms = goalKilograms
    self.status = status
    self.date = date
    self.days = days
  }
}
