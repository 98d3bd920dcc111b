import Model
import Testing

@testable import CommandLineInterface

/// Batch rows name the CDC child fields exactly as `bmi calc` does, in the same order.
struct BatchFieldNamesTests {
  @Test func batchChildFields_areCalcsChildScoreFieldsInOrder() {
    let sut = Array(BatchAddedFields.child.drop { ["reason", "assessed_age_months"].contains($0) })
    #expect(sut == ChildScoreFields.names)
  }
}

/// A batch row and `bmi calc --format csv` for the same measurement give the same values under
/// every field name they share (batch's `assessed_age_months` is calc's `age_months`).
struct BatchAgreesWithCalcTests {
  static func fields(_ csv: String, row: Int = 1) -> [String: String] {
    let lines = csv.split(separator: "\n").map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
    guard lines.count > row else { return [:] }
    return Dictionary(zip(lines[0], lines[row]), uniquingKeysWith: { first, _ in first })
  }

  @Test(arguments: [
    ("30", "132", "f", "114"), ("16.9", "104", "m", "48.5"), ("70", "175", "", ""),
    ("95", "150", "2", "150"), ("12.5", "86", "1", "24"), ("60", "165", "", "240"),
  ])
  func batchRow_sameMeasurement_sameValuesAsCalc(
    weight: String, height: String, sex: String, months: String
  ) throws {
    var calcArguments = ["calc", "--weight", weight, "--height", height, "--format", "csv"]
    if !sex.isEmpty { calcArguments += ["--sex", sex] }
    if !months.isEmpty { calcArguments += ["--age", months + "m"] }
    let calc = Self.fields(try BinaryRunner.run(calcArguments).stdout)
    let batch = Self.fields(
      try BinaryRunner.run(
        ["calc", "--input", "-"],
        stdin: "weight_kg,height_cm,sex,age_months\n\(weight),\(height),\(sex),\(months)\n"
      ).stdout)
    #expect(!calc.isEmpty && !batch.isEmpty)
    var shared = 0
    // The input's own columns are not assessment fields; calc never writes a reason.
    let skipped = ["weight_kg", "height_cm", "sex", "age_months", "reason"]
    for (name, value) in batch where !skipped.contains(name) {
      let calcName = name == "assessed_age_months" ? "age_months" : name
      guard let calcValue = calc[calcName] else { continue }
      #expect(value == calcValue, "\(name)")
      shared += 1
    }
    #expect(shared >= 4)
  }

  /// Children the WHO scores, with every WHO column (age in days, position, oedema, head,
  /// arm), under the default reference and `--reference who`: every shared field, the who_*
  /// ones included, has calc's value.
  @Test(arguments: [
    ("9.2", "74", "f", "274", "l", "", "45", "14", "cdc"),
    ("12.5", "86", "1", "700", "h", "", "48", "15.5", "cdc"),
    ("8.1", "70.3", "m", "200", "", "", "", "", "cdc"),
    ("16.9", "104", "2", "1500", "h", "", "50", "16", "who"),
    ("7.5", "68", "2", "240", "l", "yes", "43", "12", "who"),
    ("30", "132", "f", "3500", "", "", "", "", "who"),
    ("10.4", "80", "1", "", "l", "", "", "", "who"),
  ])
  func whoRow_sameMeasurement_sameValuesAsCalc(
    weight: String, height: String, sex: String, days: String, measured: String,
    oedema: String, head: String, arm: String, reference: String
  ) throws {
    var calcArguments = [
      "calc", "--weight", weight, "--height", height, "--sex", sex, "--format", "csv",
      "--reference", reference,
    ]
    if !days.isEmpty { calcArguments += ["--age", days + "d"] }
    if !measured.isEmpty {
      calcArguments += ["--measured", measured == "l" ? "lying" : "standing"]
    }
    if !oedema.isEmpty { calcArguments.append("--oedema") }
    if !head.isEmpty { calcArguments += ["--head", head] }
    if !arm.isEmpty { calcArguments += ["--arm", arm] }
    let calc = Self.fields(try BinaryRunner.run(calcArguments).stdout)
    let row = [weight, height, sex, days, measured, oedema, head, arm].joined(separator: ",")
    let batch = Self.fields(
      try BinaryRunner.run(
        ["calc", "--input", "-", "--reference", reference],
        stdin: "weight_kg,height_cm,sex,age_days,measured,oedema,head,arm\n\(row)\n"
      ).stdout)
    #expect(!calc.isEmpty && !batch.isEmpty)
    #expect(batch["reference"]?.hasPrefix("who-20") == true)
    var shared = 0
    let skipped = ["weight_kg", "height_cm", "sex", "measured", "oedema", "head", "arm"]
    for (name, value) in batch where !skipped.contains(name) {
      let calcName = name == "assessed_age_months" ? "age_months" : name
      guard let calcValue = calc[calcName] else { continue }
      #expect(value == calcValue, "\(name)")
      shared += 1
    }
    // bmi, category, reference, implausible, reason, the age and the 20 who_* fields.
    #expect(shared >= 25)
  }
}
