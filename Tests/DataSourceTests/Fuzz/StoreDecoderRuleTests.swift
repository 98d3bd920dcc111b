import DataSource
import Testing

/// Documents that break the store's rules through JSON's leeway, found while fuzzing. Were
/// they accepted, the encoder would write them back faithfully and the next read would refuse
/// the file: one write would turn a readable store into a "damaged" one.
struct StoreDecoderRuleTests {
  @Test(arguments: [
    // Two `profiles` members.
    (
      #"{"schema_version": 1, "profiles": [{"name": "a", "height_cm": 170}], "profiles": []}"#,
      1, 70, "a second member named 'profiles' in one object"
    ),
    // Version 0: one name twice as a key of `profiles`.
    (
      #"{"profiles": {"a": {"height": 170}, "a": {"height": 180}}}"#,
      1, 37, "a second member named 'a' in one object"
    ),
    // Version 0: an empty name, which version 1 refuses.
    (#"{"profiles": {"": {"height": 170}}}"#, 1, 15, "a profile name cannot be empty"),
    // Version 0: one day twice as a key of `weights`.
    (
      #"{"profiles": {"a": {"height": 170, "weights": {"2026-01-01": 70, "2026-01-01": 71}}}}"#,
      1, 66, "a second member named '2026-01-01' in one object"
    ),
    // An entry naming its date twice.
    (
      #"{"schema_version": 2, "profiles": [{"name": "a", "height_cm": 170, "entries": [{"date": "2026-01-01", "weight_kg": 70, "date": "2026-01-02"}]}]}"#,
      1, 120, "a second member named 'date' in one object"
    ),
  ])
  func decode_documentBreakingTheRules_refusedWhereItBreaksThem(
    text: String, line: Int, column: Int, reason: String
  ) {
    #expect(throws: StoreDocumentDecoder.Failure.self) {
      _ = try StoreDocumentDecoder.decode(Array(text.utf8))
    }
    do {
      _ = try StoreDocumentDecoder.decode(Array(text.utf8))
    } catch {
      guard case .malformed(let problem) = error else {
        Issue.record("expected a malformed document, got \(error)")
        return
      }
      #expect([problem.line, problem.column] == [line, column])
      #expect(problem.reason == reason)
    }
  }

  @Test func decode_manyWeightsByDate_readsThemAll() throws {
    let weights = (1...28).map { "\"2026-02-\($0 < 10 ? "0" : "")\($0)\": \(60 + $0)" }
    let text =
      #"{"profiles": {"a": {"height": 170, "weights": {"# + weights.joined(separator: ", ") + "}}}}"
    let decoded = try StoreDocumentDecoder.decode(Array(text.utf8))
    #expect(decoded.document.profiles.first?.entries.count == 28)
    #expect(StoreDocumentRules.brokenRule(in: decoded.document) == nil)
  }
}
