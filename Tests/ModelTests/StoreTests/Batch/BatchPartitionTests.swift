import DataSource
import Model
import TestSupport
import Testing

/// Partition invariance, for distributed map steps (Spark `RDD.pipe`, Hadoop Streaming):
/// headerless input cut at arbitrary line boundaries, each piece run on its own, and the
/// outputs joined, gives exactly the bytes of one run over the whole input.
@MainActor
struct BatchPartitionTests {
  static let columns = ["id", "weight_kg", "height_cm", "sex", "age_months", "population"]

  /// Mixed adults and children, some not classed (under 2, no sex), CRLF on some lines,
  /// blank lines, and a last line without its line break.
  static func csvLines(count: Int, using generator: inout SeededGenerator) -> [String] {
    (0..<count).map { index in
      let weight = Double(Int.random(in: 100...1500, using: &generator)) / 10
      let height = Double(Int.random(in: 800...2000, using: &generator)) / 10
      let sex = ["1", "2", "m", "F", ""].randomElement(using: &generator)!
      let age =
        [String(Int.random(in: 6...300, using: &generator)), ""].randomElement(using: &generator)!
      let population = ["", "asian"].randomElement(using: &generator)!
      let end = index % 7 == 3 ? "\r\n" : index % 11 == 5 ? "\n\n" : "\n"
      return "\(index),\(weight),\(height),\(sex),\(age),\(population)\(end)"
    }
  }

  static func ndjsonLines(count: Int, using generator: inout SeededGenerator) -> [String] {
    (0..<count).map { index in
      let weight = Double(Int.random(in: 100...1500, using: &generator)) / 10
      let height = Double(Int.random(in: 800...2000, using: &generator)) / 10
      let sex = ["1", "2", "\"m\"", "\"F\"", "null"].randomElement(using: &generator)!
      let age = Int.random(in: 6...300, using: &generator)
      return "{\"id\":\(index),\"weight_kg\":\(weight),\"height_cm\":\(height),\"sex\":\(sex),"
        + "\"age_months\":\(age)}\n"
    }
  }

  /// The lines cut into `pieces` runs of consecutive lines at seeded places.
  static func split(_ lines: [String], pieces: Int, using generator: inout SeededGenerator)
    -> [String]
  {
    var cuts = Set<Int>()
    while cuts.count < pieces - 1 {
      cuts.insert(Int.random(in: 1..<lines.count, using: &generator))
    }
    let bounds = [0] + cuts.sorted() + [lines.count]
    return zip(bounds, bounds.dropFirst()).map { lines[$0..<$1].joined() }
  }

  @Test(
    arguments: [
      (BatchFormat.csv, BatchFormat.csv), (.csv, .ndjson), (.ndjson, .ndjson), (.ndjson, .csv),
    ], [1, 2, 3])
  func send_batchCommandReceived_piecesJoined_equalOneRunOverTheWhole(
    formats: (BatchFormat, BatchFormat), seed: UInt64
  ) async {
    var generator = SeededGenerator(seed: seed)
    let lines =
      formats.0 == .csv
      ? Self.csvLines(count: 300, using: &generator)
      : Self.ndjsonLines(count: 300, using: &generator)
    let request = BatchRequest(
      inputPath: "in.csv", inputFormat: formats.0, outputFormat: formats.1,
      columnNames: Self.columns.dropLast(formats.0 == .csv ? 0 : 1).map { $0 },
      writesHeader: false)
    let whole = await BatchRun.run(lines.joined(), request: request)
    #expect(whole.store.failure == nil)
    #expect(whole.store.rowsWritten == 300)
    let pieces = Self.split(
      lines, pieces: Int.random(in: 2...12, using: &generator), using: &generator)
    var joined = ""
    for piece in pieces {
      let part = await BatchRun.run(piece, request: request)
      #expect(part.store.failure == nil)
      joined += part.output
    }
    #expect(joined == whole.output)
  }

  @Test func send_batchCommandReceived_columnsWithHeader_writesTheGivenNamesFirst() async {
    let sut = await BatchRun.run(
      "70,175\n",
      request: BatchRequest(inputPath: "in.csv", columnNames: ["weight_kg", "height_cm"]))
    #expect(
      sut.output
        == "weight_kg,height_cm,bmi,category,reference,implausible\n70,175,22.86,normal,who-adult,\n"
    )
  }

  @Test func send_batchCommandReceived_noHeader_leavesOutTheHeaderLine() async {
    let sut = await BatchRun.run(
      "weight_kg,height_cm\n70,175\n",
      request: BatchRequest(inputPath: "in.csv", writesHeader: false))
    #expect(sut.output == "70,175,22.86,normal,who-adult,\n")
  }
}
