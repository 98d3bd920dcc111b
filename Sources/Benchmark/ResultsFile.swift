import Glibc

/// The one place a measured figure is written: `RESULTS.md` beside this file, one section per
/// suite, and the marked blocks of the READMEs that quote a suite (`<!-- results:NAME -->` …
/// `<!-- /results:NAME -->`), rewritten from the same lines. A README figure is therefore
/// always one this tool measured; `BenchmarkFiguresTests` fails when a block and the file
/// disagree or when a measured figure appears outside a block.
struct ResultsFile {
  /// One measured figure: a name and its value with its unit, as printed.
  struct Figure {
    var name: String
    var value: String

    /// Each contender's median, in milliseconds.
    static func medians(_ results: [SideBySide.Result]) -> [Figure] {
      results.map {
        Figure(name: "`\($0.name)`", value: "\(format($0.medianSeconds * 1000, places: 2)) ms")
      }
    }

    /// A ratio and whether it meets its target (at most `target`), to three decimals so a
    /// ratio just past its target never prints as the target itself.
    static func ratio(_ name: String, _ ratio: Double, atMost target: Double) -> Figure {
      let verdict = ratio <= target ? "met" : "missed"
      return Figure(
        name: name,
        value:
          "\(format(ratio, places: 3))× (target at most \(format(target, places: 2))×: \(verdict))")
    }
  }

  /// A suite's figures and a sentence on how they were taken.
  struct Section {
    var suite: String
    var method: String
    var figures: [Figure]

    /// The Markdown table the results file and every quoting README carry.
    var table: String {
      var lines = [method, "", "| figure | value |", "| --- | --- |"]
      for figure in figures { lines.append("| \(figure.name) | \(figure.value) |") }
      return lines.joined(separator: "\n")
    }
  }

  /// The repository's root, from this file's own path at build time: the tool is run from
  /// a clone, and the figures belong to that clone's documents.
  static let root: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Sources/Benchmark/ResultsFile.swift
    return parts.joined(separator: "/")
  }()

  static let resultsPath = "Sources/Benchmark/RESULTS.md"
  /// Documents that quote results in marked blocks.
  static let quotingPaths = ["README.md", "Sources/Benchmark/README.md"]

  static let header = """
    # Benchmark results

    Written by `bmi-benchmark` (`swift run -c release bmi-benchmark SUITE`); never edit it by
    hand. Each section is the latest run of its suite; the READMEs quote these sections in
    blocks the tool rewrites. Every time is the median of interleaved rounds on this
    repository's machine (2 cores, Swift 6.3.1, release build), each ratio taken side by side
    in the same run.

    """

  /// Puts `sections` into the results file (replacing the same suites' earlier sections)
  /// and into every marked block that quotes them. Returns the paths it could not write.
  static func record(_ sections: [Section]) -> [String] {
    var failed: [String] = []
    let resultsFile = root + "/" + resultsPath
    var text = read(resultsFile) ?? header
    for section in sections {
      text = replacingBlock(section.suite, in: text, with: section.table, appendIfMissing: true)
    }
    if !write(text, to: resultsFile) { failed.append(resultsFile) }
    for path in quotingPaths {
      let file = root + "/" + path
      guard var quoting = read(file) else { continue }
      for section in sections {
        quoting = replacingBlock(
          section.suite, in: quoting, with: section.table, appendIfMissing: false)
      }
      if !write(quoting, to: file) { failed.append(file) }
    }
    return failed
  }

  /// `text` with the block of `suite` holding `body`.
  static func replacingBlock(
    _ suite: String, in text: String, with body: String, appendIfMissing: Bool
  ) -> String {
    let open = "<!-- results:\(suite) -->"
    let close = "<!-- /results:\(suite) -->"
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(of: open),
      let end = lines[start...].firstIndex(of: close)
    else {
      guard appendIfMissing else { return text }
      if lines.last == "" { lines.removeLast() }
      lines += ["", "## \(suite)", "", open, body, close, ""]
      return lines.joined(separator: "\n")
    }
    lines.replaceSubrange((start + 1)..<end, with: [body])
    return lines.joined(separator: "\n")
  }

  /// "Measured YYYY-MM-DD, median of N interleaved rounds." for a section's first line.
  static func method(rounds: Int, _ detail: String = "") -> String {
    var now = time(nil)
    var parts = tm()
    gmtime_r(&now, &parts)
    let month = parts.tm_mon + 1 < 10 ? "0\(parts.tm_mon + 1)" : "\(parts.tm_mon + 1)"
    let day = parts.tm_mday < 10 ? "0\(parts.tm_mday)" : "\(parts.tm_mday)"
    let date = "\(parts.tm_year + 1900)-\(month)-\(day)"
    return "Measured \(date), median of \(rounds) interleaved rounds\(detail)."
  }

  private static func read(_ path: String) -> String? {
    guard let handle = fopen(path, "r") else { return nil }
    defer { fclose(handle) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = fread(&buffer, 1, buffer.count, handle)
      if count == 0 { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func write(_ text: String, to path: String) -> Bool {
    guard let handle = fopen(path, "w") else { return false }
    let bytes = Array(text.utf8)
    let written = fwrite(bytes, 1, bytes.count, handle)
    return fclose(handle) == 0 && written == bytes.count
  }
}
