import DataSource
import Foundation
import Model
import Testing

/// A row the WHO scores with its weight or its height empty, or both (issue 21): written as the
/// WHO's anthro scores it, with no BMI and no class, reason weight-missing, height-missing or
/// weight-and-height-missing, and every WHO z the measures present give (a CDC child's is in
/// `BatchCDCMissingMeasureTests`); every other row with an empty measure is refused as before. CSV and NDJSON input (`null`, or no key) agree.
@MainActor
struct BatchMissingMeasureTests {
  static let header = "weight_kg,height_cm,sex,age_days,head_cm,arm_cm"

  /// A boy of 300 days: 12.3 kg, 80.1 cm, head 46 cm, arm 15 cm. anthro: length-for-age
  /// 3.07, head 0.51, arm 0.38 (with the weight missing too). Weight-for-age is 2.77 from the
  /// 2006 table's row (boys, day 300: L 0.0834, M 9.1282, S 0.10889; `weightForAge` below);
  /// the 1.89 of the complete row is its weight-for-length (80.1 cm: L −0.3521, M 10.466,
  /// S 0.08307), which needs both measures.
  nonisolated static let complete = "12.3,80.1,1,300,46,15"

  /// The z of the LMS method, rounded as the WHO's programs print it (R's `round(x, 2)`).
  nonisolated static func lmsZ(_ y: Double, l: Double, m: Double, s: Double) -> String {
    let z = (pow(y / m, l) - 1) / (l * s)
    return String(format: "%.2f", (z * 100).rounded() / 100)
  }

  struct Scored: Sendable, CustomTestStringConvertible {
    let row: String
    let reason: String
    /// The WHO fields expected, by name.
    let expected: [String: String]
    var testDescription: String { row }
  }

  nonisolated static let scoredRows: [Scored] = [
    Scored(
      row: ",80.1,1,300,46,15", reason: "weight-missing",
      expected: [
        "who_length_height_z": "3.07", "who_length_height_flag": "0", "who_head_z": "0.51",
        "who_arm_z": "0.38", "who_weight_z": "", "who_weight_flag": "",
        "who_weight_for_length_z": "", "who_bmi_z": "", "who_bmi": "",
        "who_length_height_cm": "80.10", "who_stature_class": "normal", "who_weight_class": "",
      ]),
    Scored(
      row: "12.3,,1,300,46,15", reason: "height-missing",
      expected: [
        "who_weight_z": lmsZ(12.3, l: 0.0834, m: 9.1282, s: 0.10889), "who_weight_flag": "0",
        "who_head_z": "0.51", "who_arm_z": "0.38", "who_length_height_z": "",
        "who_length_height_flag": "", "who_weight_for_length_z": "", "who_bmi_z": "",
        "who_bmi": "", "who_length_height_cm": "", "who_stature_class": "",
        "who_weight_class": "normal",
      ]),
    // A survey child neither weighed nor measured: only the head and arm, which need the age
    // alone.
    Scored(
      row: ",,1,300,46,15", reason: "weight-and-height-missing",
      expected: [
        "who_head_z": "0.51", "who_head_flag": "0", "who_arm_z": "0.38", "who_arm_flag": "0",
        "who_weight_z": "", "who_weight_flag": "", "who_length_height_z": "",
        "who_length_height_flag": "", "who_weight_for_length_z": "", "who_bmi_z": "",
        "who_bmi": "", "who_length_height_cm": "", "who_stature_class": "",
        "who_weight_class": "",
      ]),
  ]

  /// Each input as CSV, as NDJSON with `null`, and as NDJSON without the key: one run each,
  /// written as CSV.
  static func runs(
    _ rows: [String], header: String = header, complete: String = complete,
    reference: ReferenceChoice = .cdc
  ) async -> [(input: String, run: BatchRun)] {
    let names = header.split(separator: ",").map(String.init)
    func object(_ row: String, omitsEmpty: Bool) -> String {
      let cells = row.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      let members = zip(names, cells).compactMap { name, cell -> String? in
        if cell.isEmpty { return omitsEmpty ? nil : "\"\(name)\":null" }
        return "\"\(name)\":" + (Double(cell) != nil ? cell : "\"\(cell)\"")
      }
      return "{" + members.joined(separator: ",") + "}"
    }
    var runs: [(input: String, run: BatchRun)] = []
    let csv = header + "\n" + rows.map { $0 + "\n" }.joined()
    runs.append(
      (
        "csv",
        await BatchRun.run(csv, request: BatchRequest(inputPath: "in.csv", reference: reference))
      ))
    for omitsEmpty in [false, true] {
      // A complete first object names every column of the CSV output.
      let first = object(complete, omitsEmpty: false)
      let lines = ([first] + rows.map { object($0, omitsEmpty: omitsEmpty) }).map { $0 + "\n" }
      let request = BatchRequest(inputPath: "in.csv", inputFormat: .ndjson, reference: reference)
      let run = await BatchRun.run(lines.joined(), request: request)
      runs.append((omitsEmpty ? "ndjson without the key" : "ndjson null", run))
    }
    return runs
  }

