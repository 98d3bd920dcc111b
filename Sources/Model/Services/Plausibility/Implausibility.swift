import DataSource

/// Why a measurement or a date is refused as implausible (unless accepted: `--accept-<kind>`
/// or `--force`, see `ImplausibilityKind`): possible to type, but far likelier a slip than the
/// truth. Each carries the slips that would explain it.
public enum Implausibility: Error, Sendable, Equatable {
  /// A BMI outside `PlausibleBMI.adult`.
  case bmi(FixedDecimal, slips: [MeasurementSlip])
  /// A weigh-in more than `percent`% away from `recent`, the median of the weigh-ins near it
  /// in time, a median `days` away (`WeighInCheck.allowedPercent(days:)`), `grown` to its
  /// day when they are a child's (`WeightGrowth`); `units` are the ones the weight was typed
  /// in, to say it back in them.
  case farFromRecent(
    kilograms: Double, recent: Double, slips: [MeasurementSlip], units: UnitSystem = .metric,
    percent: Int = WeighInCheck.basePercent, days: Int = 0, grown: Bool = false)
  /// An entry dated before the profile's date of birth.
  case beforeBirth(date: LocalDate, born: LocalDate)
  /// An entry dated after today.
  case inFuture(date: LocalDate, today: LocalDate)
}

/// An import row refused as implausible: where it is and why (a row with several reasons has
/// one for each, one after another).
public struct ImplausibleRow: Sendable, Equatable {
  public let profile: String
  public let date: LocalDate
  public let problem: Implausibility

  public init(profile: String, date: LocalDate, problem: Implausibility) {
    self.profile = profile
    self.date = date
    self.problem = problem
  }
}
