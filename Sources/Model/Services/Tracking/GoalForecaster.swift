import DataSource

/// When the trend reaches a goal, and how sure that is.
///
/// A straight line is fitted by least squares to the weigh-ins of the last `windowDays` days
/// (ending at the last weigh-in); its slope is the rate, and the slope's standard error gives
/// a 95% interval, slope ± 1.96 × SE. The goal date is the remaining distance from the trend
/// over the slope, and the range comes from the interval's ends. No forecast is made from
/// fewer than `minimumWeighIns` weigh-ins or a span under `minimumSpanDays` in the window;
/// when the interval includes zero, or the latest day would fall after 9999-12-31, the goal is
/// not in reach at the current trend.
///
/// A forecast names only days after today and after the last weigh-in: when the last weigh-in
/// is more than `TrendCalculator.staleAfterDays` old, or the soonest day the range allows is
/// today or earlier (the goal may be reached already), it gives no date (`dataTooOld`), and
/// the report says how old the data are.
public struct GoalForecaster: Sendable {
  public static let windowDays = 28
  public static let minimumWeighIns = 5
  public static let minimumSpanDays = 14
  /// 95% of a normal distribution lies within 1.96 standard errors.
  public static let confidenceMultiplier = 1.96
  /// A forecast further out than this (about ten years) is no forecast.
  public static let maximumDays = 3650
  /// A weekly rate under this (0.00 as shown) is flat.
  public static let flatWeeklyKilograms = 0.005

  public init() {}

  /// `today` (default: the last weigh-in's day) is the day the forecast is made on.
  public func forecast(goal: Double, trend: Double, weighIns: [WeighIn], today: LocalDate? = nil)
    -> GoalForecast
  {
    let remaining = goal - trend
    if abs(remaining) < TrendCalculator.goalTolerance {
      return GoalForecast(goalKilograms: goal, status: .reached)
    }
    guard let last = weighIns.last, let fit = Self.fit(window(weighIns, endingAt: last.date))
    else {
      return GoalForecast(goalKilograms: goal, status: .needsMoreData)
    }
    if abs(fit.slope * 7) < Self.flatWeeklyKilograms {
      return GoalForecast(goalKilograms: goal, status: .flat)
    }
    guard (remaining < 0) == (fit.slope < 0) else {
      return GoalForecast(goalKilograms: goal, status: .movingAway)
    }
    let margin = Self.confidenceMultiplier * fit.standardError
    let distance = abs(remaining)
    // Doubles all the way, and compared with the cap before any conversion to Int: a slope
    // near zero gives a huge (or infinite) day count, which must never trap.
    let slow = abs(fit.slope) - margin
    guard slow > 0, distance / slow <= Double(Self.maximumDays) else {
      return GoalForecast(goalKilograms: goal, status: .notInReach)
    }
    // Whole days, up; a billionth of a day of floating-point noise does not add one.
    let days = { (rate: Double) in Int((distance / rate - 1e-9).rounded(.up)) }
    let central = days(abs(fit.slope))
    let soonest = last.date.adding(days: days(abs(fit.slope) + margin))
    let now = today ?? last.date
    guard now.dayNumber - last.date.dayNumber <= TrendCalculator.staleAfterDays, soonest > now
    else {
      return GoalForecast(goalKilograms: goal, status: .dataTooOld)
    }
    // A day past the calendar `bmi` writes (9999-12-31) is no day to promise.
    guard last.date.adding(days: days(slow)) <= StoreDocumentRules.dates.upperBound else {
      return GoalForecast(goalKilograms: goal, status: .notInReach)
    }
    return GoalForecast(
      goalKilograms: goal, status: .onTrack, date: last.date.adding(days: central), days: central,
      earliest: soonest,
      latest: last.date.adding(days: days(slow)))
  }

  /// The weigh-ins of the `windowDays` days ending on `end`.
  private func window(_ weighIns: [WeighIn], endingAt end: LocalDate) -> [WeighIn] {
    let first = end.dayNumber - (Self.windowDays - 1)
    return Array(weighIns.drop { $0.date.dayNumber < first })
  }

  /// The least-squares line through `points`, or `nil` when they are too few or too close
  /// together to say anything.
  static func fit(_ points: [WeighIn]) -> (slope: Double, standardError: Double)? {
    guard points.count >= minimumWeighIns, let first = points.first, let last = points.last,
      last.date.dayNumber - first.date.dayNumber >= minimumSpanDays
    else { return nil }
    let origin = first.date.dayNumber
    let count = Double(points.count)
    let xs = points.map { Double($0.date.dayNumber - origin) }
    let meanX = xs.reduce(0, +) / count
    let meanY = points.reduce(0.0) { $0 + $1.kilograms } / count
    var sxx = 0.0
    var sxy = 0.0
    for (x, point) in zip(xs, points) {
      sxx += (x - meanX) * (x - meanX)
      sxy += (x - meanX) * (point.kilograms - meanY)
    }
    let slope = sxy / sxx
    let intercept = meanY - slope * meanX
    var residuals = 0.0
    for (x, point) in zip(xs, points) {
      let residual = point.kilograms - (intercept + slope * x)
      residuals += residual * residual
    }
    return (slope, (residuals / (count - 2) / sxx).squareRoot())
  }
}
