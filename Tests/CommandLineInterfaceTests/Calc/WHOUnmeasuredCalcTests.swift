import Foundation
import Testing

/// `bmi calc` for a child a growth reference scores, given only what was measured (a length
/// without a weight, a weight without a length, only a head for the WHO's): the indicators
/// those measures allow, as the WHO's anthro and the CDC's cdcanthro score such a child and as
/// a batch row of the same child is scored; no BMI, and the reason in the batch rows' words.
/// An adult still needs both measures.
@MainActor
struct WHOUnmeasuredCalcTests {
  nonisolated static let girl = ["--age", "9m", "--sex", "female"]

  @Test(arguments: [
    (
      ["--height", "75"],
      [
        "No BMI  no weight given: scored by what was measured",
        "Length 75.0 cm, for a girl of 9 months",
        "z-scores: length/height-for-age 2.01",
      ]
    ),
    (
      ["--weight", "9"],
      [
        "No BMI  no length/height given: scored by what was measured",
        "Weight 9.0 kg, for a girl of 9 months", "z-scores: weight-for-age 0.73",
        "Weight-for-age: normal",
      ]
    ),
    (
      ["--head", "44"],
      [
        "No BMI  no weight or length/height given: scored by what was measured",
        "For a girl of 9 months", "z-scores: head circumference-for-age 0.13",
      ]
    ),
  ])
  func calc_oneMeasureMissing_scoresWhatWasMeasured(options: [String], lines: [String]) async {
    let sut = await InProcessRunner.run(["calc"] + options + Self.girl)
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(
      Array(sut.stdout.split(separator: "\n").prefix(lines.count))
        == lines[...].map { Substring($0) })
  }

