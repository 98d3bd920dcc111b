import DataSource
import Testing

@testable import Model

/// Every z-score and flag the WHO's own programs printed for the research grids and surveys
/// (`anthro_zscores` of anthro 1.1.0.9000 and `anthroplus_zscores` of anthroplus 1.0.0.9000,
/// run in R 4.2.2 on this project's machine), compared as printed text: the age edges, z at
/// ±3 and ±5 ± 0.005, every 0.1 cm of weight-for-length/height with and without age,
/// lying/standing mismatches, oedema, and inputs that put the z within an ulp of x.xx5. The
/// fixtures keep the rows whose sex is known and whose measures are above zero (the app
/// refuses the others before scoring): `Support/WHO/README.md`.
struct WHOGrowthScorerGridTests {
  let sut = WHOGrowthScorer()

  static func printed(_ score: WHOScore) -> (z: String, flag: String) {
    guard score.isGiven else { return ("", "") }
    return (score.rounded.description, score.isFlagged ? "1" : "0")
  }

  static func number(_ text: String?) -> Double {
    guard let text, !text.isEmpty else { return .nan }
    return Double(text)!
  }

  @Test func anthro_everyPrintedZAndFlag_equal() throws {
    let rows = try WHOFixture.rows("anthro-grid.csv")
    var compared = 0
    var mismatches: [String] = []
    for (index, row) in rows.enumerated() {
      let sex: Sex = row["sex"] == "1" ? .male : .female
      let ageText = row["age"] ?? ""
      let age: WHOAge? =
        ageText.isEmpty
        ? nil
        : row["unit"] == "m"
          ? WHOAge(months: Double(ageText)!) : WHOAge(days: Double(ageText)!)
      let measured: WHOMeasuredPosition? =
        switch row["measure"] {
        case "l": .lying
        case "h": .standing
        default: nil
        }
      var scores = sut.scores(
        sex: sex, age: age, weightKilograms: Self.number(row["weight"]),
        heightCentimetres: Self.number(row["lenhei"]), measured: measured,
        oedema: row["oedema"] == "y", headCentimetres: Self.number(row["headc"]),
        armCentimetres: Self.number(row["armc"]))
      // anthro scores under 60 months only; the assessor sends older children to the 2007
      // reference.
      if scores.standard != .childGrowth2006 { scores = .none }
      let mine: [(String, String, WHOScore)] = [
        ("zlen", "flen", scores.lengthHeightForAge), ("zwei", "fwei", scores.weightForAge),
        ("zwfl", "fwfl", scores.weightForLength), ("zbmi", "fbmi", scores.bmiForAge),
        ("zhc", "fhc", scores.headCircumferenceForAge),
        ("zac", "fac", scores.armCircumferenceForAge),
      ]
      for (zName, flagName, score) in mine {
        let (z, flag) = Self.printed(score)
        compared += 1
        if z != row[zName] || flag != row[flagName] {
          mismatches.append(
            "row \(index + 2) \(zName): \(z)/\(flag), anthro \(row[zName]!)/\(row[flagName]!)")
        }
      }
      if age != nil, scores.standard == .childGrowth2006 {
        let nineMonths = scores.isStandingUnder9Months ? "1" : "0"
        if nineMonths != row["c9mo_flag"] { mismatches.append("row \(index + 2) c9mo_flag") }
      }
    }
    #expect(compared == 172_116)
    #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(10))")
  }

  @Test func anthroplus_everyPrintedZAndFlag_equal() throws {
    let rows = try WHOFixture.rows("anthroplus-grid.csv")
    var compared = 0
    var mismatches: [String] = []
    for (index, row) in rows.enumerated() {
      guard let ageText = row["age_months"], !ageText.isEmpty else { continue }
      let sex: Sex = row["sex"] == "1" ? .male : .female
      var scores = sut.scores(
        sex: sex, age: WHOAge(months: Double(ageText)!),
        weightKilograms: Self.number(row["weight"]),
        heightCentimetres: Self.number(row["height"]), measured: nil,
        oedema: row["oedema"] == "y")
      if scores.standard != .reference2007 { scores = .none }
      let mine: [(String, String, WHOScore)] = [
        ("zhfa", "fhfa", scores.lengthHeightForAge), ("zwfa", "fwfa", scores.weightForAge),
        ("zbfa", "fbfa", scores.bmiForAge),
      ]
      for (zName, flagName, score) in mine {
        let (z, flag) = Self.printed(score)
        compared += 1
        if z != row[zName] || flag != row[flagName] {
          mismatches.append(
            "row \(index + 2) \(zName): \(z)/\(flag), anthroplus \(row[zName]!)/\(row[flagName]!)"
          )
        }
      }
    }
    #expect(compared > 24_000)
    #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(10))")
  }
}
