import DataSource
import Model
import TestSupport
import Testing

/// Hostile FHIR files through `bmi import`'s FHIR reader: each ends in weigh-ins the store
/// would accept, or in a failure whose line lies inside the file; never a trap or a hang.
struct FHIRBundleFuzzTests {
  static let seeds: [[UInt8]] = [
    FHIRBundleReaderTests.bundle([
      FHIRBundleReaderTests.observation("29463-7", "72.4", "kg"),
      FHIRBundleReaderTests.observation("8302-2", "66.1", "[in_i]", date: "2026-11-20"),
      FHIRBundleReaderTests.observation(
        "8280-0", "86", "cm", extra: "\"note\": [{\"text\": \"x\"}],"),
    ]),
    FHIRBundleReaderTests.resource("29463-7", "150", "[lb_av]"),
  ].map { Array($0.utf8) }
  static let tokens = [
    "{", "}", "[", "]", "\"", ",", ":", "\"resourceType\"", "\"Bundle\"", "\"Observation\"",
    "\"Patient\"", "\"entry\"", "\"resource\"", "\"valueQuantity\"", "1e308", "-0", "null",
    "\"effectiveDateTime\": \"2026-02-30\"", "\"[lb_av]\"", "\"g\"", "\\u0000", "\n",
  ]

  @Test func read_threeThousandMutatedBundles_storableWeighInsOrAFailureInside() {
    var mutator = ByteMutator(seed: 0xF1A, seeds: Self.seeds, tokens: Self.tokens)
    let read = mutator.accepted(of: 3_000, by: Self.check)
    #expect(read > 300)
  }

  @Test func read_deeplyNestedResource_failsWithoutOverflowingTheStack() {
    let text =
      "{\"resourceType\": \"Observation\", \"code\": " + String(repeating: "[", count: 100_000)
    #expect(!Self.check(Array(text.utf8)))
  }

  /// Whether `bytes` read as weigh-ins; records an issue if a property broke.
  @discardableResult
  static func check(_ bytes: [UInt8]) -> Bool {
    do {
      let batch = try ImportReader(options: ImportOptions()).read(bytes)
      for profile in batch.profiles {
        #expect(StoreDocumentRules.brokenRule(in: profile.entries) == nil)
        if let details = profile.details {
          #expect(QuantityParser.heightRange.contains(details.heightCentimetres))
        }
      }
      return true
    } catch {
      if case .json(let problem) = error {
        #expect((1...HostileBytes.lineCount(bytes)).contains(problem.line) && problem.column >= 1)
      }
      return false
    }
  }
}
