import Foundation
import Testing

/// Every measured figure in the documents comes from `bmi-benchmark`'s results file: the
/// READMEs quote it in blocks the benchmark rewrites (`<!-- results:SUITE -->`), a block must
/// equal the file's block for its suite, and no time, ratio or memory figure may stand
/// outside a block unless its line states a target or a limit.
struct BenchmarkFiguresTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The documents that may quote figures, and the other places a figure could hide.
  static let quoting = ["README.md", "Sources/Benchmark/README.md"]
  static let documents =
    quoting + ["Sources/README.md", "Tests/README.md", "Package.swift"]
    + helpTopicSources()

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// Every help topic's source, in its subfolders too.
  static func helpTopicSources() -> [String] {
    let folder = "Sources/CommandLineInterface/Help/Topics"
    let names =
      FileManager.default.subpaths(atPath: root.appendingPathComponent(folder).path) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { "\(folder)/\($0)" }
  }

  /// The blocks of `text` by suite, and its lines outside any block.
  static func blocks(_ text: String) -> (blocks: [String: String], outside: [String]) {
    var blocks: [String: String] = [:]
    var outside: [String] = []
    var suite: String?
    var body: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if let open = suite {
        if line == "<!-- /results:\(open) -->" {
          blocks[open] = body.joined(separator: "\n")
          suite = nil
          body = []
        } else {
          body.append(line)
        }
      } else if line.hasPrefix("<!-- results:"), line.hasSuffix(" -->") {
        suite = String(line.dropFirst("<!-- results:".count).dropLast(" -->".count))
      } else {
        outside.append(line)
      }
    }
    return (blocks, outside)
  }

  @Test func resultsFile_hasEverySuite() throws {
    let sut = Self.blocks(try Self.text("Sources/Benchmark/RESULTS.md")).blocks
    #expect(Set(sut.keys).isSuperset(of: ["startup", "batch", "store", "import"]))
  }

  @Test(arguments: quoting)
  func quotedBlock_equalsTheResultsFile(path: String) throws {
    let results = Self.blocks(try Self.text("Sources/Benchmark/RESULTS.md")).blocks
    let sut = Self.blocks(try Self.text(path)).blocks
    #expect(!sut.isEmpty, "\(path) quotes no results")
    for (suite, body) in sut {
      #expect(results[suite] == body, "\(path): block \(suite) differs from RESULTS.md")
    }
  }

  /// A ratio written against its number (`0.34×`), a time in milliseconds, or a memory size
  /// with decimals (`1.5 × 2^52` is arithmetic, not a figure).
  static var figure: Regex<AnyRegexOutput> {
    try! Regex(#"\d+(\.\d+)?(×|x\b)|\d+(\.\d+)? ?ms\b|\d+\.\d+ ?MiB"#)
  }
  /// Words that make a figure a target or a limit rather than a measurement.
  static let targetWords = ["at most", "target", "within", "≤", "limit", "up to", "under "]

  @Test(arguments: documents)
  func measuredFigures_standOnlyInsideResultBlocks(path: String) throws {
    let lines = Self.blocks(try Self.text(path)).outside
    for line in lines where line.contains(Self.figure) {
      let lowered = line.lowercased()
      #expect(
        Self.targetWords.contains { lowered.contains($0) },
        "\(path): a measured figure outside a results block: \(line)")
    }
  }
}
