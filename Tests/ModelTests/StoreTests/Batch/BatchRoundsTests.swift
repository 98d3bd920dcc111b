import DataSource
import TestSupport
import Testing

@testable import Model

/// Batch rows on two cores (`BatchEngine+Rounds`): each window is cut after a line feed and its
/// halves run at once, yet the output, the bad rows reported, the failure and the counts are
/// exactly those of one pass on one core, wherever the cut falls, even inside a quoted field.
@MainActor
struct BatchRoundsTests {
  /// Adults, children of every kind, blank lines, a quoted line break, CRLF, and (with
  /// `bad`) rows that cannot be read, scattered through 3,000 rows.
  static func population(bad: Bool, seed: UInt64) -> String {
    var generator = SeededGenerator(seed: seed)
    var text = "id,weight_kg,height_cm,sex,age_months,note\n"
    for id in 1...3_000 {
      let weight = Double(Int.random(in: 120...1_400, using: &generator)) / 10
      let height = Double(Int.random(in: 800...2_000, using: &generator)) / 10
      let sex = ["1", "2", "F", "boy", ""].randomElement(using: &generator)!
      let age = ["", "30.6", "119.5", "239.99", "240", "23.9", "400"].randomElement(
        using: &generator)!
      let note = ["", "\"two\nlines\"", "\"a, b\"", "x"].randomElement(using: &generator)!
      let ending = Int.random(in: 0..<10, using: &generator) == 0 ? "\r\n" : "\n"
      let isBad = bad && Int.random(in: 0..<150, using: &generator) == 0
      text += "\(id),\(isBad ? "heavy" : "\(weight)"),\(height),\(sex),\(age),\(note)\(ending)"
      if Int.random(in: 0..<200, using: &generator) == 0 { text += "\n" }
    }
    return text
  }

  @Test(arguments: [(false, false), (true, true), (true, false)])
  func run_twoCores_sameAsOneCore(bad: Bool, skipsInvalidRows: Bool) async {
    let input = Self.population(bad: bad, seed: bad ? 0xBAD : 0x600D)
    let request = BatchRequest(inputPath: "in.csv", skipsInvalidRows: skipsInvalidRows)
    let one = await BatchRun.run(input, request: request, readChunk: 5_000, chunkSize: 8_192)
    #expect(one.store.rowsWritten > (bad && !skipsInvalidRows ? 10 : 2_900))
    for slice in [1, 97, 1_000, 4_096] {
      let two = await BatchRun.run(
        input, request: request, readChunk: 5_000, chunkSize: 8_192, sliceSize: slice)
      #expect(two.output == one.output, "slice \(slice)")
      #expect(two.rejected == one.rejected, "slice \(slice)")
      #expect(two.store.failure == one.store.failure, "slice \(slice)")
      #expect(two.store.rowsRead == one.store.rowsRead, "slice \(slice)")
      #expect(two.store.rowsWritten == one.store.rowsWritten, "slice \(slice)")
      #expect(two.store.rowsSkipped == one.store.rowsSkipped, "slice \(slice)")
    }
  }

  @Test func run_ndjsonOnTwoCores_sameAsOneCore() async {
    var text = ""
    for id in 1...2_000 {
      let age = id % 3 == 0 ? ",\"age_months\":\(24 + id % 200),\"sex\":\(1 + id % 2)" : ""
      text +=
        id % 97 == 0
        ? "not json\n" : "{\"id\":\(id),\"weight_kg\":\(40 + id % 60)\(age),\"height_cm\":170}\n"
    }
    let request = BatchRequest(
      inputPath: "in.csv", inputFormat: .ndjson, outputFormat: .ndjson, skipsInvalidRows: true)
    let one = await BatchRun.run(text, request: request, readChunk: 3_000, chunkSize: 4_096)
    let two = await BatchRun.run(
      text, request: request, readChunk: 3_000, chunkSize: 4_096, sliceSize: 300)
    #expect(one.rejected.count == 20)
    #expect(two.output == one.output)
    #expect(two.rejected == one.rejected)
    #expect(two.store.rowsRead == one.store.rowsRead)
  }

  @Test func init_cores_shareWindowsOnlyWithMoreThanOne() {
    func store(cores: Int) -> BatchStore {
      let environment = EnvironmentClient(getenv: { _ in nil }, processorCount: { cores })
      return BatchStore(
        dependencies: .testDependencies(environment: environment), chunkSize: 1 << 18)
    }
    #expect(store(cores: 1).engine.sliceSize == nil)
    #expect(store(cores: 2).engine.sliceSize == 1 << 16)
    #expect(store(cores: 8).engine.sliceSize == 1 << 16)
  }

  @Test func run_cutsInsideQuotedLineBreaks_fallBackToOneCoreWithTheSameResult() async {
    // Every record holds a quoted line break, so most cuts after a line feed fall inside a
    // field: those rounds are dropped and the window runs on one core.
    var text = "weight_kg,height_cm,note\n"
    for id in 1...1_500 { text += "\(40 + id % 60),170,\"line \(id)\nand more\"\n" }
    let one = await BatchRun.run(text, readChunk: 4_000, chunkSize: 4_096)
    let two = await BatchRun.run(text, readChunk: 4_000, chunkSize: 4_096, sliceSize: 200)
    #expect(one.store.rowsWritten == 1_500)
    #expect(two.output == one.output)
    #expect(two.store.rowsRead == one.store.rowsRead)
  }
}
