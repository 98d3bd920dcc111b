import DataSource
import Foundation
import Model
import TestSupport
import Testing

/// Hostile CSV and NDJSON through the whole streaming batch path (`BatchStore` over an
/// in-memory stream): nothing crashes or hangs; the run ends with every row written, or at
/// a typed error; and the result does not depend on where the reads and windows cut the
/// input: tiny reads into tiny windows, on one core or shared between two, give the same
/// bytes, counts and error as one read on one core.
/// The tests run a debug build, so every write into the output window also checks
/// `ByteSink`'s bounds (`assert`, compiled out of release builds): a row that outgrew the room
/// reserved for it would stop the test.
@MainActor
struct BatchStreamFuzzTests {
  static let csvSeeds = [
    "\u{FEFF}name,weight_kg,height_cm\r\n\"Smith, \"\"Jo\"\"\",70,175\r\n\"two\nlines\",\"99.98\",200\r\n,50,180",
    "id,weight,height\n1,154lb,5ft 9in\n\n2,11st 2lb,1.75m\n3,70,175\n",
    "weight_lb;height_in\n154,69\n",
    "h,weight_kg,height_cm,n\n\"a\tb\u{1}\",70.25,175.5,é🙂\n",
    "weight_kg,height_cm,sex,age_months,population,waist_cm\n30,132,F,114.5,,60\n70,170,1,300,asian,86\n12,90,m,20,,\n30,132,,120,,\n150,100,boy,60,,\n",
    "weight,height,Gender,AGE,dob,date\n30,132,girl,,2016-07-15,2026-01-15\n70,175,2,9y6m,,\n",
  ].map { Array($0.utf8) }

  static let ndjsonSeeds = [
    "{\"id\":7,\"weight_lb\":154,\"height_in\":69}\n\n{\"height_cm\": \"175\", \"weight_kg\": 70, \"x\": [1, {\"y\": \"}\"}]}\r\n",
    "  {\"weight\": \"70 kg\", \"height\": \"5ft 9in\", \"name\": \"Jo \\\"J\\\" \\u00e9\"}\n{}\n",
    "{\"weight_kg\":30,\"height_cm\":132,\"sex\":2,\"age_months\":114,\"waist\":\"24in\"}\n{\"weight_kg\":70,\"height_cm\":175,\"sex\":null,\"dob\":\"2020-01-01\"}\n",
  ].map { Array($0.utf8) }

  static let tokens = [
    "\"", "\"\"", ",", "\n", "\r\n", "\r", "\u{FEFF}", "{", "}", ":", "\\", "\\u", "70", "175",
    "1e400", "-5", "0", "kg", "lb", "ft", "é", "\u{0}", " ", "m", "F", "2016-07-15", "9y6m",
    "asian", "240", "23.99", "in",
  ]

  @Test func stream_thousandMutatedCSVInputs_sameResultWhereverTheInputIsCut() async {
    var mutator = ByteMutator(seed: 0xBA7C, seeds: Self.csvSeeds, tokens: Self.tokens)
    var generator = SeededGenerator(seed: 0xBA7C)
    var written = 0
    for _ in 0..<1_000 {
      let input = mutator.next()
      var request = BatchRequest(
        inputPath: "in.csv", outputFormat: Bool.random(using: &generator) ? .csv : .ndjson,
        skipsInvalidRows: Bool.random(using: &generator))
      if Int.random(in: 0..<4, using: &generator) == 0 {
        // Header-less: the header line is read as a row.
        request.columnNames = ["weight_kg", "height_cm", "sex", "age_years"]
        request.writesHeader = Bool.random(using: &generator)
      }
      written += await Self.check(input, request, &generator)
    }
    #expect(written > 200)
  }

  @Test func stream_thousandMutatedNDJSONInputs_sameResultWhereverTheInputIsCut() async {
    var mutator = ByteMutator(seed: 0x9D15, seeds: Self.ndjsonSeeds, tokens: Self.tokens)
    var generator = SeededGenerator(seed: 0x9D15)
    var written = 0
    for _ in 0..<1_000 {
      let input = mutator.next()
      let request = BatchRequest(
        inputPath: "in.csv", inputFormat: .ndjson,
        outputFormat: Bool.random(using: &generator) ? .csv : .ndjson,
        skipsInvalidRows: Bool.random(using: &generator))
      written += await Self.check(input, request, &generator)
    }
    #expect(written > 150)
  }

  @Test func stream_extremes_endInRowsOrATypedError() async {
    var generator = SeededGenerator(seed: 0xE7)
    let inputs: [(BatchFormat, [UInt8])] =
      HostileBytes.extremes { "weight_kg,height_cm,note\n\($0),175,\"\($0)\"\n70,175,x\n" }
      .map { (.csv, $0) }
      + HostileBytes.extremes { #"{"weight_kg": \#($0), "height_cm": 175, "n": "\#($0)"}"# + "\n" }
      .map { (.ndjson, $0) }
    for (format, input) in inputs {
      let request = BatchRequest(inputPath: "in.csv", inputFormat: format, skipsInvalidRows: true)
      // Reads of a few KiB: one-byte reads of megabyte rows would only make the test slow.
      await Self.check(input, request, &generator, reads: 1_000...5_000)
    }
  }

  /// Runs `input` whole and cut small; records an issue if the two differ or a property
  /// broke. Returns the rows written.
  @discardableResult
  static func check(
    _ input: [UInt8], _ request: BatchRequest, _ generator: inout SeededGenerator,
    reads: ClosedRange<Int> = 1...9
  ) async -> Int {
    let text = String(decoding: input, as: UTF8.self)
    let shown = String(text.prefix(300)).debugDescription
    // `BatchRun` takes text; inputs that are not UTF-8 reach the reader repaired, which
    // still exercises every path after decoding (the reader tests take raw bytes).
    let whole = await BatchRun.run(text, request: request, readChunk: .max, chunkSize: 1 << 16)
    // Half the cut runs share each window between two cores, cut at random record
    // boundaries: the rows, messages and counts must still be those of one pass.
    let cut = await BatchRun.run(
      text, request: request, readChunk: Int.random(in: reads, using: &generator),
      chunkSize: Int.random(in: 16...80, using: &generator),
      sliceSize: Bool.random(using: &generator) ? Int.random(in: 1...40, using: &generator) : nil)
    #expect(cut.output == whole.output, "\(shown)")
    #expect(cut.store.failure == whole.store.failure, "\(shown)")
    #expect(cut.rejected == whole.rejected, "\(shown)")
    let store = whole.store
    #expect(store.rowsRead == cut.store.rowsRead && store.rowsWritten == cut.store.rowsWritten)
    if store.failure == nil {
      #expect(store.rowsWritten + store.rowsSkipped == store.rowsRead, "\(shown)")
    }
    if request.inputFormat == .csv && request.outputFormat == .ndjson {
      // Every object batch mode writes is JSON, however hostile the cells it came from.
      for line in whole.output.split(separator: "\n") {
        let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        let category = object?["category"]
        #expect(
          object?["bmi"] is NSNumber && (category is String || category is NSNull), "\(shown)")
      }
    }
    return store.rowsWritten
  }
}
