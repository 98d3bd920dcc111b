import Testing

/// `bmi trend`'s goal forecast as a range, and "as of" an old last weigh-in (today is
/// 2026-01-15). Five weigh-ins from 2025-04-01 to 2025-04-17: slope −0.11 kg/day ± 1.96 ×
/// 0.017321 (see GoalForecasterTests).
@MainActor
struct TrendForecastCommandTests {
  static let setup: [[String]] = [
    ["profile", "save", "cy", "--height", "180", "--goal", "75"],
    ["log", "80", "--date", "2025-04-01"],
    ["log", "79.8", "--date", "2025-04-05"],
    ["log", "79.0", "--date", "2025-04-09"],
    ["log", "79.0", "--date", "2025-04-13"],
    ["log", "78.2", "--date", "2025-04-17"],
  ]

  /// The range would have ended on 2025-06-11, long before today: no day in the past is
  /// named as the future; the report says how old the data are instead.
  @Test func trend_oldLastWeighIn_saysAsOfAndGivesNoDate() async throws {
    let session = try TrackingSession()
    await session.given(Self.setup)
    let sut = await session.run(["trend"])
    #expect(sut.status == 0)
    #expect(
      sut.stdout == """
        cy: trend as of 2025-04-17 (273 days ago; 5 weigh-ins since 2025-04-01)
        Trend weight    79.1 kg (latest weigh-in 78.2 kg)
        Weekly rate     -0.46 kg/week (losing)
        Energy balance  -505 kcal/day (deficit)
        BMI at trend    24.42  Normal weight
        Goal 75.0 kg    as of 2025-04-17 (273 days ago): no date, the data are too old to forecast from; log a weigh-in for one

        """)
  }

  @Test func trend_csv_oldData_carriesTheAgeAndNoDate() async throws {
    let session = try TrackingSession()
    await session.given(Self.setup)
    let sut = await session.run(["trend", "--format", "csv"])
    #expect(
      sut.stdout == """
        profile,as_of,first_date,entries,weight_kg,weight_lb,trend_kg,trend_lb,weekly_rate_kg,weekly_rate_lb,energy_balance_kcal_per_day,bmi,category,goal_kg,goal_lb,goal_status,goal_date,goal_days,forecast_earliest,forecast_latest,days_since_last,reference,age_months,percentile,z_score,percent_of_p95,reason
        cy,2025-04-17,2025-04-01,5,78.20,172.40,79.13,174.45,-0.46,-1.01,-505,24.42,normal,75.00,165.35,data_too_old,,,,,273,who-adult,,,,,

        """)
  }

  /// The same five weigh-ins ending four days before today (2026-01-11): the range is still
  /// ahead, 38 days (24 to 45) from the last weigh-in, so it is given; the text counts the
  /// days from today (34), as a reader takes them.
  @Test func trend_recentWeighIns_giveARangeAfterToday() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "cy", "--height", "180", "--goal", "75"],
      ["log", "80", "--date", "2025-12-26"],
      ["log", "79.8", "--date", "2025-12-30"],
      ["log", "79.0", "--date", "2026-01-03"],
      ["log", "79.0", "--date", "2026-01-07"],
      ["log", "78.2", "--date", "2026-01-11"],
    ])
    let sut = await session.run(["trend"])
    #expect(sut.status == 0)
    #expect(
      sut.stdout.hasSuffix(
        "Goal 75.0 kg    about 2026-02-18 (34 days), between 2026-02-09 and 2026-03-07 at this rate\n"
      ))
  }

  /// Slope −0.0025 kg/day with SE 0.0502: the interval includes zero.
  @Test func trend_uncertainRate_notInReach() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "cy", "--height", "180", "--goal", "75"],
      ["log", "80", "--date", "2025-12-20"],
      ["log", "79", "--date", "2025-12-24"],
      ["log", "80.2", "--date", "2025-12-28"],
      ["log", "79.1", "--date", "2026-01-01"],
      ["log", "79.9", "--date", "2026-01-05"],
    ])
    let sut = await session.run(["trend"])
    #expect(sut.status == 0)
    #expect(
      sut.stdout.hasSuffix(
        "Goal 75.0 kg    not in reach at the current trend: the rate is too slow or too uncertain to give a date\n"
      ))
    let json = await session.run(["trend", "--json"])
    #expect(json.stdout.contains("\"goal_status\": \"not_in_reach\""))
    #expect(json.stdout.contains("\"days_since_last\": 10"))
  }
}
