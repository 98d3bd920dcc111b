import DataSource
import Model
import Testing

/// The goal forecast: a least-squares rate over the last 28 days, a 95% range from its
/// standard error, and no date where the data cannot support one. Worked out by hand.
struct GoalForecasterTests {
  static let start = LocalDate(year: 2026, month: 1, day: 1)

  static func weighIns(_ points: [(day: Int, kg: Double)]) -> [WeighIn] {
    points.map { WeighIn(date: start.adding(days: $0.day), kilograms: $0.kg) }
  }

  /// 80, 79.6, ... exactly 0.1 kg a day down: no scatter, so the range is one day.
  /// From a trend of 78.4 to 75 is 3.4 / 0.1 = 34 days after day 16.
  @Test func forecast_exactLine_rangeIsOneDay() {
    let points = Self.weighIns((0...4).map { (day: $0 * 4, kg: 80 - 0.4 * Double($0)) })
    let sut = GoalForecaster().forecast(goal: 75, trend: 78.4, weighIns: points)
    let day = Self.start.adding(days: 16 + 34)
    #expect(
      sut
        == GoalForecast(
          goalKilograms: 75, status: .onTrack, date: day, days: 34, earliest: day, latest: day))
  }

  /// Slope −0.11 kg/day, SE 0.017321: the rate lies in 0.07605–0.14395 kg/day, so 3.4 kg
  /// takes 30.9 (31), at best 23.6 (24) and at worst 44.7 (45) days from day 16.
  @Test func forecast_scatteredWeighIns_givesTheRangeOfTheSlope() {
    let points = Self.weighIns([(0, 80), (4, 79.8), (8, 79.0), (12, 79.0), (16, 78.2)])
    let sut = GoalForecaster().forecast(goal: 75, trend: 78.4, weighIns: points)
    #expect(sut.status == .onTrack)
    #expect(sut.days == 31)
    #expect(sut.date == Self.start.adding(days: 16 + 31))
    #expect(sut.earliest == Self.start.adding(days: 16 + 24))
    #expect(sut.latest == Self.start.adding(days: 16 + 45))
  }

  static let noDateCases: [([(Int, Double)], GoalForecast.Status)] = [
    // Two weigh-ins two days apart: the "322 days out" from too little data.
    ([(0, 80.0), (2, 79.0)], GoalForecast.Status.needsMoreData),
    // Four weigh-ins over 30 days: one short of five.
    ([(0, 80.0), (10, 79.0), (20, 78.0), (30, 77.0)], .needsMoreData),
    // Five weigh-ins within 13 days: too short a span.
    ([(0, 80.0), (3, 79.7), (6, 79.4), (9, 79.1), (13, 78.7)], .needsMoreData),
    // Five weigh-ins, but only three in the last 28 days.
    ([(0, 80.0), (10, 79.0), (40, 78.0), (50, 77.0), (60, 76.0)], .needsMoreData),
    // Slope −0.0025 kg/day, SE 0.0502: the interval includes zero.
    ([(0, 80.0), (4, 79.0), (8, 80.2), (12, 79.1), (16, 79.9)], .notInReach),
    // Rising 0.1 kg a day towards a goal below: moving away.
    ([(0, 80.0), (4, 80.4), (8, 80.8), (12, 81.2), (16, 81.6)], .movingAway),
    // No change at all: flat.
    ([(0, 80.0), (4, 80.0), (8, 80.0), (12, 80.0), (16, 80.0)], .flat),
  ]

  @Test(arguments: noDateCases)
  func forecast_dataThatCannotSupportADate_givesNoDate(
    points: [(Int, Double)], status: GoalForecast.Status
  ) {
    let weighIns = Self.weighIns(points.map { (day: $0.0, kg: $0.1) })
    let sut = GoalForecaster().forecast(goal: 70, trend: 79, weighIns: weighIns)
    #expect(sut.status == status)
    #expect(sut.date == nil && sut.earliest == nil && sut.latest == nil && sut.days == nil)
  }

  /// A goal thousands of years away at a slow rate, and a rate whose slow end is barely
  /// above zero: no trap, no date past the ten-year cap.
  @Test(arguments: [0.5, 1e-300, -1e300])
  func forecast_goalFarAway_notInReachAndNeverTraps(goal: Double) {
    let points = Self.weighIns((0...4).map { (day: $0 * 4, kg: 80 - 0.004 * Double($0)) })
    let sut = GoalForecaster().forecast(goal: goal, trend: 80, weighIns: points)
    #expect(sut.status == .notInReach)
  }

  /// Days since the last weigh-in (day 16) against the forecast of `forecast_scattered...`:
  /// soonest day 40, central 47. A date is given only while the data are at most 14 days old
  /// and the soonest day is still after today; otherwise no day at all is named.
  @Test(arguments: [
    (0, GoalForecast.Status.onTrack), (14, .onTrack), (15, .dataTooOld), (23, .dataTooOld),
    (24, .dataTooOld), (250, .dataTooOld),
  ])
  func forecast_today_neverNamesAPastDay(daysSinceLast: Int, status: GoalForecast.Status) {
    let points = Self.weighIns([(0, 80), (4, 79.8), (8, 79.0), (12, 79.0), (16, 78.2)])
    let today = Self.start.adding(days: 16 + daysSinceLast)
    let sut = GoalForecaster().forecast(goal: 75, trend: 78.4, weighIns: points, today: today)
    #expect(sut.status == status)
    if let earliest = sut.earliest, let date = sut.date, let latest = sut.latest {
      #expect(earliest > today && date >= earliest && latest >= date)
    } else {
      #expect(sut.date == nil && sut.days == nil && sut.earliest == nil && sut.latest == nil)
    }
  }

  /// Four days old, but the goal is so close that the soonest day (last + 1) is already past.
  @Test func forecast_soonestDayNotAfterToday_givesNoDate() {
    let points = Self.weighIns((0...4).map { (day: $0 * 4, kg: 80 - 0.4 * Double($0)) })
    let sut = GoalForecaster().forecast(
      goal: 78.3, trend: 78.4, weighIns: points, today: Self.start.adding(days: 20))
    #expect(sut == GoalForecast(goalKilograms: 78.3, status: .dataTooOld))
  }

  @Test func report_lastWeighInLongAgo_saysHowOld() throws {
    let entries = (0...4).map {
      WeightEntry(date: Self.start.adding(days: $0 * 4), kilograms: 80 - 0.4 * Double($0))
    }
    let sut = try #require(
      TrendCalculator().report(
        entries: entries, heightCentimetres: 180, goalKilograms: nil,
        today: Self.start.adding(days: 16 + 250)))
    #expect(sut.daysSinceLast == 250)
    #expect(sut.isStale)
    let fresh = try #require(
      TrendCalculator().report(
        entries: entries, heightCentimetres: 180, goalKilograms: nil,
        today: Self.start.adding(days: 16 + 14)))
    #expect(!fresh.isStale)
  }

  /// Weigh-ins in December 9999 (`--accept-date`): the goal, 188 days on, would fall after
  /// the last day a date can be written, so no date is given.
  @Test func forecast_goalAfterTheLastWritableDay_notInReach() {
    let end = LocalDate(year: 9999, month: 12, day: 1)
    let points = (0...4).map {
      WeighIn(date: end.adding(days: $0 * 4), kilograms: 80 - 0.4 * Double($0))
    }
    let sut = GoalForecaster().forecast(goal: 60, trend: 78.4, weighIns: points, today: Self.start)
    #expect(sut == GoalForecast(goalKilograms: 60, status: .notInReach))
  }

  /// A last weigh-in dated after today is that many days ahead, not "0 days ago".
  @Test func report_lastWeighInAfterToday_negativeDaysSinceLast() throws {
    let entries = (0...4).map {
      WeightEntry(date: Self.start.adding(days: $0 * 4), kilograms: 80 - 0.4 * Double($0))
    }
    let sut = try #require(
      TrendCalculator().report(
        entries: entries, heightCentimetres: 180, goalKilograms: nil, today: Self.start))
    #expect(sut.daysSinceLast == -16)
    #expect(!sut.isStale)
  }
}
