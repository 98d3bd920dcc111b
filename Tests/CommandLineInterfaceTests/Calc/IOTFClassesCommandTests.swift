import DataSource
import Model
import Testing

/// `--classes iotf` on `calc` and on `--input` rows: the IOTF class and IOTF BMI from the one
/// assessor (`Assessor.iotf`), under the same field names in both, null or empty where they
/// do not apply.
@MainActor
struct IOTFClassesCommandTests {
  /// A CSV output's one record as name → value.
  static func record(_ stdout: String) -> [String: String] {
    let lines = stdout.split(separator: "\n").map(String.init)
    guard lines.count >= 2 else { return [:] }
    let names = lines[0].split(separator: ",", omittingEmptySubsequences: false)
    let values = lines[1].split(separator: ",", omittingEmptySubsequences: false)
    return Dictionary(
      zip(names.map(String.init), values.map(String.init)), uniquingKeysWith: { a, _ in a })
  }

  static func expected(_ sex: Sex, months: Double, weight: Double, height: Double)
    -> (word: String, bmi: String)?
  {
    let metres = height / 100
    guard
      let iotf = IOTFScorer().assess(
        sex: sex, ageMonths: months, bmi: weight / (metres * metres))
    else { return nil }
    return (
      iotf.iotfClass.rawValue,
      FixedDecimal(iotf.adultEquivalentBMI, places: 2, rule: .exactBinary).description
    )
  }

  @Test(arguments: [
    (Sex.female, 114.0, 30.0, 132.0), (.male, 24.0, 9.0, 86.0), (.male, 216.0, 95.0, 176.0),
    (.female, 60.0, 25.0, 105.0), (.male, 150.0, 28.0, 150.0),
  ])
  func calcAndBatch_child_giveTheScorersIOTFFields(
    sex: Sex, months: Double, weight: Double, height: Double
  ) async throws {
    let want = try #require(Self.expected(sex, months: months, weight: weight, height: height))
    let calc = await InProcessRunner.run([
      "calc", "--weight", "\(weight)", "--height", "\(height)", "--age", "\(months)m", "--sex",
      sex.rawValue, "--classes", "iotf", "--format", "csv",
    ])
    #expect(calc.status == 0)
    let calcRecord = Self.record(calc.stdout)
    #expect(calcRecord["iotf_class"] == want.word)
    #expect(calcRecord["iotf_bmi"] == want.bmi)
    let batch = try BinaryRunner.run(
      ["calc", "--input", "-", "--classes", "iotf"],
      stdin: "weight_kg,height_cm,sex,age_months\n\(weight),\(height),\(sex.rawValue),\(months)\n")
    #expect(batch.status == 0)
    let batchRecord = Self.record(batch.stdout)
    #expect(batchRecord["iotf_class"] == want.word)
    #expect(batchRecord["iotf_bmi"] == want.bmi)
  }

  @Test func calc_text_saysTheIOTFClassAndBMI() async throws {
    let want = try #require(Self.expected(.female, months: 114, weight: 30, height: 132))
    let sut = await InProcessRunner.run([
      "calc", "--weight", "30", "--height", "132", "--age", "9y6m", "--sex", "f", "--classes",
      "iotf",
    ])
    #expect(
      sut.stdout.contains("IOTF (Cole & Lobstein 2012): \(want.word), IOTF BMI \(want.bmi)\n"))
  }

  @Test(arguments: [
    ["--age", "19y"], ["--age", "30y"], [],
  ])
  func calc_outside2To18Years_hasNullIOTFFields(age: [String]) async {
    let sut = await InProcessRunner.run(
      ["calc", "--weight", "70", "--height", "175", "--sex", "m", "--classes", "iotf"] + age
        + ["--format", "json"])
    #expect(sut.status == 0)
    #expect(sut.stdout.contains("\"iotf_class\": null"))
    #expect(sut.stdout.contains("\"iotf_bmi\": null"))
  }

  /// No class is said with its one reason: no age, or an age outside 2 to 18 years.
  @Test(arguments: [
    (
      ["--weight", "70", "--height", "175"],
      "no age given: the cut-offs are for children of 2 to 18 years"
    ),
    (
      ["--weight", "10", "--height", "80", "--age", "1y6m", "--sex", "f"],
      "the cut-offs are for 2 to 18 years, not 1 year 6 months"
    ),
  ])
  func calc_text_noIOTFClass_saysWhy(arguments: [String], why: String) async {
    let sut = await InProcessRunner.run(["calc"] + arguments + ["--classes", "iotf"])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(
      sut.stdout.contains("IOTF (Cole & Lobstein 2012): no class (\(why))\n"), "\(sut.stdout)")
  }

  @Test func calc_withoutClasses_hasNullIOTFFieldsForAChild() async {
    let sut = await InProcessRunner.run([
      "calc", "--weight", "30", "--height", "132", "--age", "9y6m", "--sex", "f", "--format",
      "json",
    ])
    #expect(sut.stdout.contains("\"iotf_class\": null"))
    #expect(!sut.stdout.contains("IOTF ("))
  }

  @Test func batch_withoutClasses_addsNoIOTFFields() throws {
    let sut = try BinaryRunner.run(
      ["calc", "--input", "-"], stdin: "weight_kg,height_cm,sex,age_months\n30,132,f,114\n")
    #expect(!sut.stdout.contains("iotf"))
  }

  @Test func batch_adultAndUnder2Rows_haveEmptyIOTFFieldsLast() throws {
    let sut = try BinaryRunner.run(
      ["calc", "--input", "-", "--classes", "iotf"],
      stdin: "weight_kg,height_cm,sex,age_months\n70,175,m,300\n12,90,m,12\n")
    let lines = sut.stdout.split(separator: "\n").map(String.init)
    try #require(lines.count == 3, "\(sut.stdout)\(sut.stderr)")
    #expect(lines[0].hasSuffix(",extended,iotf_class,iotf_bmi"))
    #expect(lines[1].hasSuffix(",,"))
    #expect(lines[2].hasSuffix(",,"))
  }

  @Test func batch_ndjson_writesTheIOTFMembers() throws {
    let want = try #require(Self.expected(.female, months: 114, weight: 30, height: 132))
    let sut = try BinaryRunner.run(
      ["calc", "--input", "-", "--input-format", "ndjson", "--classes", "iotf"],
      stdin: #"{"weight_kg":30,"height_cm":132,"sex":"f","age_months":114}"# + "\n"
        + #"{"weight_kg":70,"height_cm":175}"# + "\n")
    let lines = sut.stdout.split(separator: "\n").map(String.init)
    try #require(lines.count == 2, "\(sut.stdout)\(sut.stderr)")
    #expect(lines[0].hasSuffix(#","iotf_class":"\#(want.word)","iotf_bmi":\#(want.bmi)}"#))
    #expect(lines[1].hasSuffix(#","iotf_class":null,"iotf_bmi":null}"#))
  }

  @Test func classes_unknownSystem_isAUsageError() async {
    let sut = await InProcessRunner.run([
      "calc", "--weight", "30", "--height", "132", "--classes", "who",
    ])
    #expect(sut.status == 64)
  }
}
