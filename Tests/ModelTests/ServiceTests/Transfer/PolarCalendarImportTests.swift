import DataSource
import Testing

@testable import Model

/// Polar Flow's data export, `calendar-items-*.json`: one object of the diary's lists, the
/// weigh-ins under `weights` in kilograms at their local date; pretty-printed or on one line
/// (not NDJSON), whatever the profile's units.
struct PolarCalendarImportTests {
  static let file = """
    {
      "exportVersion": "1.6",
      "perceivedRecovery": [],
      "physicalInformations": [
        {"dateTime": "2024-01-01T10:00:00.000+01:00", "sex": "MALE", "vo2Max": 48}
      ],
      "notes": [{"note": "felt good", "date": "2024-02-01T00:00:00.000+01:00"}],
      "feelings": [],
      "weights": [
        {"weight": 80.5, "date": "2024-02-01T00:00:00.000"},
        {"weight": 79.8, "date": "2024-02-08T07:10:00.000"},
        {"weight": 79.2, "date": "2024-02-15T00:00:00.000"}
      ],
      "feedbacks": []
    }

    """

  @Test(arguments: [false, true], [UnitSystem.metric, .imperial])
  func read_weights_kilogramsAtTheirDate(oneLine: Bool, units: UnitSystem) throws {
    let text = oneLine ? Self.file.split(separator: "\n").joined() + "\n" : Self.file
    let bytes = Array(text.utf8)
    #expect(PolarCalendarJSON.isPolar(bytes))
    let batch = try ImportReader(options: ImportOptions(profileUnits: units, perDay: .last))
      .read(bytes)
    #expect(batch.format == .polarFlow)
    #expect(batch.profiles[0].entries.map(\.kilograms) == [80.5, 79.8, 79.2])
    #expect(
      batch.profiles[0].entries.map(\.date.description) == [
        "2024-02-01", "2024-02-08", "2024-02-15",
      ])
  }

  /// A weigh-in without a readable weight or date refuses the file, naming it, or with
  /// `--skip-invalid` is counted.
  @Test func read_badWeighIn_refusedOrCounted() throws {
    let bad = Array(
      #"{"exportVersion": "1.6", "weights": [{"weight": 80.5, "date": "2024-02-01T00:00:00.000"}, {"weight": "x", "date": "2024-02-02T00:00:00.000"}]}"#
        .utf8)
    #expect(throws: ImportFailure.self) {
      _ = try ImportReader(options: .init(units: nil)).read(bad)
    }
    var options = ImportOptions(units: nil)
    options.skipInvalid = true
    let reading = try ImportReader(options: options).open(bad)
    #expect(reading.skipped.tallies.map(\.reason) == [.unreadable(column: "weight")])
  }
}
