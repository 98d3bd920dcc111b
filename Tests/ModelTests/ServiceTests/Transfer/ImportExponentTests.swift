import DataSource
import Model
import Testing

/// Numbers with an exponent (`7.05e1`, as JSON may write one) in an imported file are the
/// plain number they denote: the import is the plain file's.
struct ImportExponentTests {
  static func read(_ text: String) throws(ImportFailure) -> ImportBatch {
    try ImportReader(options: ImportOptions()).read(Array(text.utf8))
  }

  /// An NDJSON export (`bmi export --format ndjson`) with its numbers as another program
  /// may write them: JSON numbers, and strings, with an exponent.
  @Test(arguments: [
    ("1.75E+2", "7.05e1", "8.2e1", "6.5e1"),
    ("17500e-2", "7050E-2", "820e-1", "6.5E1"),
    ("\"1.75e2\"", "\"7.05e1\"", "\"8.2e1\"", "\"6.5e1\""),
  ])
  func read_ndjsonExportWithExponents_isThePlainExport(
    height: String, weight: String, waist: String, goal: String
  ) throws {
    func export(_ height: String, _ weight: String, _ waist: String, _ goal: String) -> String {
      "{\"profile\":\"ann\",\"default\":true,\"height_cm\":\(height),\"goal_kg\":\(goal),"
        + "\"units\":\"metric\",\"date\":\"2026-11-21\",\"weight_kg\":\(weight),"
        + "\"waist_cm\":\(waist)}\n"
    }
    let sut = try Self.read(export(height, weight, waist, goal))
    let plain = try Self.read(export("175", "70.5", "82", "65"))
    #expect(sut == plain)
    #expect(sut.profiles[0].entries.map(\.kilograms) == [70.5])
    #expect(sut.profiles[0].details?.heightCentimetres == 175)
  }

  /// A tracker's CSV, a bare number in a column's unit (a height in metres too).
  @Test(arguments: [
    ("Date,Weight (kg)\n2026-11-21,7.05e1\n", "Date,Weight (kg)\n2026-11-21,70.5\n"),
    ("date,weight_lb\n2026-11-21,1.54E+2\n", "date,weight_lb\n2026-11-21,154\n"),
    (
      "date,weight_kg,height_m\n2026-11-21,7050e-2,1.75e0\n",
      "date,weight_kg,height_m\n2026-11-21,70.5,1.75\n"
    ),
  ])
  func read_trackerCSVWithExponents_isThePlainFile(text: String, plain: String) throws {
    let sut = try Self.read(text)
    #expect(sut == (try Self.read(plain)))
    #expect(sut.profiles[0].entries.count == 1)
  }
}
