import DataSource
import Model
import Testing

/// Google Fit's JSON from Google Takeout (`All Data`): weights as Google Fit held them (32-bit
/// floats, kept to the gram) on their local dates in `--tz`, ordered by time for
/// `--per-day`; other types counted; a point without a value refuses the file.
struct GoogleFitJSONTests {
  static func point(_ kilograms: String, seconds: Int64, type: String? = "com.google.weight")
    -> String
  {
    let typed = type.map { #""dataTypeName": "\#($0)", "# } ?? ""
    return
      #"{\#(typed)"startTimeNanos": \#(seconds)000000000, "endTimeNanos": \#(seconds)000000000, "fitValue": [{"value": {"fpVal": \#(kilograms)}}], "modifiedTimeMillis": 1, "rawTimestampNanos": 0}"#
  }

  static func file(_ points: [String], source: String = "com.google.weight") -> [UInt8] {
    Array(
      """
      {
        "Data Source": "derived:\(source):com.google.android.gms:merge_weight",
        "Data Points": [
          \(points.joined(separator: ",\n    "))
        ]
      }
      """.utf8)
  }

  static func read(_ bytes: [UInt8], _ options: ImportOptions) throws -> ImportBatch {
    var reading = try ImportReader(options: options).open(bytes)
    try reading.read(upTo: 100)
    return reading.finish()
  }

  @Test func read_weights_localDateAndTimeOrder() throws {
    // 2024-03-04 07:30 and 22:30 UTC, and 2024-03-05 07:30 UTC.
    let bytes = Self.file([
      Self.point("75.30000305175781", seconds: 1_709_537_400),
      Self.point("75.0999984741211", seconds: 1_709_591_400),
      Self.point("74.9", seconds: 1_709_623_800, type: nil),
    ])
    var options = ImportOptions(perDay: .first)
    options.zone = ImportZone(name: "UTC") { _ in 0 }
    let utc = try Self.read(bytes, options)
    #expect(utc.profiles[0].entries.map(\.kilograms) == [75.3, 74.9])
    #expect(utc.profiles[0].entries.map(\.date.description) == ["2024-03-04", "2024-03-05"])
    // In Tokyo (+9) the 22:30 reading is the next morning's, before the 16:30 one.
    options.zone = ImportZone(name: "Asia/Tokyo") { _ in 9 * 3600 }
    let tokyo = try Self.read(bytes, options)
    #expect(tokyo.profiles[0].entries.map(\.kilograms) == [75.3, 75.1])
  }

  @Test func read_otherTypesCountedAndAPointWithoutValueRefused() throws {
    let height = Self.file(
      [Self.point("1.7", seconds: 1_709_537_400, type: nil)], source: "com.google.height")
    #expect(throws: ImportFailure.self) { try Self.read(height, ImportOptions()) }
    let broken = Self.file([#"{"dataTypeName": "com.google.weight", "startTimeNanos": 1}"#])
    #expect(throws: ImportFailure.self) { try Self.read(broken, ImportOptions()) }
    let skipping = ImportOptions(skipInvalid: true)
    let mixed = Self.file([
      Self.point("75.3", seconds: 1_709_537_400),
      #"{"dataTypeName": "com.google.weight", "startTimeNanos": 1}"#,
    ])
    #expect(try Self.read(mixed, skipping).profiles[0].entries.map(\.kilograms) == [75.3])
  }

  /// The Fit REST API writes an int64 as a JSON string: `"startTimeNanos": "…"` reads as
  /// the number does; a string that is not digits is no time.
  @Test func read_nanosAsAStringOfDigits_readAsTheNumber() throws {
    let number = Self.point("75.3", seconds: 1_795_649_400)
    let quoted = number.replacing(
      #""startTimeNanos": 1795649400000000000"#, with: #""startTimeNanos": "1795649400000000000""#)
    #expect(quoted != number)
    var options = ImportOptions()
    options.zone = ImportZone.utc
    let sut = try Self.read(Self.file([quoted]), options)
    let asNumber = try Self.read(Self.file([number]), options)
    #expect(sut.profiles[0].entries == asNumber.profiles[0].entries)
    #expect(sut.profiles[0].entries.map(\.date.description) == ["2026-11-25"])
    for bad in ["1.7956494e18", " 1795649400000000000", "+1795649400000000000", "", "0x1"] {
      let point = number.replacing(
        #""startTimeNanos": 1795649400000000000"#, with: #""startTimeNanos": "\#(bad)""#)
      #expect(throws: ImportFailure.self, "\(bad)") {
        try Self.read(Self.file([point]), options)
      }
    }
  }
}
