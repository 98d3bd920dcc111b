import Testing

/// `bmi stats --by` in every format (ann: 61 on 10 January, 60.6 on the 12th, 60.3 on the
/// 14th 2026; 165 cm). 10–11 January are ISO week 2, 12–14 week 3.
@MainActor
struct StatsCommandTests {
  @Test func stats_byWeek_text() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["stats", "--by", "week"])
    #expect(sut.status == 0)
    #expect(
      sut.stdout == """
        PERIOD    COUNT  MEAN     MIN      MAX      CHANGE   BMI AT MEAN
        2026-W02  1      61.0 kg  61.0 kg  61.0 kg  0.0 kg   22.41
        2026-W03  2      60.5 kg  60.3 kg  60.6 kg  -0.3 kg  22.20

        """)
  }

  @Test(arguments: [
    (
      "csv",
      """
      period,start,end,count,mean_kg,min_kg,max_kg,change_kg,mean_lb,min_lb,max_lb,change_lb,bmi
      2026-01,2026-01-01,2026-01-31,3,60.63,60.30,61.00,-0.70,133.67,132.94,134.48,-1.54,22.27

      """
    ),
    (
      "ndjson",
      """
      {"period":"2026-01","start":"2026-01-01","end":"2026-01-31","count":3,"mean_kg":60.63,"min_kg":60.30,"max_kg":61.00,"change_kg":-0.70,"mean_lb":133.67,"min_lb":132.94,"max_lb":134.48,"change_lb":-1.54,"bmi":22.27}

      """
    ),
  ])
  func stats_byMonth_scriptFormats(format: String, expected: String) async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["stats", "--by", "month", "--format", format])
    #expect(sut.status == 0)
    #expect(sut.stdout == expected)
  }

  @Test func stats_byYearSince_json() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["stats", "--by", "year", "--since", "-3", "--json"])
    #expect(
      sut.stdout == """
        [
          {
            "period": "2026",
            "start": "2026-01-01",
            "end": "2026-12-31",
            "count": 2,
            "mean_kg": 60.45,
            "min_kg": 60.30,
            "max_kg": 60.60,
            "change_kg": -0.30,
            "mean_lb": 133.27,
            "min_lb": 132.94,
            "max_lb": 133.60,
            "change_lb": -0.66,
            "bmi": 22.20
          }
        ]

        """)
  }

  /// --until ends the range as history's does (inclusive); with --since, a window.
  @Test func stats_sinceUntil_summarisesTheWindow() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run([
      "stats", "--since", "2026-01-11", "--until", "2026-01-12", "--format", "csv",
    ])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(
      sut.stdout.hasSuffix(
        "\n2026-01,2026-01-01,2026-01-31,1,60.60,60.60,60.60,0.00,133.60,133.60,133.60,0.00,22.26\n"
      ))
    let before = await session.run(["stats", "--until", "2026-01-09"])
    #expect(before.status == 1)
  }

  @Test func stats_nothingInRange_saysSoAndExits1() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["stats", "--since", "today"])
    #expect(sut.status == 1)
    #expect(sut.stdout.isEmpty)
    #expect(sut.stderr == "bmi: no weigh-ins for ann to summarise\n")
    let csv = await session.run(["stats", "--since", "today", "--format", "csv"])
    #expect(csv.status == 1)
    #expect(
      csv.stdout
        == "period,start,end,count,mean_kg,min_kg,max_kg,change_kg,mean_lb,min_lb,max_lb,change_lb,bmi\n"
    )
  }

  @Test func stats_badPeriod_exit64() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["stats", "--by", "day"])
    #expect(sut.status == 64)
  }

  /// The BMI at the mean takes the height the period's last weigh-in is assessed with
  /// (`DatedHeights`), as history does: a child's logged heights, none for a weigh-in with no
  /// height within 3 months, and the profile's height only for the last 91 days, so changing
  /// it leaves every older period as it was.
  @Test func stats_childPeriods_takeTheHeightEachWeighInIsAssessedWith() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "kid", "--height", "120", "--born", "2020-01-01", "--sex", "f"],
      ["log", "22", "--date", "2025-06-01"],
      ["log", "23", "--date", "2025-09-01", "--height", "118"],
      ["log", "23.5", "--date", "2025-11-10"],
      ["log", "24", "--date", "2026-01-10"],
    ])
    let before = await session.run(["stats", "--format", "csv"])
    #expect(before.status == 0)
    #expect(
      before.stdout.split(separator: "\n").map {
        $0.split(separator: ",", omittingEmptySubsequences: false).last ?? ""
      }
        == ["bmi", "", "16.52", "16.88", "16.67"])
    await session.given([["profile", "save", "kid", "--height", "125"]])
    let after = await session.run(["stats"])
    #expect(
      after.stdout.split(separator: "\n").map { $0.split(separator: " ").last ?? "" }
        == ["MEAN", "-", "16.52", "16.88", "15.36"])
  }
}
