import Glibc

/// Issue 22 target: `bmi report` of ten years of daily weigh-ins (3,650 entries) in under
/// 100 ms, whole process (read the store, assess every row, draw the chart, write the page),
/// measured beside `bmi calc` for the start-up it shares.
struct ReportSuite {
  static let entries = 3_650
  static let targetMilliseconds = 100.0

  let bmi: String

  func run(rounds: Int) -> SuiteOutcome {
    var template = Array("/tmp/bmi-benchmark-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { fatalError("bmi-benchmark: no temporary directory") }
    let directory = String(cString: made)
    let store = "\(directory)/store.json"
    // A real file, not /dev/null: the page is written in full, as a user's would be.
    let page = "\(directory)/report.html"
    defer {
      unlink(store)
      unlink(page)
      rmdir(directory)
    }
    StoreFixtureWriter.write(entries: Self.entries, to: store)
    let contenders: [SideBySide.Contender] = [
      .init(
        name: "bmi calc",
        arguments: [bmi, "calc", "--weight", "70", "--height", "175", "--format", "value"]),
      .init(
        name: "bmi report, \(Self.entries) entries",
        arguments: [bmi, "report", "--store", store], output: page),
    ]
    let results = SideBySide(rounds: rounds).measure(contenders)
    let milliseconds = results[1].medianSeconds * 1000
    let met = milliseconds < Self.targetMilliseconds
    var figures = ResultsFile.Figure.medians(results)
    figures.append(
      .init(
        name: "`bmi report` of \(Self.entries) daily weigh-ins",
        value:
          "\(format(milliseconds, places: 2)) ms (target under \(format(Self.targetMilliseconds, places: 0)) ms: \(met ? "met" : "missed"))"
      ))
    let section = ResultsFile.Section(
      suite: "report",
      method: ResultsFile.method(
        rounds: rounds, ": ten years of daily weigh-ins, the page written to a file"),
      figures: figures)
    return SuiteOutcome(
      report: "report: bmi report of \(Self.entries) entries vs bmi calc\n"
        + SideBySide.report(results, rounds: rounds)
        + "\n  \(met ? "meets" : "MISSES") the target of under \(format(Self.targetMilliseconds, places: 0)) ms (\(format(milliseconds, places: 2)) ms)",
      section: section)
  }
}
