import DataSource
import Foundation
import Testing

/// `WHOGrowthTables+*.swift` are generated from the WHO's tables in
/// `Tests/ModelTests/Support/WHO/tables` (copied unchanged from the WHO's packages): this test
/// is the generator, and fails when a checked-in file is stale or a table has a gap.
/// Regenerate with `BMI_REGENERATE=1 swift test --filter WHOGrowthTablesTests`.
struct WHOGrowthTablesTests {
  /// A generated file: its table, its name, the source file, the key column and a title.
  struct Source: Sendable, CustomTestStringConvertible {
    let table: WHOGrowthTables.Table
    let name: String
    let file: String
    let key: String
    let title: String

    var testDescription: String { name }
    var typeName: String { name.prefix(1).uppercased() + name.dropFirst() }
    var fileName: String {
      "WHOGrowthTables+\(typeName.replacingOccurrences(of: "Bmi", with: "BMI")).swift"
    }
  }

  static let sources: [Source] = [
    Source(
      table: .weightForAge, name: "weightForAge", file: "who2006-weight-for-age.csv",
      key: "age_days", title: "Weight-for-age (kg), 2006"),
    Source(
      table: .lengthHeightForAge, name: "lengthHeightForAge",
      file: "who2006-length-height-for-age.csv", key: "age_days",
      title: "Length-for-age (days 0-730) and height-for-age (cm), 2006"),
    Source(
      table: .bmiForAge, name: "bmiForAge", file: "who2006-bmi-for-age.csv", key: "age_days",
      title: "BMI-for-age (kg/m²), 2006"),
    Source(
      table: .headCircumferenceForAge, name: "headCircumferenceForAge",
      file: "who2006-head-circumference-for-age.csv", key: "age_days",
      title: "Head circumference-for-age (cm), 2006"),
    Source(
      table: .armCircumferenceForAge, name: "armCircumferenceForAge",
      file: "who2006-arm-circumference-for-age.csv", key: "age_days",
      title: "Arm circumference-for-age (cm), 2006"),
    Source(
      table: .weightForLength, name: "weightForLength", file: "who2006-weight-for-length.csv",
      key: "length_cm", title: "Weight-for-length (kg), 2006"),
    Source(
      table: .weightForHeight, name: "weightForHeight", file: "who2006-weight-for-height.csv",
      key: "height_cm", title: "Weight-for-height (kg), 2006"),
    Source(
      table: .bmiForAge2007, name: "bmiForAge2007", file: "who2007-bmi-for-age.csv",
      key: "age_months", title: "BMI-for-age (kg/m²), 2007"),
    Source(
      table: .heightForAge2007, name: "heightForAge2007", file: "who2007-height-for-age.csv",
      key: "age_months", title: "Height-for-age (cm), 2007"),
    Source(
      table: .weightForAge2007, name: "weightForAge2007", file: "who2007-weight-for-age.csv",
      key: "age_months", title: "Weight-for-age (kg), 2007"),
  ]

  static let sourcesFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/DataSource/ReferenceData")

  /// The Swift file for `source`, from its CSV; fails on a missing or out-of-order row.
  static func generated(_ source: Source) throws -> String {
    let rows = try WHOFixture.rows("tables/\(source.file)")
    var lines = [
      "// Generated from `\(source.file)` by `WHOGrowthTablesTests`; do not edit.",
      "// © World Health Organization (see `WHOGrowthTables.swift`). Regenerate:",
      "//   BMI_REGENERATE=1 swift test --filter WHOGrowthTablesTests",
      "",
      "extension WHOGrowthTables {",
    ]
    for (code, sex) in [("1", "Boys"), ("2", "Girls")] {
      let ofSex = rows.filter { $0["sex"] == code }
      let keys = ofSex.map { row -> Int in
        let value = Double(row[source.key]!)!
        return source.key.hasSuffix("_cm") ? Int((value * 10).rounded()) : Int(value)
      }
      try #require(keys == Array(source.table.firstKey...source.table.lastKey))
      if sex == "Girls" { lines.append("") }
      lines.append(
        "  /// \(source.title), \(sex.lowercased()): L, M, S at each key from "
          + "\(source.table.firstKey) to \(source.table.lastKey).")
      lines.append("  @usableFromInline static let \(source.name)\(sex): [Double] = [")
      for row in ofSex { lines.append("    \(row["l"]!), \(row["m"]!), \(row["s"]!),") }
      lines.append("  ]")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  @Test(arguments: sources)
  func checkedInFile_isGeneratedFromTheWHOTable(_ source: Source) throws {
    let path = Self.sourcesFolder.appendingPathComponent(source.fileName)
    let expected = try Self.generated(source)
    if ProcessInfo.processInfo.environment["BMI_REGENERATE"] == "1" {
      try expected.write(to: path, atomically: true, encoding: .utf8)
    }
    let actual = try String(contentsOf: path, encoding: .utf8)
    #expect(actual == expected, "stale: BMI_REGENERATE=1 swift test --filter WHOGrowthTablesTests")
  }

  @Test(arguments: sources)
  func compiledTable_equalsTheCSVValues(_ source: Source) throws {
    let rows = try WHOFixture.rows("tables/\(source.file)")
    for (code, sex) in [("1", Sex.male), ("2", Sex.female)] {
      let values = rows.filter { $0["sex"] == code }.flatMap {
        [Double($0["l"]!)!, Double($0["m"]!)!, Double($0["s"]!)!]
      }
      #expect(WHOGrowthTables.parameters(source.table, sex: sex) == values)
    }
  }
}
