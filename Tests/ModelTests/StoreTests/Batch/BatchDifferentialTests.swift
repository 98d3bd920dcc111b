import DataSource
import Model
import TestSupport
import Testing

/// The fast batch engine against a slow reference: every row of a generated file assessed by
/// the one assessor's throwing API (`Assessor.assess`, what `bmi calc` calls), its numbers
/// written by `FixedDecimal.description` and its cells by `CSVCodec.field`. Adults, children,
/// children without a sex or under two (the WHO's), bad rows, on one core and on two; the
/// output must be the same bytes.
@MainActor
struct BatchDifferentialTests {
  static let today = LocalDate(year: 2026, month: 5, day: 1)
  static let sexes: [(cell: String, sex: Sex?)] = [
    ("", nil), ("m", .male), ("F", .female), ("1", .male), ("2", .female), ("girl", .female),
    ("Boy", .male),
  ]

  /// A generated file and the lines the reference expects (the bad rows left out, as
  /// `--skip-invalid` leaves them), with the line numbers of the bad rows.
  static func generate(children: Bool, seed: UInt64, rows: Int)
    -> (input: String, expected: String, badLines: [Int])
  {
    var generator = SeededGenerator(seed: seed)
    let header = children ? "weight_kg,height_cm,sex,age_months" : "weight_kg,height_cm"
    let added = ["bmi", "category", "reference", "implausible"] + (children ? childNames : [])
    var input = header + "\n"
    var expected = ([header] + added).joined(separator: ",") + "\n"
    var badLines: [Int] = []
    for row in 0..<rows {
      let weight = Double(Int.random(in: 80...1_500, using: &generator)) / 10
      let height = Double(Int.random(in: 800...2_100, using: &generator)) / 10
      // Now and then an exact tie: 16.9 kg at 104 cm is BMI 15.625.
      let tie = Int.random(in: 0..<20, using: &generator) == 0
      let weightCell = tie ? "16.9" : String(weight)
      let heightCell = tie ? "104" : String(height)
      var cells = [weightCell, heightCell]
      var sex: Sex?
      var months: Double?
      if children {
        let pick = sexes.randomElement(using: &generator)!
        sex = pick.sex
        let ageKind = Int.random(in: 0..<5, using: &generator)
        if ageKind > 0 {
          months = Double(Int.random(in: 100...3_000, using: &generator)) / 10
        }
        cells += [pick.cell, months.map { String($0) } ?? ""]
      }
      if Int.random(in: 0..<40, using: &generator) == 0 {
        cells[0] = "heavy"
        badLines.append(row + 2)
        input += cells.joined(separator: ",") + "\n"
        continue
      }
      input += cells.joined(separator: ",") + "\n"
      let fields = reference(
        weight: tie ? 16.9 : weight, height: tie ? 104 : height, sex: sex, months: months,
        children: children)
      expected += (cells + fields).map { CSVCodec.field($0) }.joined(separator: ",") + "\n"
    }
    return (input, expected, badLines)
  }

  static let childNames = [
    "reason", "assessed_age_months", "percentile", "z_score", "percent_of_p95", "bmi_p95",
    "original_percentile", "original_z_score", "percent_of_median", "bmi_p50",
    "weight_percentile", "weight_z_score", "height_percentile", "height_z_score",
    "modified_bmi_z", "modified_weight_z", "modified_height_z", "biv_weight", "biv_height",
    "biv_bmi", "biv", "extended",
  ]

