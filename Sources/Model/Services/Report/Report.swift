import DataSource

/// Everything `bmi report` shows about one profile over a range of days, computed by the one
/// assessor and the tracking services; the front only lays it out.
public struct Report: Sendable, Equatable {
  public let profile: Profile
  public let query: ReportQuery
  /// The day the report was made (the clock's today).
  public let made: LocalDate
  /// Whole years on `made`, when the birth date is known.
  public let age: Int?
  /// The log entries in the range, oldest first, as stored (what the weight chart draws).
  public let entries: [WeightEntry]
  /// The log entries in the range, each assessed at the person's age on its date when read.
  public let rows: HistoryRows
  /// The trend on every day of the range (computed over the whole log before it, so a range
  /// shows the same line as the full chart).
  public let dailyTrend: [DailyTrend]
  /// Trend, weekly rate and goal as of the range's last weigh-in; `nil` without one.
  public let trend: TrendReport?
  /// The range's latest weigh-in and its assessment.
  public let latest: WeighIn?
  public let assessment: WeighInAssessment?
  /// The adult healthy weight for the profile's height; `nil` when the latest weigh-in was
  /// not classed by adult cut points (a child has no healthy range for a height).
  public let healthyKilograms: ClosedRange<Double>?

  public init(
    profile: Profile, query: ReportQuery, made: LocalDate, age: Int?, entries: [WeightEntry],
    rows: HistoryRows,
    dailyTrend: [DailyTrend], trend: TrendReport?, latest: WeighIn?,
    assessment: WeighInAssessment?, healthyKilograms: ClosedRange<Double>?
  ) {
    self.profile = profile
    self.query = query
    self.made = made
    self.age = age
    self.entries = entries
    self.rows = rows
    self.dailyTrend = dailyTrend
    self.trend = trend
    self.latest = latest
    self.assessment = assessment
    self.healthyKilograms = healthyKilograms
  }

  /// How many rows of the range have a weight.
  public var weighInCount: Int { entries.count { $0.kilograms != nil } }

  /// The range's latest weigh-in that a reference assessed (a height alone is no weigh-in):
  /// the reference a child's growth charts are drawn against and the page names. A child's
  /// latest weigh-in with no height measured near it has none (no BMI, `height-too-old`); the
  /// weigh-ins before it that had one keep their charts. `nil` when no weigh-in was assessed
  /// by a reference (no sex recorded, or no height near any weigh-in of a CDC child).
  public var latestReferenced: HistoryRow? {
    rows.last { $0.entry.kilograms != nil && $0.assessment?.reference != nil }
  }
}
