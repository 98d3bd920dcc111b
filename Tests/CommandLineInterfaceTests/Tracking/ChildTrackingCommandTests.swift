import DataSource
import Foundation
import FoundationXML
import Model
import TestSupport
import Testing

/// Tracking a child: every weigh-in is assessed at the child's age on its date with the CDC
/// scorer, in history, trend, profile show/list, export and chart; at 20 the adult classes
/// take over on the birthday.
@MainActor
struct ChildTrackingCommandTests {
  /// Mia, a girl born 2016-03-10, 132 cm, weighed at 113.74 and 118.05 months; the first
  /// weigh-in, more than 3 months before today, with the height measured that day; the
  /// profile's height is today's measurement (an entry of its own).
  func givenMia(_ session: TrackingSession) async {
    await session.given([
      ["profile", "save", "mia", "--height", "132", "--sex", "female", "--born", "2016-03-10"],
      ["log", "30", "--date", "2025-09-01", "--height", "132"],
      ["log", "31", "--date", "2026-01-10"],
    ])
  }

  @Test func history_child_eachRowAtItsAge() async throws {
    let session = try TrackingSession()
    await givenMia(session)
    let text = await session.run(["history"])
    #expect(
      text.stdout == """
        DATE        WEIGHT   TREND    BMI    CATEGORY                 HEIGHT      NOTE
        2025-09-01  30.0 kg  30.0 kg  17.22  Healthy weight (P61.40)  132.0 cm
        2026-01-10  31.0 kg  30.9 kg  17.79  Healthy weight (P66.26)  (132.0 cm)
        2026-01-15  -        -        -      -                        132.0 cm

        Classes: CDC 2000 growth charts (2025-09-01 to 2026-01-10)
        (HEIGHT): not measured that day; the height its BMI was worked out with (bmi help tracking)

        """)
    let csv = await session.run(["history", "--format", "csv"])
    #expect(
      csv.stdout == """
        date,weight_kg,weight_lb,trend_kg,trend_lb,bmi,category,note,waist_cm,waist_in,\
        height_cm,height_in,head_cm,head_in,arm_cm,arm_in,reference,age_months,percentile,z_score,\
        percent_of_p95,reason,who_length_height_z,\
        who_length_height_flag,who_weight_z,who_weight_flag,who_weight_for_length_z,\
        who_weight_for_length_flag,who_bmi_z,who_bmi_flag,who_head_z,who_head_flag,who_arm_z,who_arm_flag,who_category_indicator,who_stature_class,who_weight_class,\
        bmi_height_cm,bmi_height_in
        2025-09-01,30.00,66.14,30.00,66.14,17.22,healthy,,,,132.00,51.97,,,,,cdc-2000,113.74,61.40,0.29,77.13,,,,,,,,,,,,,,,,,132.00,51.97
        2026-01-10,31.00,68.34,30.93,68.19,17.79,healthy,,,,,,,,,,cdc-2000,118.05,66.26,0.42,78.23,,,,,,,,,,,,,,,,,132.00,51.97
        2026-01-15,,,,,,,,,,132.00,51.97,,,,,,,,,,,,,,,,,,,,,,,,,,,

        """)
    // The row is the scorer's answer at days / 30.4375 months.
    let months =
      Double(
        LocalDate(year: 2025, month: 9, day: 1).dayNumber
          - LocalDate(year: 2016, month: 3, day: 10).dayNumber) / 30.4375
    let scores = CDCGrowthScorer().scores(
      sex: .female, ageMonths: months, weightKilograms: 30, heightCentimetres: 132)
    #expect(
      FixedDecimal(scores.bmiPercentile, places: 2, rule: .exactBinary).description == "61.40")
  }

  @Test func trend_child_bmiForAgeAtTheLatestDate() async throws {
    let session = try TrackingSession()
    await givenMia(session)
    let text = await session.run(["trend"])
    #expect(
      text.stdout.contains(
        "BMI at trend  17.75  Healthy weight (P65.74), BMI-for-age at 9 years 10 months"))
    // A child's gain is growth too: a rate, and no energy balance.
    #expect(text.stdout.contains("Weekly rate   +0.05 kg/week (gaining)\n"))
    #expect(text.stdout.hasSuffix("Classes       CDC 2000 growth charts\n"))
    #expect(!text.stdout.contains("Energy balance"))
    let csv = await session.run(["trend", "--format", "csv"])
    #expect(csv.stdout.hasSuffix(",17.75,healthy,,,,,,,,5,cdc-2000,118.05,65.74,0.41,78.05,\n"))
  }

  @Test func profileShowAndList_child_latestWeighInAtItsAge() async throws {
    let session = try TrackingSession()
    await givenMia(session)
    let show = await session.run(["profile", "show"])
    #expect(
      show.stdout.contains(
        "Latest     31.0 kg on 2026-01-10: BMI 17.79, Healthy weight (P66.26), "
          + "BMI-for-age at 9 years 10 months"))
    let list = await session.run(["profile", "list"])
    #expect(
      list.stdout == """
          NAME  HEIGHT    LATEST   ON          BMI    CLASS                    WEIGH-INS
        * mia   132.0 cm  31.0 kg  2026-01-10  17.79  Healthy weight (P66.26)  2

        """)
    let csv = await session.run(["profile", "show", "--format", "csv"])
    #expect(csv.stdout.hasSuffix(",17.79,healthy,,,,,,,cdc-2000,118.05,66.26,0.42,78.23,\n"))
  }

  @Test func export_child_rowsCarryTheirAssessment() async throws {
    let session = try TrackingSession()
    await givenMia(session)
    let sut = await session.run(["export", "--format", "csv"])
    #expect(
      sut.stdout == """
        profile,default,height_cm,sex,born,goal_kg,units,date,weight_kg,note,population,waist_cm,\
        height_in,goal_lb,weight_lb,waist_in,measured_height_cm,head_cm,arm_cm,measured_height_in,\
        head_in,arm_in,growth_references,bmi,category,reference,age_months,percentile,z_score,\
        percent_of_p95,reason,who_length_height_z,\
        who_length_height_flag,who_weight_z,who_weight_flag,who_weight_for_length_z,\
        who_weight_for_length_flag,who_bmi_z,who_bmi_flag,who_head_z,who_head_flag,who_arm_z,who_arm_flag,who_category_indicator,who_stature_class,who_weight_class
        mia,true,132.00,female,2016-03-10,,metric,2025-09-01,30.000,,,,51.97,,66.14,,132.00,,,51.97,,,,\
        17.22,healthy,cdc-2000,113.74,61.40,0.29,77.13,,,,,,,,,,,,,,,,
        mia,true,132.00,female,2016-03-10,,metric,2026-01-10,31.000,,,,51.97,,68.34,,,,,,,,,17.79,\
        healthy,cdc-2000,118.05,66.26,0.42,78.23,,,,,,,,,,,,,,,,
        mia,true,132.00,female,2016-03-10,,metric,2026-01-15,,,,,51.97,,,,132.00,,,51.97,,,,,,,,,,,,\
        ,,,,,,,,,,,,,,

        """)
  }

  /// Joe turns 20 on 2026-01-05: the day before he is a child on the CDC charts, on the
  /// birthday an adult on the WHO classes.
  @Test func history_twentiethBirthday_crossesToAdultClassesThatDay() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "joe", "--height", "175", "--sex", "male", "--born", "2006-01-05"],
      ["log", "60", "--date", "2026-01-04"],
      ["log", "60", "--date", "2026-01-05"],
    ])
    // (His height, saved today within 3 months of his last day as a child, is logged today.)
    let sut = await session.run(["history", "--format", "csv", "--until", "2026-01-05"])
    #expect(
      sut.stdout.hasSuffix(
        """
        2026-01-04,60.00,132.28,60.00,132.28,19.59,healthy,,,,,,,,,,cdc-2000,239.97,8.15,-1.40,64.05,,,,,,,,,,,,,,,,,175.00,68.90
        2026-01-05,60.00,132.28,60.00,132.28,19.59,normal,,,,,,,,,,who-adult,240.00,,,,,,,,,,,,,,,,,,,,175.00,68.90

        """))
    let trend = await session.run(["trend", "--format", "csv"])
    #expect(trend.stdout.hasSuffix(",19.59,normal,,,,,,,,10,who-adult,240.00,,,,\n"))
    // The text names each reference with its days, the adult classes among them.
    let text = await session.run(["history"])
    #expect(
      text.stdout.hasSuffix(
        "\nClasses: CDC 2000 growth charts (2026-01-04); WHO adult BMI classes (2026-01-05)\n(HEIGHT): not measured that day; the height its BMI was worked out with (bmi help tracking)\n"
      ))
    #expect(!(await session.run(["trend"])).stdout.contains("Classes"))
  }

  @Test func history_childWithoutSex_keepsBMIAndSaysWhy() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "kim", "--height", "120", "--born", "2018-06-01"],
      ["log", "22", "--date", "2026-01-10"],
    ])
    let sut = await session.run(["history", "--format", "csv"])
    #expect(
      sut.stdout.contains(
        "\n2026-01-10,22.00,48.50,22.00,48.50,15.28,,,,,,,,,,,,91.33,,,,sex-missing,,,,,,,,,,,,,,,,120.00,47.24\n"
      ))
  }

  /// The text views say why a child's weigh-in has no class, as the CSV's reason does.
  @Test(arguments: [
    (["profile", "save", "kim", "--height", "120", "--born", "2018-06-01"], "22", "no sex"),
    (["profile", "save", "ada", "--height", "85", "--born", "2024-06-01"], "12", "no sex"),
  ])
  func historyTrendProfile_unscoredChild_sayWhyNoClass(
    profile: [String], kilograms: String, why: String
  ) async throws {
    let session = try TrackingSession()
    await session.given([profile, ["log", kilograms, "--date", "2026-01-10"]])
    for command in [["history"], ["trend"], ["profile", "show"]] {
      let sut = await session.run(command)
      #expect(sut.status == 0)
      #expect(sut.stdout.contains("not classed: \(why)"), "\(command)")
    }
  }

  /// A child the CDC charts cannot score (no sex, or under 2 years) gets the weight chart, but
  /// never the adult healthy band: that band is not a child's.
  @Test(arguments: [
    (["profile", "save", "kim", "--height", "120", "--born", "2018-06-01"], "22"),
    (
      ["profile", "save", "ada", "--height", "85", "--sex", "female", "--born", "2024-06-01"], "12"
    ),
  ])
  func chart_unscoredChild_hasNoAdultHealthyBand(profile: [String], kilograms: String)
    async throws
  {
    let session = try TrackingSession()
    await session.given([
      profile, ["log", kilograms, "--date", "2026-01-01"],
      ["log", kilograms, "--date", "2026-01-10"],
    ])
    let text = await session.run(["chart", "--width", "60", "--height", "12"])
    let svg = await session.run(["chart", "--format", "svg", "--output", "-"])
    #expect(text.status == 0)
    #expect(!text.stdout.contains("healthy"))
    #expect(svg.status == 0)
    #expect(!svg.stdout.contains("healthy"))
  }

  @Test func chart_child_drawsTheGrowthChart() async throws {
    var session = try TrackingSession()
    session.environment["LANG"] = "C.UTF-8"
    await givenMia(session)
    let unicode = await session.run(["chart", "--width", "60", "--height", "16"])
    #expect(
      unicode.stdout == """
        mia: BMI-for-age (CDC 2000, girls; BMI against age in years)
           │                                       ⢀⣀⣀⣀⣀⣀⣀⠤⠤⠤⠤⠤ 120%
           │              ⢀⣀⣀⣀⣀⣀⡠⠤⠤⠤⠤⠤⠤⠒⠒⠒⠒⠒⠒⠉⠉⠉⠉⠉⠉⠁
           │⠤⠤⠒⠒⠒⠒⠒⠒⠉⠉⠉⠉⠉⠉⠁
        25 ┤
           │                     ⣀⣀⣀⣀⣀⣀⣀⡠⠤⠤⠤⠤⠤⠤⠤⠒⠒⠒⠒⠒⠒⠒⠊⠉⠉⠉⠉⠉⠉⠉ P95
           │⠤⠤⠤⠤⠤⠔⠒⠒⠒⠒⠒⠒⠒⠊⠉⠉⠉⠉⠉⠉⠉
        20 ┤                         ⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠒⠒⠒⠒⠒⠒ P85
           │⠤⠤⠤⠤⠔⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉
           │            •        •                ⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀ P50
           │⠤⠤⠤⠤⠤⠤⠤⠔⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠊⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉
        15 ┤                                                ⢀⣀⣀ P5
           │⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠊⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠁
           └┬───────────┬────────────┬────────────┬───────────┬
            9          9.5          10          10.5         11
        • BMI  ⠤⠒ CDC curves P5, P50, P85, P95, 120% of P95

        """)
    let ascii = await session.run(["chart", "--width", "60", "--height", "14", "--ascii"])
    #expect(
      ascii.stdout == """
        mia: BMI-for-age (CDC 2000, girls; BMI against age in years)
           |                                   **************** 120%
           |    *******************************
        25 +*****
           |                           ************************ P95
           |***************************
        20 +                *********************************** P85
           |*****************
           |************o********o***************************** P50
        15 +
           |*************************************************** P5
           ++-----------+------------+------------+-----------+
            9          9.5          10          10.5         11
        o BMI  ** CDC curves P5, P50, P85, P95, 120% of P95

        """)
  }

  @Test func chart_childSVG_hasTheFiveCurvesAndThePoints() throws {
    let directory = try TemporaryDirectory()
    let environment = ["BMI_STORE": directory.file("store.json")]
    for arguments in [
      ["profile", "save", "mia", "--height", "132", "--sex", "female", "--born", "2016-03-10"],
      // Heights measured those days: the real clock's today is months later.
      ["log", "30", "--date", "2025-09-01", "--height", "132"],
      ["log", "31", "--date", "2026-01-10", "--height", "132"],
    ] {
      #expect(try BinaryRunner.run(arguments, environment: environment).status == 0)
    }
    let sut = try BinaryRunner.run(
      ["chart", "--svg", directory.file("mia.svg")], environment: environment)
    #expect(sut.status == 0)
    let svg = try #require(directory.text(of: "mia.svg"))
    for curve in ["P5", "P50", "P85", "P95", "120%"] {
      #expect(svg.contains("data-curve=\"\(curve)\""), "\(curve)")
    }
    #expect(svg.components(separatedBy: "<circle ").count - 1 == 2)
    #expect(
      svg.contains("<title>mia: BMI-for-age (CDC 2000, girls; BMI against age in years)</title>"))
    #expect(svg.contains(">age (years)</text>"))
    #expect(XMLParser(data: Data(svg.utf8)).parse())
  }
}
