import DataSource
import Model
import Testing

/// An `oedema` column coded as the WHO codes it (anthro: 1 or y yes, 2 or n no) or with the
/// usual yes and no words: a survey coded 1/2 is scored on every row, its "no" rows in full
/// and its "yes" rows without the weight-based scores (reason oedema).
@MainActor
struct BatchOedemaTests {
  /// 8.1 kg, 70.3 cm, a boy of 200 days without oedema, as `bmi calc --age 200d` scores him.
  static let scored = (weight: "-0.05", weightForLength: "-0.58", bmi: "-0.69")

  @Test(arguments: [
    ("2", false), ("1", true), ("y", true), ("n", false), ("Y", true), ("N", false),
    ("0", false), ("yes", true), ("no", false), ("", false), ("\"2\"", false),
  ])
  func send_batchCommandReceived_oedemaCell_readAsTheWHOCodesIt(cell: String, oedema: Bool)
    async
  {
    let sut = await BatchChildRowsTests.fields(
      "weight_kg,height_cm,sex,age_days,oedema\n8.1,70.3,1,200,\(cell)\n")
    #expect(sut["reference"] == "who-2006")
    #expect(sut["reason"] == (oedema ? "oedema" : ""))
    #expect(sut["who_length_height_z"] != "")
    #expect(sut["who_weight_z"] == (oedema ? "" : Self.scored.weight))
    #expect(sut["who_weight_for_length_z"] == (oedema ? "" : Self.scored.weightForLength))
    #expect(sut["who_bmi_z"] == (oedema ? "" : Self.scored.bmi))
  }

  /// A whole survey coded 1/2 runs to the end: every row written.
  @Test func send_batchCommandReceived_surveyCodedOneTwo_scoresEveryRow() async {
    let sut = await BatchRun.run(
      "weight_kg,height_cm,sex,age_days,oedema\n8.1,70.3,1,200,2\n7.5,68,2,240,1\n"
        + "12.5,86,1,700,2\n")
    #expect(sut.store.failure == nil)
    let rows = sut.output.split(separator: "\n")
    #expect(rows.count == 4)
  }

  @Test(arguments: ["3", "maybe", "-1"])
  func send_batchCommandReceived_otherOedemaCell_namesTheColumn(cell: String) async {
    let sut = await BatchRun.run(
      "weight_kg,height_cm,sex,age_days,oedema\n8.1,70.3,1,200,\(cell)\n")
    #expect(
      sut.store.failure
        == .badRow(
          BatchRowError(line: 2, column: 5, columnName: "oedema", problem: .oedema(cell))))
  }
}
