import DataSource
import Foundation
import Model
import Testing

/// Survey files as statistics programs write them: an age column named with its option even
/// where its name is another age's default (anthro's `age` in days), the WHO packages' own
/// argument names, missing values as R, SAS and Stata write them (`NA`, `N/A`, `.`), and codes
/// as pandas or JSON write them (`1.0`). Expected z: anthro 1.0 for the same child.
@MainActor
struct BatchSurveyHabitsTests {
  static func row(_ input: String, _ request: BatchRequest) async -> [String: String] {
    let sut = await BatchRun.run(input, request: request)
    #expect(sut.store.failure == nil, "\(String(describing: sut.store.failure))")
    return BatchMissingMeasureTests.fields(sut.output, line: 1)
  }

  /// anthro's own layout: `age` in days. anthro: zlen −2.36, zwei −1.15 (boy, 25 days, 3.61 kg,
  /// 49.4 cm). Named with --age-days-column, `age` is days, not the default years.
  @Test func send_batchCommandReceived_ageNamedAsDays_isDaysNotYears() async {
    let sut = await Self.row(
      "id,sex,age,weight,lenhei\n35,1,25,3.61,49.4\n",
      BatchRequest(inputPath: "in.csv", personColumns: [.ageDays: "age"], reference: .who))
    #expect(sut["reference"] == "who-2006")
    #expect(sut["assessed_age_months"] == "0.82")
    #expect(sut["who_length_height_z"] == "-2.36")
    #expect(sut["who_weight_z"] == "-1.15")
  }

  /// Unnamed, anthro's `age` beside its `lenhei` is days too, as anthro reads it; beside a
  /// `height` it stays years.
  @Test func send_batchCommandReceived_anthroAgeBesideLenhei_isDays() async {
    let anthro = await Self.row(
      "id,sex,age,weight,lenhei\n35,1,25,3.61,49.4\n",
      BatchRequest(inputPath: "in.csv", reference: .who))
    #expect(anthro["assessed_age_months"] == "0.82")
    #expect(anthro["who_length_height_z"] == "-2.36")
    let years = await Self.row(
      "sex,age,weight,height\n1,8,25,128\n", BatchRequest(inputPath: "in.csv", reference: .who))
    #expect(years["assessed_age_months"] == "96.00")
  }

  /// The WHO igrowup's `ageunit` column gives each row's unit: bmi reads an age column in
  /// one unit, so the file is refused at its header rather than read in one for every row;
  /// with the age column named, its unit is the option's.
  @Test func send_batchCommandReceived_igrowupAgeUnitColumn_refusedUnlessTheAgeIsNamed() async {
    let file = "id,sex,age,ageunit,weight,lenhei\n1,1,14,months,9.5,75\n2,2,400,days,9,74\n"
    let refused = await BatchRun.run(file, request: BatchRequest(inputPath: "in.csv"))
    #expect(refused.store.failure == .ageUnitColumn("ageunit", age: "age"))
    let spaced = await BatchRun.run(
      "sex,age,Age unit,weight,height\n1,14,months,9.5,75\n",
      request: BatchRequest(inputPath: "in.csv"))
    #expect(spaced.store.failure == .ageUnitColumn("Age unit", age: "age"))
    // A column whose name says its unit is no igrowup age.
    let months = await BatchRun.run(
      "sex,age_months,ageunit,weight,height\n1,14,months,9.5,75\n",
      request: BatchRequest(inputPath: "in.csv"))
    #expect(months.store.failure == nil)
    let named = await BatchRun.run(
      "id,sex,age,ageunit,weight,lenhei\n2,2,400,days,9,74\n",
      request: BatchRequest(inputPath: "in.csv", personColumns: [.ageDays: "age"]))
    #expect(named.store.failure == nil)
  }

  /// An age column named by its words and unit, as spreadsheets head them.
  @Test(arguments: [
    ("Age (months)", "14.5", "14.50"), ("Age in days", "441", "14.49"), ("age_yrs", "8", "96.00"),
    ("AgeMonths", "14.5", "14.50"),
  ])
  func send_batchCommandReceived_ageByItsWords_found(name: String, age: String, months: String)
    async
  {
    let sut = await Self.row(
      "Sex,\(name),Weight (kg),Height (cm)\n1,\(age),9.5,76\n",
      BatchRequest(inputPath: "in.csv", reference: .who))
    #expect(sut["assessed_age_months"] == months)
  }

  /// The same the other way: `agemos` (the default months name) named as years.
  @Test func send_batchCommandReceived_monthsNameNamedAsYears_isYears() async {
    let sut = await Self.row(
      "sex,agemos,weight,height\n1,8,25,128\n",
      BatchRequest(inputPath: "in.csv", personColumns: [.ageYears: "agemos"], reference: .who))
    #expect(sut["assessed_age_months"] == "96.00")
  }