  /// The fields of `line` (1 is the first row after the header) by the header's names; every
  /// line has as many fields as the header.
  static func fields(_ output: String, line: Int, delimiter: Character = ",") -> [String: String] {
    let lines = output.split(separator: "\n").map {
      $0.split(separator: delimiter, omittingEmptySubsequences: false).map(String.init)
    }
    guard lines.count > line else { return [:] }
    for cells in lines { #expect(cells.count == lines[0].count) }
    return Dictionary(zip(lines[0], lines[line]).map { ($0, $1) }, uniquingKeysWith: { a, _ in a })
  }

  @Test(arguments: scoredRows)
  func send_batchCommandReceived_whoChildMissingOneMeasure_scoresTheOthers(_ sut: Scored) async {
    for (input, run) in await Self.runs([sut.row]) {
      #expect(run.store.failure == nil, "\(input)")
      // The NDJSON runs start with the complete object.
      let row = Self.fields(run.output, line: input == "csv" ? 1 : 2)
      #expect(row["bmi"] == "", "\(input)")
      #expect(row["category"] == "", "\(input)")
      #expect(row["reference"] == "who-2006", "\(input)")
      #expect(row["reason"] == sut.reason, "\(input)")
      #expect(row["who_category_indicator"] == "", "\(input)")
      for (name, value) in sut.expected {
        #expect(row[name] == value, "\(input): \(name)")
      }
    }
  }

  /// The complete row: the 1.89 is weight-for-length, and the WHO z of a row with a measure
  /// missing are those of the complete row.
  @Test func send_batchCommandReceived_completeRow_hasTheSameZAsTheRowsMissingOne() async {
    let run = await BatchRun.run(Self.header + "\n" + Self.complete + "\n")
    let complete = Self.fields(run.output, line: 1)
    #expect(complete["who_weight_for_length_z"] == "1.89")
    #expect(complete["who_weight_z"] == "2.77")
    #expect(complete["who_length_height_z"] == "3.07")
    for scored in Self.scoredRows {
      for (name, value) in scored.expected where name.hasSuffix("_z") && value != "" {
        #expect(complete[name] == value, "\(name)")
      }
    }
  }

  struct Refused: Sendable, CustomTestStringConvertible {
    let row: String
    let why: String
    /// The column at fault, counted from 1: the weight's (1) or the height's (2).
    let column: Int
    var testDescription: String { why }
  }

  nonisolated static let refusedRows: [Refused] = [
    Refused(row: ",175,1,9000,,", why: "an adult (295 months), weight empty", column: 1),
    Refused(row: ",,1,9000,,", why: "an adult, both empty", column: 1),
    Refused(row: ",,2,1500,,", why: "a CDC child, both empty", column: 1),
    Refused(row: "70,,1,9000,,", why: "an adult, height empty", column: 2),
    Refused(row: ",80.1,1,,46,15", why: "no age", column: 1),
    Refused(row: ",80.1,,300,46,15", why: "no sex", column: 1),
  ]

  @Test(arguments: refusedRows)
  func send_batchCommandReceived_emptyMeasureNotScoredByTheWHO_isABadCell(_ sut: Refused) async {
    let expected = BatchRowError(
      line: 2, column: sut.column, columnName: sut.column == 1 ? "weight_kg" : "height_cm",
      problem: sut.column == 1 ? .weight("", .empty) : .height("", .empty))
    // Line 2: after the CSV header, or after the NDJSON runs' complete first object.
    for (input, run) in await Self.runs([sut.row]) where input != "ndjson without the key" {
      #expect(run.store.failure == .badRow(expected), "\(input)")
    }
  }

  /// Without the key, the row is refused for it, as before.
  @Test(arguments: refusedRows)
  func send_batchCommandReceived_missingKeyNotScoredByTheWHO_isAMissingKey(_ sut: Refused) async {
    let runs = await Self.runs([sut.row])
    let run = runs[2].run
    let role: BatchError.Role = sut.column == 1 ? .weight : .height
    #expect(
      run.store.failure
        == .badRow(BatchRowError(line: 2, column: nil, columnName: nil, problem: .missingKey(role)))
    )
  }

  /// With --skip-invalid the refused rows are left out and the scored ones written.
  @Test func send_batchCommandReceived_skipInvalid_keepsOnlyTheWHOChildren() async {
    let rows = Self.refusedRows.map(\.row) + Self.scoredRows.map(\.row)
    let input = Self.header + "\n" + rows.map { $0 + "\n" }.joined()
    let sut = await BatchRun.run(
      input, request: BatchRequest(inputPath: "in.csv", skipsInvalidRows: true))
    #expect(sut.store.failure == nil)
    #expect(sut.rejected.map(\.line) == Array(2...(1 + Self.refusedRows.count)))
    let lines = sut.output.split(separator: "\n")
    #expect(lines.count == 1 + Self.scoredRows.count)
    #expect(lines.last?.hasPrefix(Self.scoredRows.last!.row + ",,,who-2006,") == true)
  }

