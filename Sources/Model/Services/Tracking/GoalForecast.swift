import DataSource

/// When the trend reaches the goal weight at the current rate, as a range: see
/// `GoalForecaster` for the rule.
public struct GoalForecast: Sendable, Equatable {
  public enum Status: String, Sendable, Equatable, CaseIterable {
    /// The trend is within 0.05 kg of the goal.
    case reached
    /// Heading for it: `date` is when the trend gets there at the fitted rate, `earliest` and
    /// `latest` at the ends of the rate's 95% interval.
    case onTrack = "on_track"
    /// Heading the other way.
    case movingAway = "moving_away"
    /// A weekly rate below 0.005 kg (0.00 as shown): no date to give.
    case flat
    /// Too few weigh-ins, or too short a span, in the forecast window for a rate to trust.
    case needsMoreData = "needs_more_data"
    /// The rate points the right way, but its 95% interval includes zero (or the slow end
    /// would take more than `GoalForecaster.maximumDays`): no date can be promised.
    case notInReach = "not_in_reach"
    /// A rate to go by, but the last weigh-in is too old (or the soonest day would be today or
    /// earlier) to name a day that is still ahead: no date.
    case dataTooOld = "data_too_old"
  }

  public let goalKilograms: Double
  public let status: Status
  public let date: LocalDate?
  public let days: Int?
  /// `onTrack`: the soonest and latest dates the rate's interval allows.
  public let earliest: LocalDate?
  public let latest: LocalDate?

  public init(
    goalKilograms: Double, status: Status, date: LocalDate? = nil, days: Int? = nil,
    earliest: LocalDate? = nil, latest: LocalDate? = nil
  ) {
    self.goalKilograms = goalKilograms
    self.status = status
    self.date = date
    self.days = days
    self.earliest = earliest
    self.latest = latest
  }
}
