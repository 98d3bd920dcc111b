import DataSource
import Foundation
import Model
import Testing

/// The WHO's own survey layout, read as the WHO's programs write it: the columns of
/// `Survey_WHO2007.csv`, the example survey the WHO ships with `anthroplus` (sex 1/2, `dob`
/// and `dov` as dd/mm/yyyy, `agemons`, `oedema` y/n, rows not weighed or measured), and the
/// anthro macro names `lenhei` and `measure`. The expected z are what `anthroplus_zscores`
/// prints for these rows (R 4.2, anthroplus 1.0; run beside bmi on the whole file: 933 rows,
/// every z and flag the same).
@MainActor
struct BatchWHOSurveyFileTests {
  static let header = "strata,cluster,id,sex,dob,dov,agemons,weight,height,sw,oedema,region"

  /// id, the row, and the anthroplus height-, weight- and BMI-for-age z ("" for NA).
  nonisolated static let rows: [(id: String, row: String, z: [String])] = [
    (
      "1", "4,19,1,1,03/01/1987,21/11/2000,166.59,50.7,153.7,7832.795116,n,North",
      ["-1.13", "", "0.94"]
    ),
    (
      "6", "4,19,6,1,09/02/1987,30/10/1993,80.65,18.8,114.6,12089.97782,n,West",
      ["-1.07", "-1.26", "-0.87"]
    ),
    ("58", "6,29,58,1,22/03/1987,20/02/1998,131.01,51.5,,12553.05564,n,East", ["", "", ""]),
    ("114", "5,21,114,2,07/01/1987,16/02/2001,169.32,,,6405.78409,n,West", ["", "", ""]),
    (
      "167", "3,12,167,1,04/02/1987,09/05/1999,147.09,44.7,160.7,3556.881494,y,East",
      ["1.38", "", ""]
    ),
  ]

  /// The whole layout in one run under `--reference who`: the birth dates are not needed (the
  /// ages are in `agemons`), the row without a weight and a height is written, not refused.
  @Test func send_batchCommandReceived_whoSurveyLayout_scoresEveryRowAsAnthroplus() async {
    let input = Self.header + "\n" + Self.rows.map { $0.row + "\n" }.joined()
    let sut = await BatchRun.run(input, request: BatchRequest(inputPath: "in.csv", reference: .who))
    #expect(sut.store.failure == nil)
    for (line, expected) in Self.rows.enumerated() {
      let row = BatchMissingMeasureTests.fields(sut.output, line: line + 1)
      #expect(row["id"] == expected.id)
      #expect(row["reference"] == "who-2007", "\(expected.id)")
      #expect(
        [row["who_length_height_z"], row["who_weight_z"], row["who_bmi_z"]]
          == expected.z.map { Optional($0) }, "\(expected.id)")
    }
    let reasons = Self.rows.indices.map {
      BatchMissingMeasureTests.fields(sut.output, line: $0 + 1)["reason"] ?? "?"
    }
    #expect(reasons == ["", "", "height-missing", "weight-and-height-missing", "oedema"])
  }

  /// A birth date column beside an age column needs no measurement date; alone it still does.
  @Test func send_batchCommandReceived_birthDateBesideAgeColumn_usesTheAge() async {
    let sut = await BatchRun.run(
      "weight_kg,height_cm,sex,dob,agemons\n30,132,f,15/07/2016,114.5\n")
    #expect(sut.store.failure == nil)
    #expect(BatchMissingMeasureTests.fields(sut.output, line: 1)["assessed_age_months"] == "114.50")
  }

  /// The anthro macro's names: `lenhei` for the length or height, `measure` for the position
  /// (l lying, h standing), `agedays`; the same z as bmi's own names give.
  @Test func send_batchCommandReceived_anthroMacroNames_readAsBmisOwn() async {
    let macro = await BatchRun.run(
      "sex,agedays,weight,lenhei,measure\n1,300,9.1,73.5,h\n",
      request: BatchRequest(inputPath: "in.csv", reference: .who))
    let own = await BatchRun.run(
      "sex,age_days,weight_kg,height_cm,measured\n1,300,9.1,73.5,h\n",
      request: BatchRequest(inputPath: "in.csv", reference: .who))
    let macroRow = BatchMissingMeasureTests.fields(macro.output, line: 1)
    let ownRow = BatchMissingMeasureTests.fields(own.output, line: 1)
    #expect(macro.store.failure == nil)
    #expect(macroRow["who_measured"] == "standing")
    for name in ["who_length_height_cm", "who_length_height_z", "who_weight_for_length_z"] {
      #expect(macroRow[name] != nil && macroRow[name] != "", "\(name)")
      #expect(macroRow[name] == ownRow[name], "\(name)")
    }
  }
}
