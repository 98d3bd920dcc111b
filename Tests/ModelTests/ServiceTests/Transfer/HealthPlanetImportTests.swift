import DataSource
import Testing

@testable import Model

/// Tanita Health Planet's `innerscan` JSON as its API gives it: the `6021` tag's kilograms
/// (as text) at the scale's local date and time, every other tag another measure, whatever the
/// profile's units.
struct HealthPlanetImportTests {
  static let file = """
    {"birth_date":"19900101","data":[\
    {"date":"202401010712","keydata":"80.40","model":"01000144","tag":"6021"},\
    {"date":"202401010712","keydata":"22.10","model":"01000144","tag":"6022"},\
    {"date":"202401012105","keydata":"80.90","model":"01000144","tag":"6021"},\
    {"date":"202401020705","keydata":"80.10","model":"01000144","tag":"6021"}],\
    "height":"170","sex":"female"}

    """

  @Test(arguments: [UnitSystem.metric, .imperial])
  func read_weightTag_kilogramsAtTheScalesDate(units: UnitSystem) throws {
    let bytes = Array(Self.file.utf8)
    #expect(HealthPlanetJSON.isHealthPlanet(bytes))
    let options = ImportOptions(profileUnits: units, perDay: .first)
    var reading = try ImportReader(options: options).open(bytes)
    try reading.read(upTo: reading.rowCount)
    #expect(reading.skipped.tallies.map(\.reason) == [.otherMeasure])
    let batch = try ImportReader(options: options).read(bytes)
    #expect(batch.format == .healthPlanet)
    // The day's first by its time: 07:12, not 21:05.
    #expect(batch.profiles[0].entries.map(\.kilograms) == [80.4, 80.1])
    #expect(batch.profiles[0].entries.map(\.date.description) == ["2024-01-01", "2024-01-02"])
  }

  /// A weight or date that cannot be read refuses the file, or is counted with
  /// `--skip-invalid`.
  @Test(arguments: [
    #"{"date":"202401020705","keydata":"x","tag":"6021"}"#,
    #"{"date":"2024010207","keydata":"80.1","tag":"6021"}"#,
  ])
  func read_badWeighIn_refusedOrCounted(element: String) throws {
    let bad = Array(
      (#"{"birth_date":"19900101","data":[{"date":"202401010712","keydata":"80.40","tag":"6021"},"#
        + element + "]}").utf8)
    #expect(throws: ImportFailure.self) {
      _ = try ImportReader(options: .init(units: nil)).read(bad)
    }
    var options = ImportOptions(units: nil)
    options.skipInvalid = true
    #expect(try ImportReader(options: options).read(bad).profiles[0].entries.count == 1)
  }
}