  /// The record: no BMI or class, the measure not given null, the reason as batch rows
  /// write it (oedema first, as there).
  @Test(
    arguments: [
      (["--height", "75"], "weight-missing", "2.01", nil),
      (["--weight", "9"], "height-missing", nil, "0.73"),
      (["--head", "44"], "weight-and-height-missing", nil, nil),
      (["--height", "75", "--oedema"], "oedema", "2.01", nil),
    ] as [([String], String, String?, String?)])
  func calc_measureMissing_recordSaysWhy(
    options: [String], reason: String, lengthZ: String?, weightZ: String?
  ) async throws {
    let sut = await InProcessRunner.run(["calc"] + options + Self.girl + ["--json"])
    #expect(sut.status == 0, "\(sut.stderr)")
    let record = try #require(
      JSONSerialization.jsonObject(with: Data(sut.stdout.utf8)) as? [String: Any])
    #expect(record["bmi"] is NSNull)
    #expect(record["category"] is NSNull)
    #expect(record["reason"] as? String == reason)
    #expect((record["weight_kg"] is NSNull) == !options.contains("--weight"))
    #expect((record["height_cm"] is NSNull) == !options.contains("--height"))
    func z(_ name: String) -> String? {
      (record[name] as? NSNumber).map { String(format: "%.2f", $0.doubleValue) }
    }
    #expect(z("who_length_height_z") == lengthZ)
    #expect(z("who_weight_z") == weightZ)
  }

  /// One child, one answer: the WHO fields of `calc` are those of a batch row of the same
  /// child with the same cells empty.
  @Test(arguments: [
    (["--height", "75", "--head", "44"], ",75,2,274,44"),
    (["--weight", "9"], "9,,2,274,"),
    (["--head", "44"], ",,2,274,44"),
  ])
  func calc_measureMissing_agreesWithBatch(options: [String], row: String) async throws {
    let calc = await InProcessRunner.run(
      ["calc"] + options + ["--age", "274d", "--sex", "female", "--format", "csv"])
    let batch = try BinaryRunner.run(
      ["calc", "--input", "-", "--reference", "who"],
      stdin: "weight_kg,height_cm,sex,age_days,head\n\(row)\n")
    #expect(calc.status == 0 && batch.status == 0, "\(calc.stderr)\(batch.stderr)")
    #expect(Self.whoFields(calc.stdout) == Self.whoFields(batch.stdout))
    #expect(Self.whoFields(calc.stdout)?.isEmpty == false)
  }

  /// A CDC child (the default reference from 24 months) without a height or a weight:
  /// cdcanthro's weight- or height-for-age (waz 0.84, haz 0.74 for a girl of 8), no BMI.
  @Test(arguments: [
    (
      ["--weight", "30"],
      [
        "No BMI  no height given: scored by what was measured",
        "Weight 30.0 kg, for a girl of 8 years", "Weight-for-age z 0.84 (percentile 79.97)",
      ]
    ),
    (
      ["--height", "132"],
      [
        "No BMI  no weight given: scored by what was measured",
        "Height 132.0 cm, for a girl of 8 years", "Height-for-age z 0.74 (percentile 76.99)",
      ]
    ),
  ])
  func calc_cdcChildOneMeasureMissing_scoresItAsCdcanthro(options: [String], lines: [String])
    async
  {
    let sut = await InProcessRunner.run(["calc"] + options + ["--age", "8y", "--sex", "female"])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(
      Array(sut.stdout.split(separator: "\n").prefix(lines.count)) == lines.map { Substring($0) })
    let record = await InProcessRunner.run(
      ["calc"] + options + ["--age", "8y", "--sex", "female", "--json"])
    #expect(
      record.stdout.contains(
        #""reason": "\#(options[0] == "--weight" ? "height" : "weight")-missing""#))
    #expect(record.stdout.contains(#""bmi": null"#))
  }

  /// Who is not a child a reference scores, or needs what is missing, is refused as before.
  @Test(arguments: [
    (["--weight", "70"], "bmi: missing --height H for 'bmi calc'; see 'bmi calc --help'\n"),
    (
      ["--head", "50", "--age", "8y", "--sex", "female"],
      "bmi: missing --weight W for 'bmi calc'; see 'bmi calc --help'\n"
    ),
    (
      ["--height", "75", "--save", "kid"] + girl,
      "bmi: cannot tell where the store is: pass --store PATH, or set BMI_STORE or HOME\n"
    ),
    (
      ["--weight", "9", "--waist", "40"] + girl,
      "bmi: missing --height H for 'bmi calc'; see 'bmi calc --help'\n"
    ),
    (
      ["--height", "75", "--format", "value"] + girl,
      "bmi: --format value prints the BMI, and there is none without a weight and a height; "
        + "the WHO's scores are in --format json, csv or ndjson\n"
    ),
  ])
  func calc_measureMissing_refusedWhereNeeded(options: [String], message: String) async {
    let sut = await InProcessRunner.run(["calc"] + options)
    #expect(sut.status == 64)
    #expect(sut.stderr == message)
    #expect(sut.stdout.isEmpty)
  }

  /// `--save` stores the height and logs the weight: it needs both, child or not.
  @Test func calc_saveWithoutWeight_isRefusedAndSavesNothing() async throws {
    let session = try TrackingSession()
    let sut = await session.run(["calc", "--height", "75", "--save", "kid"] + Self.girl)
    #expect(sut.status == 64)
    #expect(sut.stderr == "bmi: missing --weight W for 'bmi calc'; see 'bmi calc --help'\n")
    let profiles = await session.run(["profile", "list", "--format", "csv"])
    #expect(!profiles.stdout.contains("kid"))
  }

  /// A child's profile with no weigh-in yet: its height and birth date are scored.
  @Test func calc_childProfileWithoutWeighIn_scoresItsLength() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "kid", "--height", "75", "--sex", "female", "--born", "2025-04-15"]
    ])
    let sut = await session.run(["calc", "--profile", "kid", "--date", "2026-01-15", "--json"])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stdout.contains(#""reason": "weight-missing""#))
    #expect(sut.stdout.contains(#""who_length_height_z": 1.99"#), "\(sut.stdout)")
  }

  /// The `who_` columns of a CSV of one record, by name.
  static func whoFields(_ csv: String) -> [String: String]? {
    let lines = csv.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count >= 2 else { return nil }
    let names = lines[0].split(separator: ",", omittingEmptySubsequences: false)
    let cells = lines[1].split(separator: ",", omittingEmptySubsequences: false)
    var fields: [String: String] = [:]
    for (name, cell) in zip(names, cells) where name.hasPrefix("who_") && !cell.isEmpty {
      fields[String(name)] = String(cell)
    }
    return fields
  }

  /// A child of a known age measured but not weighed, without a sex: the refusal says the
  /// sex would do, as the weight would; an adult's says the weight alone.
  @Test func calc_childWithoutSexOrWeight_refusalNamesTheSexToo() async {
    let child = await InProcessRunner.run(["calc", "--head", "45", "--age", "3m"])
    #expect(child.status == 64)
    #expect(
      child.stderr
        == "bmi: missing --weight W for 'bmi calc', or --sex female|male: a child is scored by what was measured once the sex is known; see 'bmi calc --help'\n"
    )
    let adult = await InProcessRunner.run(["calc", "--height", "170", "--age", "30y"])
    #expect(adult.status == 64)
    #expect(adult.stderr == "bmi: missing --weight W for 'bmi calc'; see 'bmi calc --help'\n")
  }
}
