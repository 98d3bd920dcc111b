import DataSource
import Model
import Testing

/// The trend, rate, energy balance and forecast against series worked out by hand.
struct TrendCalculatorTests {
  static func day(_ offset: Int) -> LocalDate {
    LocalDate(year: 2026, month: 1, day: 1).adding(days: offset)
  }

  static func entries(_ weights: [(day: Int, kg: Double)]) -> [WeightEntry] {
    weights.map { WeightEntry(date: day($0.day), kilograms: $0.kg) }
  }

  @Test func report_singleEntry_trendIsTheWeightAndNoRate() throws {
    let sut = TrendCalculator()
    let report = try #require(
      sut.report(entries: Self.entries([(0, 70)]), heightCentimetres: 175, goalKilograms: 65))
    #expect(report.trendKilograms == 70)
    #expect(report.weeklyRateKilograms == nil)
    #expect(report.energyBalanceKilocalories == nil)
    #expect(report.bmi?.description == "22.86")
    #expect(report.goal == GoalForecast(goalKilograms: 65, status: .needsMoreData))
  }

  /// Entries with a waist and no weight are not weigh-ins: the trend, its dates and counts
  /// are those of the weigh-ins alone.
  @Test func trendAndReport_waistOnlyEntries_areSkipped() throws {
    let weighIns = Self.entries([(0, 80), (2, 79)])
    let waist = { (day: Int) in
      WeightEntry(date: Self.day(day), kilograms: nil, waistCentimetres: 90)
    }
    let mixed = [waist(-1), weighIns[0], waist(1), weighIns[1], waist(3)]
    let sut = TrendCalculator()
    let plain = sut.trend(at: weighIns)
    #expect(sut.trend(at: mixed) == [nil, plain[0], nil, plain[1], nil])
    #expect(sut.dailyTrend(mixed) == sut.dailyTrend(weighIns))
    let report = try #require(sut.report(entries: mixed, heightCentimetres: 180, goalKilograms: 75))
    #expect(
      report == sut.report(entries: weighIns, heightCentimetres: 180, goalKilograms: 75))
    #expect(report.entryCount == 2)
    #expect(report.asOf == Self.day(2))
    #expect(
      sut.report(entries: [waist(1)], heightCentimetres: 180, goalKilograms: nil) == nil)
  }

  @Test func report_noEntries_isNil() {
    #expect(
      TrendCalculator().report(entries: [], heightCentimetres: 175, goalKilograms: nil) == nil)
  }

  /// 80 kg on day 0 and 79 kg on day 2: day 1 is interpolated as 79.5.
  /// T = 80, 80 + 0.1(79.5 − 80) = 79.95, 79.95 + 0.1(79 − 79.95) = 79.855.
  /// Slope of (0, 80), (1, 79.95), (2, 79.855): −0.145 / 2 = −0.0725 kg/day.
  @Test func report_gapOfOneDay_interpolatesAndFitsTheSlope() throws {
    let sut = TrendCalculator()
    let report = try #require(
      sut.report(
        entries: Self.entries([(0, 80), (2, 79)]), heightCentimetres: 180, goalKilograms: 75))
    #expect(abs(report.trendKilograms - 79.855) < 1e-9)
    #expect(abs(report.weeklyRateKilograms! - -0.5075) < 1e-9)
    #expect(abs(report.energyBalanceKilocalories! - -559.41) < 1e-6)
    #expect(report.bmi?.description == "24.65")
    #expect(report.category == .normal)
    // Two weigh-ins two days apart are too little for a forecast (GoalForecaster).
    #expect(report.goal == GoalForecast(goalKilograms: 75, status: .needsMoreData))
    #expect(report.asOf == Self.day(2))
    #expect(report.entryCount == 2)
  }

  @Test(arguments: [
    (85.0, GoalForecast.Status.needsMoreData),
    (79.88, .reached),
    (79.81, .reached),
  ])
  func report_goalEitherSide_forecastsStatus(goal: Double, status: GoalForecast.Status) throws {
    let report = try #require(
      TrendCalculator().report(
        entries: Self.entries([(0, 80), (2, 79)]), heightCentimetres: 180, goalKilograms: goal))
    #expect(report.goal?.status == status)
    #expect(report.goal?.date == nil)
  }

  @Test func report_steadyWeight_isFlatWithZeroRate() throws {
    let weights = (0..<20).map { (day: $0, kg: 70.0) }
    let report = try #require(
      TrendCalculator().report(
        entries: Self.entries(weights), heightCentimetres: 175, goalKilograms: 65))
    #expect(report.weeklyRateKilograms == 0)
    #expect(report.energyBalanceKilocalories == 0)
    #expect(report.goal?.status == .flat)
  }

  /// A ten-day gap from 80 to 70 kg: the grid holds 80 − k on day k, and the trend of a
  /// straight line falling d per day from W0 is W0 + k·d − 9d(1 − 0.9^k).
  @Test func trend_tenDayGap_followsTheClosedForm() throws {
    let sut = TrendCalculator().trend(at: Self.entries([(0, 80), (10, 70)]))
    let expected = 70 + 9 * (1 - pow(0.9, 10))
    #expect(sut.count == 2)
    #expect(sut[0] == 80)
    #expect(abs(try #require(sut[1]) - expected) < 1e-9)
  }

  /// Daily weights falling 0.1 kg a day for 200 days: the trend's slope has converged to the
  /// weights' own, so the weekly rate is −0.7 kg and the deficit 0.1 × 7716 kcal a day.
  @Test func report_longSteadyLoss_rateConvergesToTheLoss() throws {
    let weights = (0..<200).map { (day: $0, kg: 100 - 0.1 * Double($0)) }
    let report = try #require(
      TrendCalculator().report(
        entries: Self.entries(weights), heightCentimetres: 180, goalKilograms: 70.05))
    let expectedTrend = 100 - 0.1 * 199 + 0.9 * (1 - pow(0.9, 199))
    #expect(abs(report.trendKilograms - expectedTrend) < 1e-9)
    #expect(abs(report.weeklyRateKilograms! - -0.7) < 1e-6)
    #expect(abs(report.energyBalanceKilocalories! - -771.6) < 1e-4)
    // (70.05 − 81.0) / −0.1 = 109.5: reached 110 days after day 199.
    #expect(report.goal?.days == 110)
    #expect(report.goal?.date == Self.day(309))
  }

  /// Only the last 14 days count: a jump 30 days ago does not steepen today's rate.
  @Test func report_rateWindow_isTheLastFourteenDays() throws {
    var weights = (0..<30).map { (day: $0, kg: 90.0) }
    weights += (30..<130).map { (day: $0, kg: 80.0) }
    let report = try #require(
      TrendCalculator().report(
        entries: Self.entries(weights), heightCentimetres: 180, goalKilograms: nil))
    #expect(abs(report.weeklyRateKilograms!) < 1e-3)
    #expect(report.goal == nil)
  }
}

private func pow(_ base: Double, _ exponent: Int) -> Double {
  (0..<exponent).reduce(1.0) { value, _ in value * base }
}
