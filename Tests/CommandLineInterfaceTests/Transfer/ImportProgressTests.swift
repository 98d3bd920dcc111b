import DataSource
import Testing

/// Progress of a long import: the same line as batch mode's, on a terminal's stderr only,
/// never with --quiet, and erased before the summary.
@MainActor
struct ImportProgressTests {
  /// A tracker's file with more rows than one progress step, one per day.
  static let rows: String = {
    let first = LocalDate(year: 1700, month: 1, day: 1).dayNumber
    var text = "Date,Weight (kg)\n"
    for day in 0..<110_000 {
      text += "\(LocalDate(dayNumber: first + day)),70\n"
    }
    return text
  }()

  static func run(terminal: Bool, quiet: Bool = false) async throws -> (Int32, String) {
    let session = try TrackingSession()
    await session.given([["profile", "save", "ann", "--height", "165"]])
    let output = await session.run(
      ["import", "-"] + (quiet ? ["--quiet"] : []), stdin: rows, terminal: terminal)
    return (output.status, output.stderr)
  }

  @Test func import_longFileOnTerminal_showsRowsReadThenErasesThem() async throws {
    let (status, stderr) = try await Self.run(terminal: true)
    #expect(status == 0)
    #expect(
      stderr
        == "\rbmi: 100000 of 110000 rows read…\r\u{1B}[K"
        + "Imported standard input: 110000 added, 0 replaced, 0 already there.\n")
  }

  @Test(arguments: [(false, false), (false, true), (true, true)])
  func import_longFileNotOnTerminalOrQuiet_showsNoProgress(terminal: Bool, quiet: Bool)
    async throws
  {
    let (status, stderr) = try await Self.run(terminal: terminal, quiet: quiet)
    #expect(status == 0)
    #expect(
      stderr
        == (quiet ? "" : "Imported standard input: 110000 added, 0 replaced, 0 already there.\n"))
  }
}
