import DataSource
import Testing

@testable import Model

/// Endomondo's export, `Weights/*.json`: an array of readings, each an array of one-member
/// objects, read by name in any order.
struct EndomondoWeightsImportTests {
  static let file = """
    [
        [
            {"weight_kg": 75.5},
            {"date": "2019-08-31 18:31:34.0"}
        ],
        [
            {"date": "2019-08-31 07:02:00.0"},
            {"weight_kg": 76.1}
        ],
        [
            {"weight_kg": 75.1},
            {"date": "2019-09-02 07:01:00.0"}
        ],
        [
            {"date": "2019-09-03 07:01:00.0"}
        ]
    ]

    """

  @Test func read_readings_byNameFirstOfTheDayByTime() throws {
    #expect(EndomondoWeightsJSON.isEndomondo(Array(Self.file.utf8)))
    var options = ImportOptions(units: nil)
    options.perDay = .first
    let reading = try ImportReader(options: options).open(Array(Self.file.utf8))
    #expect(reading.skipped.tallies.map(\.reason) == [.otherMeasure])
    let entries = try ImportReader(options: options).read(Array(Self.file.utf8)).profiles[0]
      .entries
    #expect(entries.map(\.kilograms) == [76.1, 75.1])
    #expect(
      entries.map(\.date) == [
        LocalDate(year: 2019, month: 8, day: 31), LocalDate(year: 2019, month: 9, day: 2),
      ])
  }

  /// A weight that is no number refuses the file, naming where and the value, as a CSV row's
  /// would be; with `--skip-invalid` it is counted.
  @Test func read_weightNotANumber_refusedOrCounted() throws {
    let bad = Array(
      #"[[{"weight_kg": "75,5"}, {"date": "2019-08-31 18:31:34.0"}], [{"weight_kg": 75.1}, {"date": "2019-09-02 07:01:00.0"}]]"#
        .utf8)
    #expect(
      throws: ImportFailure.row(
        line: 1, column: 3, name: "weight_kg", .badWeight("75,5", .notANumber))
    ) { _ = try ImportReader(options: .init(units: nil)).read(bad) }
    var options = ImportOptions(units: nil)
    options.skipInvalid = true
    let reading = try ImportReader(options: options).open(bad)
    #expect(reading.skipped.tallies.map(\.reason) == [.unreadable(column: "weight_kg")])
  }
}
