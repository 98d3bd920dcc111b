import DataSource

/// What `bmi stats` summarises: a profile's weigh-ins on or after `since`, by `period`.
public struct StatsQuery: Sendable, Equatable {
  public var period: StatsPeriod
  public var since: LocalDate?
  /// `nil`: the default profile.
  public var profile: String?

  public init(period: StatsPeriod, since: LocalDate? = nil, profile: String? = nil) {
    self.period = period
    self.since = since
    self.profile = profile
  }

  /// One summary per period that has a weigh-in, oldest first.
  public func stats(of profile: Profile) -> [PeriodStats] {
    let start = since.map { WeightLog.search($0, in: profile.entries).index } ?? 0
    let weighIns = WeighIn.all(in: Array(profile.entries[start...]))
    var result: [PeriodStats] = []
    var group: [WeighIn] = []
    var current: (label: String, start: LocalDate, end: LocalDate)?
    for weighIn in weighIns {
      let period = self.period.period(of: weighIn.date)
      if let open = current, open.label != period.label {
        result.append(summary(group, open, height: profile.heightCentimetres))
        group = []
      }
      current = period
      group.append(weighIn)
    }
    if let open = current {
      result.append(summary(group, open, height: profile.heightCentimetres))
    }
    return result
  }

  private func summary(
    _ group: [WeighIn], _ period: (label: String, start: LocalDate, end: LocalDate),
    height: Double
  ) -> PeriodStats {
    let weights = group.map(\.kilograms)
    let mean = weights.reduce(0, +) / Double(weights.count)
    return PeriodStats(
      label: period.label, start: period.start, end: period.end, count: weights.count,
      meanKilograms: mean, minimumKilograms: weights.min() ?? mean,
      maximumKilograms: weights.max() ?? mean,
      changeKilograms: (weights.last ?? mean) - (weights.first ?? mean),
      bmi: FixedDecimal(
        BMICalculator().bmi(weightKilograms: mean, heightCentimetres: height), places: 2))
  }
}
