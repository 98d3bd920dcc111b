import DataSource
import Model
import Testing

/// `bmi stats`: ISO weeks, months and years, and the numbers of each period.
struct StatsQueryTests {
  static func date(_ text: String) -> LocalDate {
    LocalDate(iso: text) ?? LocalDate(year: 1, month: 1, day: 1)
  }

  /// Checked against Python's `date.isocalendar()`.
  @Test(arguments: [
    ("2026-01-01", "2026-W01", "2025-12-29"),
    ("2021-01-03", "2020-W53", "2020-12-28"),
    ("2024-12-30", "2025-W01", "2024-12-30"),
    ("2026-11-22", "2026-W47", "2026-11-16"),
    ("2027-01-01", "2026-W53", "2026-12-28"),
    ("2020-12-31", "2020-W53", "2020-12-28"),
    ("1970-01-01", "1970-W01", "1969-12-29"),
    ("1969-12-29", "1970-W01", "1969-12-29"),
  ])
  func week_isoWeek_labelAndMonday(date: String, label: String, monday: String) {
    let sut = StatsPeriod.week.period(of: Self.date(date))
    #expect(sut.label == label)
    #expect(sut.start == Self.date(monday))
    #expect(sut.end == Self.date(monday).adding(days: 6))
  }

  @Test(arguments: [
    (StatsPeriod.month, "2024-02-10", "2024-02", "2024-02-01", "2024-02-29"),
    (.month, "2026-12-31", "2026-12", "2026-12-01", "2026-12-31"),
    (.year, "2026-06-15", "2026", "2026-01-01", "2026-12-31"),
  ])
  func monthAndYear_labelAndBounds(
    period: StatsPeriod, date: String, label: String, start: String, end: String
  ) {
    let sut = period.period(of: Self.date(date))
    #expect(sut.label == label)
    #expect(sut.start == Self.date(start))
    #expect(sut.end == Self.date(end))
  }

  /// 200 cm, so BMI = kg / 4. January: 80, 79, 81 (mean 80, change +1); February: 78 alone.
  /// The waist-only entry is not a weigh-in, and --since drops the first day.
  @Test func stats_byMonth_countMeanMinMaxChangeAndBMI() {
    let profile = Profile(
      name: "ann", heightCentimetres: 200,
      entries: [
        WeightEntry(date: Self.date("2026-01-02"), kilograms: 90),
        WeightEntry(date: Self.date("2026-01-05"), kilograms: 80),
        WeightEntry(date: Self.date("2026-01-06"), kilograms: nil, waistCentimetres: 90),
        WeightEntry(date: Self.date("2026-01-10"), kilograms: 79),
        WeightEntry(date: Self.date("2026-01-31"), kilograms: 81),
        WeightEntry(date: Self.date("2026-02-01"), kilograms: 78),
      ])
    let sut = StatsQuery(period: .month, since: Self.date("2026-01-03")).stats(of: profile)
    #expect(
      sut == [
        PeriodStats(
          label: "2026-01", start: Self.date("2026-01-01"), end: Self.date("2026-01-31"),
          count: 3, meanKilograms: 80, minimumKilograms: 79, maximumKilograms: 81,
          changeKilograms: 1, bmi: FixedDecimal(20, places: 2)),
        PeriodStats(
          label: "2026-02", start: Self.date("2026-02-01"), end: Self.date("2026-02-28"),
          count: 1, meanKilograms: 78, minimumKilograms: 78, maximumKilograms: 78,
          changeKilograms: 0, bmi: FixedDecimal(19.5, places: 2)),
      ])
  }

  @Test func stats_noWeighIns_isEmpty() {
    let profile = Profile(name: "ann", heightCentimetres: 170)
    #expect(StatsQuery(period: .week).stats(of: profile).isEmpty)
  }
}