  /// Oedema is the reason when it is reported: no weight-based z, no length-based z without
  /// the height, head and arm still given.
  @Test func send_batchCommandReceived_oedemaAndNoHeight_oedemaIsTheReason() async {
    let header = Self.header + ",oedema"
    let runs = await Self.runs(
      ["12.3,,1,300,46,15,y"], header: header, complete: Self.complete + ",n")
    for (input, run) in runs {
      #expect(run.store.failure == nil, "\(input)")
      let row = Self.fields(run.output, line: input == "csv" ? 1 : 2)
      #expect(row["bmi"] == "", "\(input)")
      #expect(row["reason"] == "oedema", "\(input)")
      #expect(row["who_weight_z"] == "", "\(input)")
      #expect(row["who_length_height_z"] == "", "\(input)")
      #expect(row["who_head_z"] == "0.51", "\(input)")
      #expect(row["who_arm_z"] == "0.38", "\(input)")
    }
  }

  /// `--reference who`: a 10-year-old without a weight still has the WHO 2007
  /// height-for-age, the z of the same child weighed; by default, the CDC's.
  @Test func send_batchCommandReceived_referenceWHOTenYearOldNoWeight_givesHeightForAge() async {
    let header = "weight_kg,height_cm,sex,age_months"
    let weighed = await BatchRun.run(
      header + "\n30,140,2,120\n", request: BatchRequest(inputPath: "in.csv", reference: .who))
    let expected = Self.fields(weighed.output, line: 1)["who_length_height_z"]
    #expect(expected != nil && expected != "")
    let runs = await Self.runs(
      [",140,2,120"], header: header, complete: "30,140,2,120", reference: .who)
    for (input, run) in runs {
      #expect(run.store.failure == nil, "\(input)")
      let row = Self.fields(run.output, line: input == "csv" ? 1 : 2)
      #expect(row["reference"] == "who-2007", "\(input)")
      #expect(row["reason"] == "weight-missing", "\(input)")
      #expect(row["bmi"] == "", "\(input)")
      #expect(row["who_length_height_z"] == expected, "\(input)")
      #expect(row["who_weight_z"] == "", "\(input)")
      #expect(row["who_bmi_z"] == "", "\(input)")
    }
    let cdc = await BatchRun.run(header + "\n,140,2,120\n")
    #expect(cdc.store.failure == nil)
    let row = Self.fields(cdc.output, line: 1)
    #expect(row["reference"] == "cdc-2000")
    #expect(row["reason"] == "weight-missing")
    #expect(row["height_z_score"] != "" && row["height_z_score"] != nil)
  }

  /// The fields that need the missing measure are empty in every loop: the waist-to-height
  /// without a height (with the weight missing it is given), the IOTF class and BMI (both
  /// need a BMI), on the default loop, `--reference who`'s and `--classes iotf`'s.
  @Test(arguments: [(ReferenceChoice.cdc, false), (.who, false), (.cdc, true), (.who, true)])
  func send_batchCommandReceived_waistAndIOTF_needTheMissingMeasure(
    reference: ReferenceChoice, iotf: Bool
  ) async {
    let input =
      "weight_kg,height_cm,sex,age_months,waist_cm\n12.3,,1,30,40\n,80.1,1,30,40\n"
    let sut = await BatchRun.run(
      input,
      request: BatchRequest(
        inputPath: "in.csv", classes: iotf ? [.iotf] : [], reference: reference))
    // Under the default reference, 30 months is the CDC's, scored as the WHO's are.
    #expect(sut.store.failure == nil)
    let heightMissing = Self.fields(sut.output, line: 1)
    let weightMissing = Self.fields(sut.output, line: 2)
    #expect(heightMissing["reason"] == "height-missing")
    #expect(heightMissing["waist_to_height"] == "")
    #expect(heightMissing["waist_to_height_band"] == "")
    #expect(weightMissing["reason"] == "weight-missing")
    #expect(weightMissing["waist_to_height"] == "0.50")
    for row in [heightMissing, weightMissing] {
      #expect(row["bmi"] == "")
      #expect(row["iotf_class"] == (iotf ? "" : nil))
      #expect(row["iotf_bmi"] == (iotf ? "" : nil))
    }
  }

  /// NDJSON output: the BMI and class are null, the reason a word.
  @Test func send_batchCommandReceived_ndjsonOutput_writesNullBMI() async {
    let sut = await BatchRun.run(
      "{\"weight_kg\":null,\"height_cm\":80.1,\"sex\":1,\"age_days\":300}\n",
      request: BatchRequest(inputPath: "in.csv", inputFormat: .ndjson, outputFormat: .ndjson))
    #expect(sut.store.failure == nil)
    #expect(sut.output.contains("\"bmi\":null,\"category\":null,\"reference\":\"who-2006\""))
    #expect(sut.output.contains("\"reason\":\"weight-missing\""))
    #expect(sut.output.contains("\"who_length_height_z\":3.07"))
  }
}
