import Foundation
import TestSupport
import Testing

/// The report in a real browser: an adult's and a child's page rendered by headless Chromium
/// (Debian's `chromium`) at 390 and 1280 px and printed to PDF on A4 and Letter, then checked:
/// nothing wider than a phone, each chart drawn (its box's PNG has many colours, a blank one
/// has one), the whole page's PNG as wide as the screen and as tall as the page, the page
/// count and paper, the measurements starting a page, no heading left alone at the foot of
/// a page, and the text (the escaped note too) found in the PDF by `pdftotext`. Without
/// Chromium, python3 or poppler-utils it is skipped and says why; `.ci/run` installs them.
@MainActor
@Suite(.serialized)
struct ReportBrowserTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let profile: String
    let charts: Int
    let pages: ClosedRange<Int>
    let texts: [String]
    var testDescription: String { profile }
  }

  nonisolated static let cases = [
    Case(
      profile: "Ann <b>Lee</b>", charts: 1, pages: 2...5,
      texts: [
        "Weight and BMI report: Ann <b>Lee</b>", "Latest BMI", "Measurements",
        ReportFixtures.hostileNote, "Method and references", "who-adult",
      ]),
    Case(
      profile: "kim", charts: 2, pages: 2...4,
      texts: [
        "Weight and BMI report: kim", "BMI-for-age percentile", "BMI-for-age z", "cdc-2000",
        "school nurse",
        "Kuczmarski",
      ]),
  ]

  static func tool(_ name: String, in directories: [String]) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map(String.init)
    return (directories + (path ?? []) + ["/usr/bin", "/bin"]).map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// The real binary: `/usr/bin/chromium` is a shell wrapper that adds flags of its own.
  static let chromium = tool("chromium", in: ["/usr/lib/chromium"])

  @Test(arguments: cases)
  func report_inChromium_fitsAPhoneDrawsItsChartsAndPrints(_ sample: Case) async throws {
    let tools = [
      ("chromium", Self.chromium), ("python3", Self.tool("python3", in: [])),
      ("pdfinfo", Self.tool("pdfinfo", in: [])), ("pdftotext", Self.tool("pdftotext", in: [])),
    ]
    if let missing = tools.first(where: { $0.1 == nil }) {
      print(
        "ReportBrowserTests: skipped: \(missing.0) is not installed (apt-get install chromium poppler-utils python3)"
      )
      return
    }
    let chromium = Self.chromium!
    let python = Self.tool("python3", in: [])!
    let directory = try ReportFixtures.directory()
    let script = try directory.file("report_check.py", ReportBrowserScript.source)
    let page = directory.file("report.html")
    let made = await InProcessRunner.run(
      ["report", "--profile", sample.profile, "-o", page, "--store", directory.file("store.json")],
      files: true, today: ReportFixtures.today)
    try #require(made.status == 0, "\(made.stderr)")

    let output = try Self.run(python, [script, chromium, page, directory.path])
    let result = try JSONDecoder().decode(Result.self, from: Data(output.utf8))

    #expect(result.layouts.map(\.width) == [390, 1280])
    for layout in result.layouts {
      let width = layout.width
      #expect(layout.scrollWidth <= layout.clientWidth, "\(width) px: scrolls sideways")
      #expect(layout.outside.isEmpty, "\(width) px: \(layout.outside)")
      #expect(layout.charts.count == sample.charts)
      for chart in layout.charts {
        #expect(chart.width >= Double(min(width, 1000)) * 0.75, "\(chart.label): \(chart.width)")
        #expect(chart.height > chart.width / 3, "\(chart.label): \(chart.height)")
        // A blank box is one colour; a drawn chart has lines, dots and anti-aliased text.
        #expect(chart.colours > 100, "\(chart.label) at \(width) px: \(chart.colours) colours")
      }
      #expect(layout.png.width == width)
      #expect(layout.png.height == layout.height)
    }

    for (paper, name) in [("a4", "(A4)"), ("letter", "(letter)")] {
      let pdf = try #require(result.pdfs[paper])
      let info = try Self.run(Self.tool("pdfinfo", in: [])!, [pdf])
      let pages = info.split(separator: "\n").first { $0.hasPrefix("Pages:") }.flatMap {
        Int($0.dropFirst("Pages:".count).trimmingCharacters(in: .whitespaces))
      }
      #expect(pages.map(sample.pages.contains) == true, "\(paper): \(pages ?? 0) pages")
      #expect(info.contains("Page size:") && info.contains(name), "\(info)")
      let text = try Self.run(Self.tool("pdftotext", in: [])!, ["-layout", pdf, "-"])
      // Compared without white space: a long note wraps inside its cell.
      let letters = text.filter { !$0.isWhitespace }
      for expected in sample.texts {
        #expect(
          letters.contains(expected.filter { !$0.isWhitespace }),
          "\(paper): '\(expected)' not in the PDF")
      }
      // The measurements start a page; headings keep their section: none is the last line
      // of a page (pages end in \u{0C}).
      let sheets = text.split(separator: "\u{0C}")
      #expect(
        sheets.contains { sheet in
          sheet.split(separator: "\n").first { !$0.allSatisfy(\.isWhitespace) }?
            .trimmingCharacters(in: .whitespaces) == "Measurements"
        }, "\(paper): no page starts with the measurements")
      for sheet in sheets {
        let last = sheet.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) }
        let heading = last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        #expect(
          !["Who", "Latest BMI", "Trend", "Charts", "Measurements", "Method and references"]
            .contains(heading), "\(paper): a page ends with the heading \(heading)")
      }
    }
  }

  struct Result: Decodable {
    let layouts: [Layout]
    let pdfs: [String: String]
  }

  struct Layout: Decodable {
    struct Chart: Decodable {
      let width: Double
      let height: Double
      let label: String
      let colours: Int
    }
    let width: Int
    let png: Picture
    let clientWidth: Int
    let scrollWidth: Int
    let height: Int
    let outside: [String]
    let charts: [Chart]
  }

  struct Picture: Decodable {
    let path: String
    let width: Int
    let height: Int
  }

  /// Runs a tool to its end and returns its standard output; a failure is an error with its
  /// standard error.
  static func run(_ executable: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readAllRetryingInterrupts()
    let message = errors.fileHandleForReading.readAllRetryingInterrupts()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ToolFailure(
        description:
          "\(executable) \(arguments.joined(separator: " ")): exit \(process.terminationStatus): \(String(decoding: message, as: UTF8.self))"
      )
    }
    return String(decoding: data, as: UTF8.self)
  }

  struct ToolFailure: Error, CustomStringConvertible {
    let description: String
  }
}
