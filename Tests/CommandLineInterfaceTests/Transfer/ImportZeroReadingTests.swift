import TestSupport
import Testing

/// A zero in another app's CSV is that app's "not measured" (openScale's `0.0`, EufyLife's
/// `0.000000`, a spreadsheet's `0`): the cell is empty, a row with nothing else is counted
/// without a weight, and a zero waist beside a weight leaves the weight. A negative is no
/// such marker and refuses the file; bmi's own export never writes a zero, so there one is
/// refused. The store and import topics say so.
@MainActor
struct ImportZeroReadingTests {
  @Test(arguments: ["0", "0.0", "\"0,0\"", "0.000000", "00"])
  func import_trackerCSVZero_isNotMeasured(zero: String) async throws {
    let session = try await ImportAccountingCommandTests.session(
      writing: "Date,Weight (kg),Waist (cm)\n2026-01-11,\(zero),\n2026-01-13,60.2,\(zero)\n")
    let file = session.directory.file("weights.csv")
    let sut = await session.run(["import", file])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(
      sut.stderr
        == "Imported \(file): 1 added, 0 replaced, 0 already there; 1 row skipped: 1 without a weight.\n"
    )
    let history = await session.run([
      "history", "--since", "2026-01-13", "--until", "2026-01-13", "--format", "ndjson",
    ])
    #expect(
      history.stdout.contains(#"{"date":"2026-01-13","weight_kg":60.20,"#), "\(history.stdout)")
    #expect(history.stdout.contains(#""waist_cm":null"#), "\(history.stdout)")
  }

  @Test(arguments: [
    (
      "Date,Weight (kg)\n2026-01-11,-60.2\n",
      "line 2, column 2 (Weight (kg)): '-60.2' is not a weight: must be greater than zero"
    ),
    (
      "profile,default,height_cm,date,weight_kg\nann,true,165,2026-01-11,0\n",
      "line 2, column 5 (weight_kg): '0' is not a weight: must be greater than zero"
    ),
  ])
  func import_negativeOrZeroInAnExport_refused65(text: String, message: String) async throws {
    let session = try await ImportAccountingCommandTests.session(writing: text)
    let before = session.directory.bytes(of: "store.json")
    let sut = await session.run(["import", session.directory.file("weights.csv")])
    #expect(sut.status == 65)
    #expect(sut.stderr.contains(message), "\(sut.stderr)")
    #expect(session.directory.bytes(of: "store.json") == before)
  }

  /// The topics that say a zero is refused say where it is not a value.
  @Test(arguments: [
    ("store", "The one zero that is no value is another app's CSV cell of 0"),
    ("import", "a zero weight is 'without a weight' and a zero waist beside a weight leaves"),
    ("security", "another app's CSV cell of 0 is that app's 'not measured'"),
  ])
  func helpTopic_saysAZeroInAnotherAppsCSVIsNotMeasured(topic: String, sentence: String) async {
    let sut = await InProcessRunner.run(["help", "topic", topic])
    #expect(sut.status == 0)
    // The text as words, wherever the topic's lines break.
    let words = sut.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains(sentence), "\(topic)")
  }
}