  /// The added fields of one row, the slow way: `Assessor.assess` and plain formatting.
  static func reference(weight: Double, height: Double, sex: Sex?, months: Double?, children: Bool)
    -> [String]
  {
    let request = AssessmentRequest(
      weightKilograms: weight, heightCentimetres: height,
      person: Person(sex: sex, age: months.map { .months($0) }), measuredOn: today)
    func score(_ value: Double) -> String {
      value.isFinite ? FixedDecimal(value, places: 2, rule: .exactBinary).description : ""
    }
    let age = months.map { FixedDecimal($0, places: 2).description } ?? ""
    let bmi = FixedDecimal(
      BMICalculator().bmi(weightKilograms: weight, heightCentimetres: height), places: 2)
    do {
      let assessment = try Assessor().assess(request, today: today)
      if let who = assessment.who {
        // Under 24 months the WHO's class and reference (no WHO column: no who_* fields),
        // and its BMI-for-age under the CDC's names: the percentile Φ(z), z as printed.
        let status = who.scores.weightStatus?.whoClass.rawValue ?? ""
        let bmiForAge = who.scores.bmiForAge
        let percentile = bmiForAge.isGiven ? score(100 * CodyNormal.cdf(bmiForAge.z)) : ""
        let z = bmiForAge.isGiven ? bmiForAge.rounded.description : ""
        return [who.bmi?.description ?? "", status, who.reference.rawValue, "", "", age]
          + [percentile, z] + Array(repeating: "", count: 18)
      }
      if let adult = assessment.adult {
        var flag = ""
        if adult.bmi.doubleValue < PlausibleBMI.adult.lowerBound { flag = "bmi-low" }
        if adult.bmi.doubleValue > PlausibleBMI.adult.upperBound { flag = "bmi-high" }
        let base = [adult.bmi.description, adult.category.rawValue, "who-adult", flag]
        return base + (children ? ["", age] + Array(repeating: "", count: 20) : [])
      }
      let child = try #require(assessment.child)
      let s = child.scores
      let biv = s.implausible
      var flags: [String] = []
      if biv.weight == .low { flags.append("weight-low") }
      if biv.weight == .high { flags.append("weight-high") }
      if biv.height == .low { flags.append("height-low") }
      if biv.height == .high { flags.append("height-high") }
      if biv.bmi == .low { flags.append("bmi-low") }
      if biv.bmi == .high { flags.append("bmi-high") }
      let numbers = [
        s.bmiPercentile, s.bmiZ, s.percentOfP95, s.bmiP95, s.originalBMIPercentile,
        s.originalBMIZ, s.percentOfMedian, s.bmiP50, s.weightPercentile, s.weightZ,
        s.heightPercentile, s.heightZ, s.modifiedBMIZ, s.modifiedWeightZ, s.modifiedHeightZ,
      ].map(score)
      return [
        child.bmi?.description ?? "", child.category?.rawValue ?? "", "cdc-2000",
        flags.joined(separator: ";"), "", age,
      ] + numbers + [
        String(biv.weight.rawValue), String(biv.height.rawValue), String(biv.bmi.rawValue),
        String(biv.isAny), String(s.isExtended),
      ]
    } catch {
      let reason = (error as? AssessmentError).map { AssessmentReason($0).rawValue } ?? "?"
      return [bmi.description, "", "", "", reason, age] + Array(repeating: "", count: 20)
    }
  }

  @Test(arguments: [(false, UInt64(1)), (true, 2), (true, 3), (false, 4)])
  func run_generatedFile_sameBytesAsTheSlowReference(children: Bool, seed: UInt64) async {
    let file = Self.generate(children: children, seed: seed, rows: 2_000)
    // The file holds every kind of row the reference knows.
    let kinds =
      children ? ["cdc-2000", "who-adult", "who-2006", "sex-missing"] : ["who-adult"]
    for kind in kinds + [",15.63,"] { #expect(file.expected.contains(kind), "\(kind)") }
    #expect(file.badLines.count > 20)
    let request = BatchRequest(inputPath: "in.csv", skipsInvalidRows: true)
    let one = await BatchRun.run(file.input, request: request, readChunk: 997, chunkSize: 4_096)
    #expect(one.output == file.expected)
    #expect(one.rejected.map(\.line) == file.badLines)
    for slice in [97, 1_000] {
      let two = await BatchRun.run(
        file.input, request: request, readChunk: 997, chunkSize: 4_096, sliceSize: slice)
      #expect(two.output == file.expected, "two cores, slice \(slice)")
      #expect(two.rejected.map(\.line) == file.badLines, "two cores, slice \(slice)")
    }
  }
}
