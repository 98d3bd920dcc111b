import DataSource
import TestSupport
import Testing

/// Hostile store files through `StoreDocumentDecoder`: each ends in a document or a typed
/// failure that points inside the text, nothing crashes or hangs, and whatever the decoder
/// accepts is written back by the encoder as a document that reads back the same.
struct StoreDecoderFuzzTests {
  static let seeds: [[UInt8]] = [
    StoreDocumentEncoder.encode(StoreFuzzSeeds.sample),
    StoreDocumentEncoder.encode(.empty),
    Array(StoreFuzzSeeds.handWritten.utf8),
    Array(StoreFuzzSeeds.version0.utf8),
  ]

  static let tokens = [
    "\"", "\\", "\\u", "\\ud83d", "\\ude00", "\\u0000", "{", "}", "[", "]", ",", ":", " ", "\n",
    "null", "true", "0", "-1", "1e308", "1e309", "5e-324", "70.25", "\"schema_version\": 1,",
    "\"schema_version\": 99,", "\"schema_version\": 0,", "\"profiles\": [],",
    "\"default_profile\": \"ann\",", "\"name\": \"ann\",", "\"height_cm\": 165,",
    "\"entries\": [{\"date\": \"2024-02-29\", \"weight_kg\": 61}],", "\"note\": \"é\",",
    "\"2026-01-01\": 61,", "\"units\": \"imperial\",", "\"sex\": \"male\",", "é", "🙂",
  ]

  @Test func decode_fiveThousandMutatedStores_documentOrFailureAndAcceptedOnesRoundTrip() {
    var mutator = ByteMutator(seed: 0x5702E, seeds: Self.seeds, tokens: Self.tokens)
    let accepted = mutator.accepted(of: 5_000, by: Self.check)
    // Some mutations must survive, or the round trip was never exercised.
    #expect(accepted > 50)
  }

  @Test func decode_extremes_failCleanlyWithoutOverflowingTheStack() {
    let inputs = HostileBytes.extremes { text in
      #"{"schema_version": 1, "profiles": [{"name": "\#(text)", "height_cm": \#(text)}]}"#
    }
    for input in inputs { Self.check(input) }
  }

  @Test func decode_deepNestingBeforeTheVersion_failsAtTheNestingLimit() {
    // Members before `schema_version` are skipped first, through the reader's recursion;
    // the top-level object and 63 arrays are as deep as it goes.
    let text = #"{"x": "# + String(repeating: "[", count: 100_000)
    #expect(
      throws: StoreDocumentDecoder.Failure.malformed(
        JSONError(line: 1, column: 70, reason: "values nested too deeply"))
    ) {
      _ = try StoreDocumentDecoder.decode(Array(text.utf8))
    }
  }

  /// Returns whether the decoder accepted `bytes`; records an issue if a property broke.
  @discardableResult
  static func check(_ bytes: [UInt8]) -> Bool {
    let decoded: StoreDocumentDecoder.Decoded
    do {
      decoded = try StoreDocumentDecoder.decode(bytes)
    } catch {
      switch error {
      case .malformed(let problem):
        let lines = HostileBytes.lineCount(bytes)
        #expect(
          (1...lines).contains(problem.line) && problem.column >= 1 && !problem.reason.isEmpty)
      case .newerSchema(let found):
        #expect(found > StoreDocument.currentSchemaVersion)
      }
      return false
    }
    let document = decoded.document
    #expect(StoreDocumentRules.brokenRule(in: document) == nil, "\(StoreFuzzSeeds.shown(bytes))")
    let written = StoreDocumentEncoder.encode(document)
    #expect(
      (try? StoreDocumentDecoder.decode(written))?.document == document,
      "\(StoreFuzzSeeds.shown(bytes))")
    return true
  }
}
