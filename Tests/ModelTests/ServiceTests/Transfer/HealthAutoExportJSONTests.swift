import DataSource
import Model
import Testing

/// Health Auto Export's JSON: `weight_body_mass` points in the metric's units on their local
/// dates in `--tz`, ordered by time for `--per-day`; other metrics' points counted; a weight
/// point that cannot be read refuses the file unless `--skip-invalid`.
struct HealthAutoExportJSONTests {
  static func file(_ weights: [String], units: String = "lb") -> [UInt8] {
    Array(
      """
      {
        "data" : {
          "metrics" : [
            {
              "name" : "step_count",
              "units" : "count",
              "data" : [ { "date" : "2026-03-01 00:00:00 -0500", "qty" : 8123, "source" : "iPhone" } ]
            },
            {
              "name" : "weight_body_mass",
              "units" : "\(units)",
              "data" : [
                \(weights.joined(separator: ",\n          "))
              ]
            }
          ]
        }
      }
      """.utf8)
  }

  static func point(_ date: String, _ quantity: String) -> String {
    #"{ "date" : "\#(date)", "qty" : \#(quantity), "source" : "Withings" }"#
  }

  static func read(_ bytes: [UInt8], _ options: ImportOptions) throws -> ImportBatch {
    var reading = try ImportReader(options: options).open(bytes)
    try reading.read(upTo: 100)
    return reading.finish()
  }

  @Test func read_weights_poundsOnTheirLocalDates() throws {
    let bytes = Self.file([
      Self.point("2026-03-01 07:12:00 -0500", "190.2"),
      Self.point("2026-03-01 21:40:00 -0500", "191"),
      Self.point("2026-03-02 07:05:00 -0500", "189.6"),
    ])
    var options = ImportOptions(perDay: .first)
    options.zone = ImportZone(name: "America/New_York") { _ in -5 * 3600 }
    let batch = try Self.read(bytes, options)
    #expect(batch.format == .healthAutoExport)
    #expect(batch.profiles[0].entries.map(\.kilograms) == [86.273, 86.001])
    #expect(batch.profiles[0].entries.map(\.date.description) == ["2026-03-01", "2026-03-02"])
    #expect(batch.skippedRows == 1)
    // In Tokyo (+9, 14 hours ahead) the 21:40 reading is the next morning's.
    options.zone = ImportZone(name: "Asia/Tokyo") { _ in 9 * 3600 }
    let tokyo = try Self.read(bytes, options)
    #expect(tokyo.profiles[0].entries.map(\.date.description) == ["2026-03-01", "2026-03-02"])
    #expect(tokyo.profiles[0].entries.map(\.kilograms) == [86.273, 86.636])
  }

  @Test func read_kilograms_andAnUnreadablePointRefusedOrSkipped() throws {
    let kilograms = Self.file([Self.point("2026-03-01 07:12:00 +0100", "82.4")], units: "kg")
    #expect(
      try Self.read(kilograms, ImportOptions()).profiles[0].entries.map(\.kilograms) == [82.4])
    let broken = Self.file(
      [Self.point("2026-03-01 07:12:00 +0100", "82.4"), Self.point("soon", "82")], units: "kg")
    #expect(throws: ImportFailure.self) { try Self.read(broken, ImportOptions()) }
    let skipped = try Self.read(broken, ImportOptions(skipInvalid: true))
    #expect(skipped.profiles[0].entries.count == 1)
    #expect(skipped.skippedRows == 2)
  }

  /// Another JSON object with a `data` member is not taken for one.
  @Test func read_anotherObjectWithData_notTakenForHealthAutoExport() throws {
    #expect(throws: ImportFailure.self) {
      try Self.read(Array(#"{"data": [1, 2]}"#.utf8), ImportOptions())
    }
    let empty = try? Self.read(Self.file([]), ImportOptions())
    #expect(empty == nil)
  }
}
