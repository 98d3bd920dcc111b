import DataSource
import Foundation
import TestSupport
import Testing

/// Hostile text through `JSONReader` (the reader under the store and import): each input
/// ends in a value or a `JSONError` pointing inside the text, nesting stops at the limit
/// instead of overflowing the stack, and anything the reader accepts is JSON by an
/// independent parser too (Foundation's, which is more lenient, never stricter).
struct JSONReaderFuzzTests {
  static let seeds = [
    #"{"a": [1, -2.5e3, true, false, null, "x\"y\\u00e9\ud83d\ude00\t"], "b": {"c": {}}, "d": []}"#,
    #"[0, 1.0, "", " ", {"k": "v"}, -0, 1E+2, 0.5e-3]"#, #""plain é""#, "12", "null",
  ].map { Array($0.utf8) }

  static let tokens = [
    "\"", "\\", "\\u", "\\ud800", "\\udc00", "\\u00", "{", "}", "[", "]", ",", ":", " ", "\n",
    "1e400", "-", ".", "e", "+", "0", "01", "null", "tru", "fals", "\u{0}", "\t", "é",
  ]

  @Test func skipValue_fourThousandMutatedTexts_valueOrErrorInsideTheText() {
    var mutator = ByteMutator(seed: 0x150, seeds: Self.seeds, tokens: Self.tokens)
    let accepted = mutator.accepted(of: 4_000, by: Self.check)
    #expect(accepted > 100)
  }

  @Test func skipValue_extremes_valueOrErrorWithoutOverflowingTheStack() {
    for input in HostileBytes.extremes(embedding: { #"{"a": ["\#($0)", \#($0)]}"# }) {
      Self.check(input)
    }
  }

  @Test(arguments: ["[", "{\"a\":", "[{\"a\":"])
  func skipValue_100kOpenings_stopsAtTheNestingLimit(opening: String) {
    var sut = JSONReader(HostileBytes.nested(opening))
    #expect {
      try sut.skipValue()
    } throws: { error in
      (error as? JSONError)?.reason == "values nested too deeply"
    }
  }

  @Test func readNumber_hundredThousandDigits_refusedOrRead() throws {
    var tooLarge = JSONReader(Array(HostileBytes.number(digits: 100_000).utf8))
    #expect(throws: JSONError(line: 1, column: 1, reason: "the number is too large")) {
      _ = try tooLarge.readNumber()
    }
    // Too small to tell from zero: read as zero, which the store then refuses as a measure.
    var tiny = JSONReader(Array(("0." + String(repeating: "0", count: 100_000) + "1").utf8))
    #expect(try tiny.readNumber() == 0)
  }

  /// Returns whether the reader accepted `bytes`; records an issue if a property broke.
  @discardableResult
  static func check(_ bytes: [UInt8]) -> Bool {
    var sut = JSONReader(bytes)
    do throws(JSONError) {
      try sut.skipValue()
      try sut.readEnd()
    } catch {
      let lines = HostileBytes.lineCount(bytes)
      #expect((1...lines).contains(error.line) && error.column >= 1 && !error.reason.isEmpty)
      return false
    }
    let independent = try? JSONSerialization.jsonObject(
      with: Data(bytes), options: [.fragmentsAllowed])
    #expect(independent != nil, "\(String(decoding: bytes.prefix(300), as: UTF8.self))")
    return true
  }
}
