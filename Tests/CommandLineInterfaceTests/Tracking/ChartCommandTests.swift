import DataSource
import Foundation
import FoundationXML
import Model
import TestSupport
import Testing

/// `bmi chart` on a real store: the terminal chart, the SVG file, and its refusals.
@MainActor
struct ChartCommandTests {
  @Test func chart_asciiFixedSize_drawsEveryPartAtThatSize() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["chart", "--ascii", "--width", "50", "--height", "12"])
    #expect(sut.status == 0)
    let lines = sut.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 12)
    #expect(lines.allSatisfy { $0.count <= 50 })
    #expect(lines.first == "ann: weight in kg")
    #expect(sut.stdout.contains("o weigh-in"))
    #expect(sut.stdout.contains("= goal 58.0 kg"))
    #expect(sut.stdout.contains("2026-01-11"))
  }

  /// Nothing to show is 1 in every command (it was 65 here, 1 in trend and 0 in history).
  @Test func chart_sinceExcludesAllButOne_exits1WithReason() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["chart", "--since", "2026-01-14"])
    #expect(sut.status == 1)
    #expect(sut.stdout.isEmpty)
    #expect(
      sut.stderr
        == "bmi: nothing to chart from 2026-01-14 on: only 1 of ann's weigh-ins falls there, and a chart needs two; widen --since or --until\n"
    )
  }

  /// A range that holds none of the weigh-ins says the range is empty, not the profile.
  @Test func chart_rangeWithoutWeighIns_namesTheRange() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["chart", "--since", "2026-12-01", "--until", "2026-12-31"])
    #expect(sut.status == 1)
    #expect(
      sut.stderr
        == "bmi: nothing to chart from 2026-12-01 to 2026-12-31: none of ann's weigh-ins fall there, and a chart needs two; widen --since or --until\n"
    )
  }

  @Test(arguments: [
    (
      ["--width", "10"],
      "bmi: a chart of 10x20 is too small: use --width 30 or more and --height 10 or more\n"
    ),
    (["--height", "0"], "bmi: invalid --height '0': expected a whole number above zero\n"),
    // Ten million lines would take all the memory there is before a line was printed.
    (
      ["--height", "10000000"],
      "bmi: a chart of 80x10000000 is too large: use --width 1000 or less and --height 1000 or less\n"
    ),
    (
      ["--width", "1001", "--height", "1000"],
      "bmi: a chart of 1001x1000 is too large: use --width 1000 or less and --height 1000 or less\n"
    ),
    (
      ["--since", "yester"],
      "bmi: invalid --since 'yester': expected a date as YYYY-MM-DD, 'today', 'yesterday' or -N (N days ago)\n"
    ),
  ])
  func chart_badOptions_exit64(extra: [String], message: String) async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["chart"] + extra)
    #expect(sut.status == 64)
    #expect(sut.stderr == message)
  }

  @Test func chart_svgThroughBinary_writesParsableSVGFile() throws {
    let directory = try TemporaryDirectory()
    let environment = ["BMI_STORE": directory.file("store.json")]
    for arguments in [
      ["profile", "save", "ann", "--height", "165", "--goal", "58"],
      ["log", "61", "--date", "2026-01-10"], ["log", "60.4", "--date", "2026-01-14"],
    ] {
      #expect(try BinaryRunner.run(arguments, environment: environment).status == 0)
    }
    let sut = try BinaryRunner.run(
      ["chart", "-o", directory.file("ann.svg")], environment: environment)
    #expect(sut.status == 0)
    #expect(sut.stdout.isEmpty)
    let svg = try #require(directory.text(of: "ann.svg"))
    #expect(svg.hasPrefix("<?xml"))
    #expect(svg.contains("<title>ann: weight in kg</title>"))
    #expect(XMLParser(data: Data(svg.utf8)).parse())
  }

  @Test func chart_svgIntoMissingDirectory_exits73() throws {
    let directory = try TemporaryDirectory()
    let environment = ["BMI_STORE": directory.file("store.json")]
    _ = try BinaryRunner.run(
      ["profile", "save", "ann", "--height", "165"], environment: environment)
    _ = try BinaryRunner.run(["log", "61", "--date", "2026-01-10"], environment: environment)
    _ = try BinaryRunner.run(["log", "60", "--date", "2026-01-11"], environment: environment)
    let sut = try BinaryRunner.run(
      ["chart", "--svg", directory.file("no/such/dir/c.svg")], environment: environment)
    #expect(sut.status == 73)
    #expect(sut.stderr.hasPrefix("bmi: cannot write the chart to '"))
  }
}
