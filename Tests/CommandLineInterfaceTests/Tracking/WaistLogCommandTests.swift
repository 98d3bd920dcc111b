import Testing

/// Waists in the log: `bmi log --waist`, with a weight or alone, and what history, trend,
/// chart, profile show, export and import make of entries that have one.
@MainActor
struct WaistLogCommandTests {
  /// Ann's log with a waist alone on the 11th and a waist measured after the 12th's weigh-in.
  static let steps: [(arguments: [String], message: String)] = [
    (
      ["log", "--waist", "80", "--date", "2026-01-11", "--note", "tape"],
      "Logged waist 80.0 cm for ann on 2026-01-11."
    ),
    (["log", "60.6", "--date", "2026-01-12"], "Logged 60.6 kg for ann on 2026-01-12."),
    (
      ["log", "--waist", "79.5cm", "--date", "2026-01-12"],
      "Added waist 79.5 cm to ann's entry for 2026-01-12 (60.6 kg)."
    ),
    (
      ["log", "60.4", "--waist", "79", "--date", "2026-01-12"],
      "Replaced ann's entry for 2026-01-12: 60.6 kg, waist 79.5 cm → 60.4 kg, waist 79.0 cm."
    ),
  ]

  static func givenAnnWithWaists() async throws -> TrackingSession {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "ann", "--height", "165", "--goal", "58"],
      ["log", "61", "--date", "2026-01-10"],
    ])
    for step in steps {
      let output = await session.run(step.arguments)
      #expect(output.status == 0)
      #expect(output.stderr == step.message + "\n")
    }
    return session
  }

  @Test func log_waistAloneOrWithWeight_mergesByDateAndSaysWhatHappened() async throws {
    let session = try await Self.givenAnnWithWaists()
    #expect(
      session.directory.text(of: "store.json")?.contains(
        """
                {"date": "2026-01-11", "waist_cm": 80.0, "note": "tape"},
                {"date": "2026-01-12", "weight_kg": 60.4, "waist_cm": 79.0}

        """) == true)
  }

  @Test func history_withWaists_addsAWaistColumnAndLeavesWaistOnlyRowsBlank() async throws {
    let session = try await Self.givenAnnWithWaists()
    let text = await session.run(["history"])
    #expect(
      text.stdout == """
        DATE        WEIGHT   TREND    BMI    CATEGORY       WAIST    NOTE
        2026-01-10  61.0 kg  61.0 kg  22.41  Normal weight  -
        2026-01-11  -        -        -      -              80.0 cm  tape
        2026-01-12  60.4 kg  60.9 kg  22.19  Normal weight  79.0 cm

        """)
    let csv = await session.run(["history", "--format", "csv"])
    #expect(
      csv.stdout == """
        date,weight_kg,weight_lb,trend_kg,trend_lb,bmi,category,note,waist_cm,waist_in\
        ,height_cm,height_in,head_cm,head_in,arm_cm,arm_in,reference,age_months,percentile,z_score\
        ,percent_of_p95,reason,who_length_height_z,who_length_height_flag,who_weight_z,who_weight_flag,who_weight_for_length_z,who_weight_for_length_flag,who_bmi_z,who_bmi_flag,who_head_z,who_head_flag,who_arm_z,who_arm_flag,who_category_indicator,who_stature_class,who_weight_class\
        ,bmi_height_cm,bmi_height_in
        2026-01-10,61.00,134.48,61.00,134.48,22.41,normal,,,,,,,,,,who-adult,,,,,,,,,,,,,,,,,,,,,165.00,64.96
        2026-01-11,,,,,,,tape,80.00,31.50,,,,,,,,,,,,,,,,,,,,,,,,,,,,,
        2026-01-12,60.40,133.16,60.91,134.29,22.19,normal,,79.00,31.10,,,,,,,who-adult,,,,,,,,,,,,,,,,,,,,,165.00,64.96

        """)
    let ndjson = await session.run(["history", "--format", "ndjson", "--last", "2"])
    #expect(
      ndjson.stdout.hasPrefix(
        #"{"date":"2026-01-11","weight_kg":null,"weight_lb":null,"trend_kg":null,"trend_lb":null,"bmi":null,"category":null,"note":"tape","waist_cm":80.00,"waist_in":31.50,"height_cm":null,"height_in":null,"head_cm":null,"head_in":null,"arm_cm":null,"arm_in":null,"reference":null,"age_months":null,"percentile":null,"z_score":null,"percent_of_p95":null,"reason":null,"who_length_height_z":null,"who_length_height_flag":null,"who_weight_z":null,"who_weight_flag":null,"who_weight_for_length_z":null,"who_weight_for_length_flag":null,"who_bmi_z":null,"who_bmi_flag":null,"who_head_z":null,"who_head_flag":null,"who_arm_z":null,"who_arm_flag":null,"who_category_indicator":null,"who_stature_class":null,"who_weight_class":null,"bmi_height_cm":null,"bmi_height_in":null}"#
          + "\n"))
    let json = await session.run(["history", "--json", "--since", "2026-01-12"])
    #expect(json.stdout.contains("\"waist_cm\": 79.00,\n    \"waist_in\": 31.10,\n"))
  }

  @Test func history_noWaists_hasNoWaistColumn() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["history"])
    #expect(sut.stdout.hasPrefix("DATE        WEIGHT   TREND    BMI    CATEGORY       NOTE\n"))
  }

  @Test func trendChartAndProfile_waistOnlyEntry_countOnlyWeighIns() async throws {
    let session = try await Self.givenAnnWithWaists()
    let trend = await session.run(["trend"])
    #expect(trend.stdout.hasPrefix("ann: trend as of 2026-01-12 (2 weigh-ins since 2026-01-10)\n"))
    let chart = await session.run(["chart", "--width", "40", "--height", "10", "--ascii"])
    #expect(chart.status == 0)
    #expect(chart.stdout.filter { $0 == "o" }.count >= 2)
    let card = await session.run(["profile", "show"])
    #expect(
      card.stdout.hasSuffix(
        """
          Weigh-ins  2, from 2026-01-10 to 2026-01-12
          Latest     60.4 kg on 2026-01-12: BMI 22.19, Normal weight
          Waist      79.0 cm on 2026-01-12: waist-to-height 0.48, healthy central adiposity, no increased health risk

        """))
    let record = await session.run(["profile", "show", "--format", "csv"])
    #expect(record.stdout.hasSuffix(",2026-01-12,79.00,31.10,0.48,,who-adult,,,,,\n"))
  }

  /// A bare waist follows the profile's units, as a bare weight does.
  @Test(arguments: [
    ("metric", "90", "90.0 cm", "90.00"),
    ("imperial", "35", "35.0 in", "88.90"),
  ])
  func log_bareWaist_isReadInTheProfilesUnits(
    units: String, waist: String, shown: String, centimetres: String
  ) async throws {
    let session = try TrackingSession()
    await session.given([["profile", "save", "cy", "--height", "175cm", "--units", units]])
    let sut = await session.run(["log", "--waist", waist])
    #expect(sut.stderr == "Logged waist \(shown) for cy on 2026-01-15.\n")
    let csv = await session.run(["history", "--format", "csv"])
    #expect(
      csv.stdout.hasSuffix(
        ",\(centimetres),\(waist == "35" ? "35.00" : "35.43")" + String(repeating: ",", count: 29)
          + "\n"))
  }

  @Test(arguments: ["json", "csv"])
  func exportThenImport_withWaists_rebuildsTheSameStore(format: String) async throws {
    let source = try await Self.givenAnnWithWaists()
    let exported = await source.run(["export", "--format", format])
    if format == "csv" {
      #expect(
        exported.stdout.contains(
          "\nann,true,165.00,,,58.000,metric,2026-01-11,,tape,,80.00,64.96,127.87,,31.50,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,\n"
        )
      )
    }
    let target = try TrackingSession()
    let sut = await target.run(["import", "-"], stdin: exported.stdout)
    #expect(sut.status == 0)
    #expect(target.directory.text(of: "store.json") == source.directory.text(of: "store.json"))
  }

  @Test func import_waistIntoLoggedWeighIn_keepsTheWeight() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(
      ["import", "-", "--format", "csv"],
      stdin: "profile,date,weight_kg,waist_cm\nann,2026-01-14,,81\n")
    #expect(
      sut.stdout == """
        profile,date,weight_kg,weight_lb,note,action,previous_weight_kg,waist_cm,waist_in,previous_waist_cm,previous_weight_lb,previous_waist_in,height_cm,height_in,head_cm,head_in,arm_cm,arm_in
        ann,2026-01-14,60.30,132.94,,replaced,60.30,81.00,31.89,,132.94,,,,,,,

        """)
  }
}
