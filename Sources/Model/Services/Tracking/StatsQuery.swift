import DataSource

/// What `bmi stats` summarises: a profile's weigh-ins on or after `since`, by `period`.
public struct StatsQuery: Sendable, Equatable {
  public var period: StatsPeriod
  public var since: LocalDate?
  /// The last day summarised (`--until`), inclusive.
  public var until: LocalDate?
  /// `nil`: the default profile.
  public var profile: String?

  public init(
    period: StatsPeriod, since: LocalDate? = nil, until: LocalDate? = nil,
    profile: String? = nil
  ) {
    self.period = period
    self.since = since
    self.until = until
    self.profile = profile
  }

  /// One summary per period that has a weigh-in, oldest first. `today`: the day the
  /// profile's height stands for (`DatedHeights`); `nil`: the last entry's day.
  public func stats(of profile: Profile, today: LocalDate? = nil) -> [PeriodStats] {
    let entries = profile.entries
    let start = since.map { WeightLog.search($0, in: entries).index } ?? 0
    // The first entry after `until` (entries are in date order).
    let end = until.map { WeightLog.search($0.adding(days: 1), in: entries).index } ?? entries.count
    let weighIns = WeighIn.all(in: Array(entries[start..<max(start, end)]))
    let heights = DatedHeights(profile.entries)
    let asOf = today ?? weighIns.last?.date
    // The BMI at the mean takes the height the period's last weigh-in is assessed with, as
    // history does (`DatedHeights`): a logged height stands for its period whatever the
    // profile's height becomes.
    func height(_ group: [WeighIn]) -> Double? {
      guard let last = group.last, let asOf else { return nil }
      let choice = Assessor().height(of: profile, on: last.date, heights: heights, today: asOf)
      guard case .height(let centimetres) = choice else { return nil }
      return centimetres
    }
    var result: [PeriodStats] = []
    var group: [WeighIn] = []
    var current: (label: String, start: LocalDate, end: LocalDate)?
    for weighIn in weighIns {
      let period = self.period.period(of: weighIn.date)
      if let open = current, open.label != period.label {
        result.append(summary(group, open, height: height(group)))
        group = []
      }
      current = period
      group.append(weighIn)
    }
    if let open = current {
      result.append(summary(group, open, height: height(group)))
    }
    return result
  }

  private func summary(
    _ group: [WeighIn], _ period: (label: String, start: LocalDate, end: LocalDate),
    height: Double?
  ) -> PeriodStats {
    let weights = group.map(\.kilograms)
    let mean = weights.reduce(0, +) / Double(weights.count)
    return PeriodStats(
      label: period.label, start: period.start, end: period.end, count: weights.count,
      meanKilograms: mean, minimumKilograms: weights.min() ?? mean,
      maximumKilograms: weights.max() ?? mean,
      changeKilograms: (weights.last ?? mean) - (weights.first ?? mean),
      bmi: height.map {
        FixedDecimal(BMICalculator().bmi(weightKilograms: mean, heightCentimetres: $0), places: 2)
      })
  }
}
