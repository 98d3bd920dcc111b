import DataSource
import Foundation
import TestSupport
import Testing

@testable import Model

/// Random children scored beside the WHO's own programs, run in R (`anthro_zscores`,
/// `anthroplus_zscores`): every printed z equal. Needs `Rscript` with the packages anthro and
/// anthroplus; without them it is skipped and says why (the fixture tests cover the same
/// rules without R).
struct WHOGrowthScorerRTests {
  let sut = WHOGrowthScorer()

  static var rscript: String? {
    ["/usr/bin/Rscript", "/usr/local/bin/Rscript"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// Runs `script` with `Rscript`; `nil` when it fails (no packages).
  static func run(_ rscript: String, _ script: String) throws -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: rscript)
    process.arguments = ["-e", script]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  @Test func randomChildren_sameAsAnthroAndAnthroplus() throws {
    guard let rscript = Self.rscript else {
      print("WHOGrowthScorerRTests: skipped: Rscript is not installed")
      return
    }
    guard
      try Self.run(rscript, "suppressMessages({library(anthro); library(anthroplus)})") != nil
    else {
      print("WHOGrowthScorerRTests: skipped: R lacks the packages anthro and anthroplus")
      return
    }
    let directory = try TemporaryDirectory()
    var generator = SeededGenerator(seed: 21)
    var rows = ["sex,days,measure,oedema,weight,lenhei,headc,armc,months"]
    var expected: [[String]] = []
    for _ in 0..<400 {
      let sex = Bool.random(using: &generator) ? Sex.male : .female
      let days = Double(Int.random(in: 0...6900, using: &generator))
      let months = (days / 30.4375 * 100).rounded() / 100
      let lying = Bool.random(using: &generator)
      let oedema = Int.random(in: 0..<10, using: &generator) == 0
      let length = (Double.random(in: 45...180, using: &generator) * 10).rounded() / 10
      let weight = (Double.random(in: 2...70, using: &generator) * 100).rounded() / 100
      let head = (Double.random(in: 30...55, using: &generator) * 10).rounded() / 10
      let arm = (Double.random(in: 9...22, using: &generator) * 10).rounded() / 10
      rows.append(
        "\(sex == .male ? 1 : 2),\(days),\(lying ? "l" : "h"),\(oedema ? "y" : "n"),\(weight),"
          + "\(length),\(head),\(arm),\(months)")
      let under5 = sut.scores(
        sex: sex, age: WHOAge(days: days), weightKilograms: weight, heightCentimetres: length,
        measured: lying ? .lying : .standing, oedema: oedema, headCentimetres: head,
        armCentimetres: arm)
      let older = sut.scores(
        sex: sex, age: WHOAge(months: months), weightKilograms: weight,
        heightCentimetres: length, measured: nil, oedema: oedema)
      let young = under5.standard == .childGrowth2006 ? under5 : .none
      let school = older.standard == .reference2007 ? older : .none
      expected.append(
        [
          young.lengthHeightForAge, young.weightForAge, young.weightForLength, young.bmiForAge,
          young.headCircumferenceForAge, young.armCircumferenceForAge,
          school.lengthHeightForAge, school.weightForAge, school.bmiForAge,
        ].map { $0.isGiven ? $0.rounded.description : "NA" })
    }
    let input = try directory.file("in.csv", rows.joined(separator: "\n") + "\n")
    let script = """
      suppressMessages({library(anthro); library(anthroplus)})
      d <- read.csv("\(input)", stringsAsFactors = FALSE)
      a <- anthro_zscores(sex = d$sex, age = d$days, weight = d$weight, lenhei = d$lenhei,
        measure = d$measure, oedema = d$oedema, headc = d$headc, armc = d$armc)
      p <- anthroplus_zscores(sex = d$sex, age_in_months = d$months, oedema = d$oedema,
        height_in_cm = d$lenhei, weight_in_kg = d$weight)
      f <- function(x) ifelse(is.na(x), "NA", sprintf("%.2f", x + 0))
      out <- cbind(f(a$zlen), f(a$zwei), f(a$zwfl), f(a$zbmi), f(a$zhc), f(a$zac),
        f(p$zhfa), f(p$zwfa), f(p$zbfa))
      write.table(out, stdout(), sep = ",", quote = FALSE, row.names = FALSE, col.names = FALSE)
      """
    let output = try #require(try Self.run(rscript, script))
    let lines = output.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
    try #require(lines.count == expected.count)
    var mismatches = 0
    for (index, (mine, theirs)) in zip(expected, lines).enumerated() where mine != theirs {
      mismatches += 1
      if mismatches <= 5 { Issue.record("row \(index + 2): \(mine) vs R \(theirs)") }
    }
    #expect(mismatches == 0)
  }
}
