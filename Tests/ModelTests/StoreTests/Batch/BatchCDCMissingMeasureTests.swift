import DataSource
import Model
import Testing

/// A CDC child (the default reference, 24 months to 20 years) with its weight or its height
/// empty (issue 21): scored as the CDC's cdcanthro scores it, through the same runs as the
/// WHO's rows in `BatchMissingMeasureTests` (CSV, NDJSON `null`, NDJSON without the key).
@MainActor
struct BatchCDCMissingMeasureTests {
  /// A CDC child with one measure empty, as the CDC's cdcanthro 0.1.3 scores it (run beside
  /// bmi): weight- or height-for-age, its percentile and modified z, the age's BMI P50 and
  /// P95; nothing that needs the BMI, no flag for the measure not given. CSV and NDJSON
  /// (`null`, or no key) agree.
  @Test(arguments: [
    (
      "30,,2,2922", "height-missing",
      [
        "weight_z_score": "0.84", "weight_percentile": "79.97", "modified_weight_z": "0.63",
        "biv_weight": "0", "height_z_score": "", "biv_height": "",
      ]
    ),
    (
      ",132,2,2922", "weight-missing",
      [
        "height_z_score": "0.74", "height_percentile": "76.99", "modified_height_z": "0.72",
        "biv_height": "0", "weight_z_score": "", "biv_weight": "",
      ]
    ),
  ])
  func send_batchCommandReceived_cdcChildOneMeasureEmpty_scoredAsCdcanthro(
    row: String, reason: String, expected: [String: String]
  ) async {
    let header = "weight_kg,height_cm,sex,age_days"
    for (input, run) in await BatchMissingMeasureTests.runs(
      [row], header: header, complete: "30,132,2,2922")
    {
      #expect(run.store.failure == nil, "\(input)")
      let fields = BatchMissingMeasureTests.fields(run.output, line: input == "csv" ? 1 : 2)
      #expect(fields["reference"] == "cdc-2000", "\(input)")
      #expect(fields["reason"] == reason, "\(input)")
      #expect(fields["bmi"] == "" && fields["category"] == "", "\(input)")
      #expect(fields["z_score"] == "" && fields["percentile"] == "", "\(input)")
      #expect(fields["bmi_p50"] == "15.81" && fields["bmi_p95"] == "20.65", "\(input)")
      #expect(fields["biv_bmi"] == "" && fields["extended"] == "", "\(input)")
      for (name, value) in expected { #expect(fields[name] == value, "\(input) \(name)") }
    }
  }
}