  /// The WHO packages' argument names, and MUAC in millimetres by its name.
  @Test func send_batchCommandReceived_packagesNames_found() async {
    let months = await Self.row(
      "sex,weight,height,muac_mm,age_in_months\n1,9.1,74.2,135,12\n",
      BatchRequest(inputPath: "in.csv"))
    #expect(months["assessed_age_months"] == "12.00")
    #expect(months["reference"] == "who-2006")
    let inCentimetres = await Self.row(
      "sex,weight,height,muac_cm,age_in_days\n1,9.1,74.2,13.5,365.25\n",
      BatchRequest(inputPath: "in.csv"))
    #expect(months["who_arm_z"] != "")
    #expect(months["who_arm_z"] == inCentimetres["who_arm_z"])
    let head = await Self.row(
      "sex,weight,height,head_circumference,age_days\n1,9.1,74.2,46,365\n",
      BatchRequest(inputPath: "in.csv"))
    #expect(head["who_head_z"] != "")
  }

  /// `NA`, `N/A` and `.` are empty cells: a WHO child without a weight is scored by its
  /// length (anthro: zlen −0.65 at 12 months, 74.2 cm), an unknown sex is sex-missing, and an
  /// adult's missing weight is refused saying what the cell holds.
  @Test(arguments: ["NA", "na", "N/A", "."])
  func send_batchCommandReceived_missingMarker_isEmpty(marker: String) async {
    let child = await Self.row(
      "sex,age_months,weight,height,oedema,arm\n1,12,\(marker),74.2,\(marker),\(marker)\n",
      BatchRequest(inputPath: "in.csv", reference: .who))
    #expect(child["reason"] == "weight-missing")
    #expect(child["who_length_height_z"] == "-0.65")
    let noSex = await Self.row(
      "sex,age_months,weight,height\n\(marker),12,9,74.2\n",
      BatchRequest(inputPath: "in.csv", reference: .who))
    #expect(noSex["reason"] == "sex-missing")
    let adult = await BatchRun.run("weight,height\n\(marker),175\n")
    #expect(
      adult.store.failure
        == .badRow(
          BatchRowError(
            line: 2, column: 1, columnName: "weight", problem: .weight(marker, .empty))))
  }

  /// Codes written as decimals: sex `1.0`, oedema `2.0` (no) and `1.0` (yes), in CSV and as
  /// NDJSON numbers; `1.5` is still not a sex.
  @Test func send_batchCommandReceived_codesAsDecimals_readAsCodes() async {
    let csv = await Self.row(
      "sex,age_months,weight,height,oedema\n1.0,12,9,74.2,2.0\n",
      BatchRequest(inputPath: "in.csv", reference: .who))
    let plain = await Self.row(
      "sex,age_months,weight,height,oedema\n1,12,9,74.2,2\n",
      BatchRequest(inputPath: "in.csv", reference: .who))
    #expect(csv["who_weight_z"] == "-0.63")
    #expect(csv["who_weight_z"] == plain["who_weight_z"])
    let ndjson = await BatchRun.run(
      #"{"sex":2.00,"age_months":12,"weight":9,"height":74.2,"oedema":1.0}"# + "\n",
      request: BatchRequest(
        inputPath: "in.csv", inputFormat: .ndjson, outputFormat: .ndjson, reference: .who))
    #expect(ndjson.store.failure == nil)
    #expect(ndjson.output.contains(#""reason":"oedema""#))
    let half = await BatchRun.run("sex,age_months,weight,height\n1.5,12,9,74.2\n")
    #expect(
      half.store.failure
        == .badRow(BatchRowError(line: 2, column: 1, columnName: "sex", problem: .sex("1.5"))))
  }

  /// ENA's layout without options: the WHO's columns are there but no age column bmi knows
  /// (`MONTHS`), so the run says so once, before the rows; with the age named, or in NDJSON
  /// (whose keys vary by row), it says nothing.
  @Test func send_batchCommandReceived_whoColumnsWithoutAge_reportedOnce() async {
    let header = "SEX,MONTHS,WEIGHT,HEIGHT,EDEMA,MUAC,MEASURE\n"
    let rows = String(repeating: "m,17,9.5,78,n,135,l\n", count: 40)
    let sut = await BatchRun.run(header + rows)
    #expect(sut.store.failure == nil)
    #expect(sut.whoColumnsWithoutAge == [["EDEMA", "MUAC", "MEASURE"]])
    let named = await BatchRun.run(
      header + rows,
      request: BatchRequest(inputPath: "in.csv", personColumns: [.ageMonths: "MONTHS"]))
    #expect(named.whoColumnsWithoutAge.isEmpty)
    let plain = await BatchRun.run("weight,height\n70,175\n")
    #expect(plain.whoColumnsWithoutAge.isEmpty)
    let ndjson = await BatchRun.run(
      #"{"weight":9.5,"height":78,"oedema":"n"}"# + "\n",
      request: BatchRequest(inputPath: "in.csv", inputFormat: .ndjson))
    #expect(ndjson.whoColumnsWithoutAge.isEmpty)
  }
}
