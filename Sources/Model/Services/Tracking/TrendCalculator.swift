import DataSource

/// The Hacker's Diet trend: an exponentially smoothed moving average on a daily grid,
/// T1 = W1 and Tn = Tn-1 + 0.1 × (Wn − Tn-1).
///
/// Days without a weigh-in are filled by straight-line interpolation between the weigh-ins
/// either side, so a gap neither drags the trend nor freezes it; the trend stops at the last
/// weigh-in (nothing is extrapolated). Entries with a waist and no weight are not weigh-ins:
/// they are skipped like days without one.
public struct TrendCalculator: Sendable {
  public static let smoothing = 0.1
  public static let kilocaloriesPerKilogram = 7716.0
  /// The rate is fitted over this many days of trend, ending at the last weigh-in.
  public static let rateWindowDays = 14
  /// Closer than this to the goal counts as reached.
  public static let goalTolerance = 0.05
  /// A last weigh-in older than this many days makes the report say "as of" when.
  public static let staleAfterDays = 14

  public init() {}

  /// The trend on each entry's date, in the order of `entries` (sorted by date); `nil` for an
  /// entry without a weight.
  public func trend(at entries: [WeightEntry]) -> [Double?] {
    var values: [Double] = []
    values.reserveCapacity(entries.count)
    walk(WeighIn.all(in: entries)) { _, trend, isEntry in
      if isEntry { values.append(trend) }
    }
    var next = values.makeIterator()
    return entries.map { $0.kilograms == nil ? nil : next.next() }
  }

  /// The trend on every day from the first weigh-in to the last, for drawing it as a line.
  public func dailyTrend(_ entries: [WeightEntry]) -> [DailyTrend] {
    var days: [DailyTrend] = []
    walk(WeighIn.all(in: entries)) { day, trend, _ in
      days.append(DailyTrend(date: LocalDate(dayNumber: day), kilograms: trend))
    }
    return days
  }

  /// `cutPoints` classify the BMI of the trend: the profile's population's. With `profile`, the
  /// trend is assessed at the person's age on the latest date instead (a child's BMI-for-age).
  /// `today` (default: the last weigh-in's day) tells how old the last weigh-in is.
  public func report(
    entries: [WeightEntry], heightCentimetres: Double, goalKilograms: Double?,
    cutPoints: AdultCutPoints = .who, profile: Profile? = nil, today: LocalDate? = nil
  ) -> TrendReport? {
    let weighIns = WeighIn.all(in: entries)
    guard let first = weighIns.first, let last = weighIns.last else { return nil }
    var window: [(day: Int, trend: Double)] = []
    window.reserveCapacity(Self.rateWindowDays)
    var trend = first.kilograms
    walk(weighIns) { day, value, _ in
      trend = value
      if window.count == Self.rateWindowDays { window.removeFirst() }
      window.append((day, value))
    }
    let slope = Self.leastSquaresSlope(window)
    let assessment: WeighInAssessment
    if let profile {
      assessment = Assessor().assess(
        profile: profile, weightKilograms: trend, on: last.date,
        heights: DatedHeights(profile.entries), today: today ?? last.date)
    } else {
      let adult = BMICalculator().assess(
        weightKilograms: trend, heightCentimetres: heightCentimetres, cutPoints: cutPoints)
      assessment = WeighInAssessment(
        bmi: adult.bmi, ageMonths: nil, adult: adult, child: nil, problem: nil)
    }
    return TrendReport(
      asOf: last.date, firstDate: first.date, entryCount: weighIns.count,
      latestKilograms: last.kilograms, trendKilograms: trend,
      weeklyRateKilograms: slope.map { $0 * 7 },
      // An adult's gain or loss is mostly stored or spent energy; a child's is growth too,
      // which the rule of thumb knows nothing of, so a child gets no energy balance.
      energyBalanceKilocalories: assessment.adult == nil
        ? nil : slope.map { $0 * Self.kilocaloriesPerKilogram },
      assessment: assessment,
      goal: goalKilograms.map {
        GoalForecaster().forecast(goal: $0, trend: trend, weighIns: weighIns, today: today)
      },
      // Negative for a weigh-in dated after today (`--accept-date`): 0 would claim it is today's.
      daysSinceLast: (today ?? last.date).dayNumber - last.date.dayNumber)
  }

  /// Visits every day from the first weigh-in to the last with its trend value; `isEntry`
  /// marks the days that have a weigh-in.
  private func walk(
    _ entries: [WeighIn], _ visit: (_ day: Int, _ trend: Double, _ isEntry: Bool) -> Void
  ) {
    guard let first = entries.first else { return }
    var trend = first.kilograms
    var previousDay = first.date.dayNumber
    var previousWeight = first.kilograms
    visit(previousDay, trend, true)
    for entry in entries.dropFirst() {
      let day = entry.date.dayNumber
      let span = day - previousDay
      for step in 1...max(span, 1) {
        let weight =
          previousWeight + (entry.kilograms - previousWeight) * Double(step) / Double(span)
        trend += Self.smoothing * (weight - trend)
        visit(previousDay + step, trend, step == span)
      }
      previousDay = day
      previousWeight = entry.kilograms
    }
  }

  /// kg per day; `nil` with fewer than two days.
  static func leastSquaresSlope(_ points: [(day: Int, trend: Double)]) -> Double? {
    guard points.count >= 2 else { return nil }
    let count = Double(points.count)
    let meanX = points.reduce(0.0) { $0 + Double($1.day - points[0].day) } / count
    let meanY = points.reduce(0.0) { $0 + $1.trend } / count
    var numerator = 0.0
    var denominator = 0.0
    for point in points {
      let x = Double(point.day - points[0].day) - meanX
      numerator += x * (point.trend - meanY)
      denominator += x * x
    }
    return numerator / denominator
  }
}
