import DataSource

/// Gathers a report from a profile: its rows, daily trend and trend report over the range,
/// and its latest weigh-in assessed by the one `Assessor`. Pure: today comes in as a value.
public struct ReportBuilder: Sendable {
  public let today: LocalDate

  public init(today: LocalDate) {
    self.today = today
  }

  public func report(of profile: Profile, _ query: ReportQuery) -> Report {
    let rows = query.history.rows(of: profile)
    // Entries up to the range's end: the trend and the forecast as they stood on that day.
    let entries = Array(
      profile.entries.prefix { entry in query.to.map { entry.date <= $0 } ?? true })
    let inRange = { (day: LocalDate) in
      (query.from.map { day >= $0 } ?? true) && (query.to.map { day <= $0 } ?? true)
    }
    let latest = WeighIn.all(in: entries).last.flatMap { inRange($0.date) ? $0 : nil }
    // With the height measured when it was weighed (`DatedHeights`), as history, trend and
    // profile show assess it: the profile's height today never rescores it.
    let assessment = latest.map {
      Assessor().assess(
        profile: profile, weightKilograms: $0.kilograms, on: $0.date,
        heights: DatedHeights(profile.entries), today: today)
    }
    let trend =
      latest == nil
      ? nil
      : TrendCalculator().report(
        entries: entries, heightCentimetres: profile.heightCentimetres,
        goalKilograms: profile.goalKilograms, cutPoints: .forPopulation(profile.population),
        profile: profile, today: today)
    return Report(
      profile: profile, query: query, made: today,
      age: profile.born.map { ProfileSummary.age(born: $0, on: today) },
      entries: entries.filter { inRange($0.date) }, rows: rows,
      dailyTrend: TrendCalculator().dailyTrend(entries).filter { inRange($0.date) },
      trend: trend, latest: latest, assessment: assessment,
      healthyKilograms: assessment?.adult == nil
        ? nil
        : BMICalculator().healthyWeightRange(
          heightCentimetres: profile.heightCentimetres,
          cutPoints: .forPopulation(profile.population)))
  }
}
