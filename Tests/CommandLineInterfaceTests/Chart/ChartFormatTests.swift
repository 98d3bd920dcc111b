import Testing

@testable import CommandLineInterface

/// `bmi chart --format text|svg --output FILE`: the format from the option or the file's
/// extension, and an extension that says another format refused (item 5 of issue 12).
@MainActor
struct ChartFormatTests {
  @Test(
    arguments: [
      (nil, nil, nil, ChartFormat.text, nil),
      ("svg", nil, nil, .svg, nil),
      ("svg", "-", nil, .svg, "-"),
      (nil, "-", nil, .text, "-"),
      (nil, "out/Weight.SVG", nil, .svg, "out/Weight.SVG"),
      (nil, "chart.txt", nil, .text, "chart.txt"),
      ("svg", "chart", nil, .svg, "chart"),
      (nil, nil, "w.svg", .svg, "w.svg"),
      ("svg", nil, "w.svg", .svg, "w.svg"),
    ] as [(String?, String?, String?, ChartFormat, String?)])
  func resolve_accepted(
    format: String?, output: String?, svg: String?, expected: ChartFormat, path: String?
  ) throws {
    let sut = try ChartFormat.resolve(format: format, output: output, svg: svg)
    #expect(sut.0 == expected)
    #expect(sut.1 == path)
  }

  @Test(
    arguments: [
      (
        "text", "chart.svg", nil,
        "--output 'chart.svg' names svg but the chart is text; name the file .txt or use --format svg"
      ),
      (
        "svg", "chart.txt", nil,
        "--output 'chart.txt' names text but the chart is svg; name the file .svg or use --format text"
      ),
      (
        nil, "chart.png", nil,
        "--output 'chart.png': bmi chart writes text or svg, not .png; name the file .svg or .txt"
      ),
      (
        "svg", "chart.pdf", nil,
        "--output 'chart.pdf': bmi chart writes text or svg, not .pdf; name the file .svg or .txt"
      ),
      (nil, "a.svg", "b.svg", "--svg FILE and --output FILE both name the output; keep one"),
      ("text", nil, "b.svg", "--svg writes SVG, not text; use --format text --output FILE"),
    ] as [(String?, String?, String?, String)])
  func resolve_refused_usage(format: String?, output: String?, svg: String?, message: String) {
    #expect(throws: CommandLineError.usage(message)) {
      try ChartFormat.resolve(format: format, output: output, svg: svg)
    }
  }

  @Test(arguments: [
    ["chart", "--format", "svg", "--output", "-"], ["chart", "--format", "svg"],
    ["chart", "-o", "-", "--format=svg"],
  ])
  func chart_svgToStandardOutput_printsTheDocument(arguments: [String]) async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(arguments)
    #expect(sut.status == 0)
    #expect(sut.stdout.hasPrefix("<?xml"))
    #expect(sut.stdout.contains("<title>ann: weight in kg</title>"))
    #expect(sut.stderr.isEmpty)
  }

  @Test func chart_outputWithAnotherFormatsExtension_exits64AndWritesNothing() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let before = session.directory.contents()
    let sut = await session.run(["chart", "--output", session.directory.file("c.png")])
    #expect(sut.status == 64)
    #expect(sut.stdout.isEmpty)
    #expect(sut.stderr.hasSuffix("not .png; name the file .svg or .txt\n"))
    #expect(session.directory.contents() == before)
  }
}
