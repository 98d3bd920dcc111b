import DataSource
import Model
import Testing

/// An NDJSON export with a line that is no JSON object (a `NaN`, a number too large, a key
/// twice, a lone surrogate): refused with its line, or with `--skip-invalid` counted and
/// left out while the other lines are taken, as a CSV row of the wrong shape is.
struct NDJSONSkipInvalidTests {
  static func line(_ weight: String, day: Int) -> String {
    "{\"profile\":\"ann\",\"default\":true,\"height_cm\":175,\"units\":\"metric\","
      + "\"date\":\"2026-11-0\(day)\",\"weight_kg\":\(weight)}\n"
  }

  @Test(arguments: ["NaN", "1e999", "70,\"weight_kg\":71", "\"\\ud800\""])
  func read_badLineWithSkipInvalid_countedAndTheRestTaken(weight: String) throws {
    let text = Self.line("70", day: 1) + Self.line(weight, day: 2) + Self.line("71", day: 3)
    #expect(throws: ImportFailure.self) {
      try ImportReader(options: ImportOptions()).read(Array(text.utf8))
    }
    var options = ImportOptions()
    options.skipInvalid = true
    var reading = try ImportReader(options: options).open(Array(text.utf8))
    try reading.read(upTo: 10)
    let batch = reading.finish()
    #expect(batch.profiles[0].entries.map(\.kilograms) == [70, 71])
    #expect(reading.skipped.total == 1)
    #expect(reading.skipped.tallies.first?.lines == [2])
  }

  /// A one-line NDJSON export whose line is no JSON (a bare `NaN`): its fault and place, not
  /// "not a bmi export" (its keys are an export row's); another app's object still is that.
  @Test func read_oneBadLine_faultAndPlaceNamed() {
    let text = Self.line("NaN", day: 1)
    #expect {
      try ImportReader(options: ImportOptions()).read(Array(text.utf8))
    } throws: { error in
      guard case .json(let problem) = error as? ImportFailure else { return false }
      return problem.line == 1 && problem.column == 98
    }
    let foreign = "{\"name\":\"ann\",\"items\":[1,2],\"weight\":NaN}\n"
    #expect {
      try ImportReader(options: ImportOptions()).read(Array(foreign.utf8))
    } throws: { error in
      guard case .notExportJSON = error as? ImportFailure else { return false }
      return true
    }
  }
}
