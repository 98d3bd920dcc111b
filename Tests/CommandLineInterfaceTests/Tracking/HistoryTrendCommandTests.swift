import CommandLineInterface
import Testing

/// `bmi history` and `bmi trend` in-process: the report a person reads and the fields a
/// script reads.
@MainActor
struct HistoryTrendCommandTests {
  @Test func history_text_tableInTheProfileUnits() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["history"])
    #expect(sut.status == 0)
    #expect(
      sut.stdout == """
        DATE        WEIGHT   TREND    BMI    CATEGORY       NOTE
        2026-01-10  61.0 kg  61.0 kg  22.41  Normal weight
        2026-01-12  60.6 kg  60.9 kg  22.26  Normal weight  after run
        2026-01-14  60.3 kg  60.8 kg  22.15  Normal weight

        """)
  }

  @Test func history_csvWithFilters_documentedFields() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run([
      "history", "--since", "2026-01-11", "--last", "1", "--format", "csv",
    ])
    #expect(
      sut.stdout == """
        date,weight_kg,weight_lb,trend_kg,trend_lb,bmi,category,note,waist_cm,waist_in\
        ,height_cm,height_in,head_cm,head_in,arm_cm,arm_in,reference,age_months,percentile,z_score\
        ,percent_of_p95,reason,who_length_height_z,who_length_height_flag,who_weight_z,who_weight_flag,who_weight_for_length_z,who_weight_for_length_flag,who_bmi_z,who_bmi_flag,who_head_z,who_head_flag,who_arm_z,who_arm_flag,who_category_indicator,who_stature_class,who_weight_class\
        ,bmi_height_cm,bmi_height_in
        2026-01-14,60.30,132.94,60.83,134.11,22.15,normal,,,,,,,,,,who-adult,,,,,,,,,,,,,,,,,,,,,165.00,64.96

        """)
  }

  @Test func history_ndjson_oneObjectPerLine() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["history", "--format", "ndjson", "--last", "2"])
    let lines = sut.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[0].hasPrefix("{\"date\":\"2026-01-12\",\"weight_kg\":60.60,"))
  }

  @Test func history_noMatches_emptyJSONArray() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["history", "--since", "2026-02-01", "--json"])
    #expect(sut.stdout == "[]\n")
    // Nothing to show: status 1 in every command, with the reason as an error line (it was
    // an informational line with status 0, unlike trend and chart).
    #expect(sut.status == 1)
    let text = await session.run(["history", "--since", "2026-02-01"])
    #expect(text.status == 1)
    #expect(text.stderr == "bmi: no weigh-ins for ann to show\n")
  }

  @Test(arguments: ["0", "-3", "two"])
  func history_badLast_exit64(count: String) async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["history", "--last=\(count)"])
    #expect(sut.status == 64)
    #expect(sut.stderr == "bmi: invalid --last '\(count)': expected a whole number above zero\n")
  }

  /// Trend 61, 60.98, 60.942, 60.8928, 60.83352 over 10–14 January (11 and 13 interpolated):
  /// slope −0.042016 kg/day, so −0.29 kg/week and −324 kcal/day; three weigh-ins over four
  /// days are too few for a goal forecast.
  @Test func trend_text_reportsRateEnergyBMIAndForecast() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["trend"])
    #expect(sut.status == 0)
    #expect(
      sut.stdout == """
        ann: trend as of 2026-01-14 (3 weigh-ins since 2026-01-10)
        Trend weight    60.8 kg (latest weigh-in 60.3 kg)
        Weekly rate     -0.29 kg/week (losing)
        Energy balance  -324 kcal/day (deficit)
        BMI at trend    22.34  Normal weight
        Goal 58.0 kg    no forecast yet: needs 5 weigh-ins over 14 days or more within the last 28

        """)
  }

  @Test func trend_json_documentedFields() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["trend", "--json"])
    #expect(
      sut.stdout == """
        {
          "profile": "ann",
          "as_of": "2026-01-14",
          "first_date": "2026-01-10",
          "entries": 3,
          "weight_kg": 60.30,
          "weight_lb": 132.94,
          "trend_kg": 60.83,
          "trend_lb": 134.11,
          "weekly_rate_kg": -0.29,
          "weekly_rate_lb": -0.65,
          "energy_balance_kcal_per_day": -324,
          "bmi": 22.34,
          "category": "normal",
          "goal_kg": 58.00,
          "goal_lb": 127.87,
          "goal_status": "needs_more_data",
          "goal_date": null,
          "goal_days": null,
          "forecast_earliest": null,
          "forecast_latest": null,
          "days_since_last": 1,
          "reference": "who-adult",
          "age_months": null,
          "percentile": null,
          "z_score": null,
          "percent_of_p95": null,
          "reason": null
        }

        """)
  }

  @Test func trend_singleWeighIn_saysARateNeedsTwoDays() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "bob", "--height", "180", "--weight", "80", "--goal", "75"]
    ])
    let sut = await session.run(["trend"])
    #expect(
      sut.stdout == """
        bob: trend as of 2026-01-15 (1 weigh-in since 2026-01-15)
        Trend weight  80.0 kg (latest weigh-in 80.0 kg)
        Weekly rate   needs weigh-ins on two days or more
        BMI at trend  24.69  Normal weight
        Goal 75.0 kg  no forecast yet: needs 5 weigh-ins over 14 days or more within the last 28

        """)
  }

  @Test func trend_noWeighIns_exit1() async throws {
    let session = try TrackingSession()
    await session.given([["profile", "save", "bob", "--height", "180"]])
    let sut = await session.run(["trend"])
    #expect(sut.status == 1)
    #expect(sut.stderr == "bmi: bob has no weigh-ins yet; log one with 'bmi log WEIGHT'\n")
  }
}

/// `--format value` and the row formats added by item 5 of issue 12.
@MainActor
struct ValueFormatCommandTests {
  @Test(
    arguments: [
      (["trend", "--format", "value"], "60.83\n"),
      (["trend", "--format", "ndjson"], nil),
      (["profile", "list", "--format", "value"], "ann\n"),
      (["calc", "--weight", "70", "--height", "175", "--format", "value"], "22.86\n"),
    ] as [([String], String?)])
  func valueFormats_printTheOneAnswer(arguments: [String], expected: String?) async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(arguments)
    #expect(sut.status == 0)
    if let expected { #expect(sut.stdout == expected) }
  }

  @Test func trendValue_imperialProfile_inPounds() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "bo", "--height", "70in", "--units", "imperial"], ["log", "180"],
    ])
    let sut = await session.run(["trend", "--format", "value"])
    #expect(sut.stdout == "180.00\n")
  }

  @Test func storePath_value_isThePathAlone() async throws {
    let session = try TrackingSession()
    let sut = await session.run(["store", "path", "--format", "value"])
    #expect(sut.stdout == session.storePath + "\n")
  }

  @Test func export_text_isATableHeadedByTheFieldNames() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["export", "--format", "text"])
    let lines = sut.stdout.split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines[0].split(separator: " ").map(String.init) == RecordKind.export.names)
    #expect(lines[1].hasPrefix("ann      true     165.00     -    -     58.000"))
  }
}
