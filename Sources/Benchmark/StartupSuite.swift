/// Issue target: `bmi calc … --format value` at most 1.0× `mawk 'BEGIN{print 70/(1.75*1.75)}'`
/// (the same answer from the smallest common interpreter), with gawk
/// beside it. The three run interleaved, round by round, so the load of other processes
/// hits each alike; the median of each is compared.
struct StartupSuite {
  let bmi: String

  /// Fewer would let one busy moment move a median of sub-millisecond runs.
  static let minimumRounds = 100

  func run(rounds requested: Int) -> SuiteOutcome {
    let rounds = max(requested, Self.minimumRounds)
    let available = BaselineTools.ensure(["mawk": "mawk", "gawk": "gawk"])
    guard available.contains("mawk") else {
      return SuiteOutcome(
        report: "startup: mawk is not installed and could not be installed; skipped")
    }
    let program = "BEGIN{print 70/(1.75*1.75)}"
    var contenders: [SideBySide.Contender] = [.init(name: "mawk", arguments: ["mawk", program])]
    if available.contains("gawk") {
      contenders.append(.init(name: "gawk", arguments: ["gawk", program]))
    }
    contenders.append(
      .init(
        name: "bmi calc",
        arguments: [bmi, "calc", "--weight", "70", "--height", "175", "--format", "value"]))
    let results = SideBySide(rounds: rounds, warmups: 10).measure(contenders)
    let bmiTime = results[results.count - 1].medianSeconds
    var lines = [
      "startup: bmi calc vs mawk and gawk", SideBySide.report(results, rounds: rounds),
    ]
    for baseline in results.dropLast() {
      let ratio = bmiTime / baseline.medianSeconds
      lines.append("  bmi calc / \(baseline.name) = \(format(ratio, places: 2))x")
    }
    let ratio = bmiTime / results[0].medianSeconds
    let verdict = ratio <= 1 ? "meets" : "MISSES"
    lines.append(
      "  \(verdict) the target of at most 1.00x mawk (ratio \(format(ratio, places: 2)))")
    var figures = ResultsFile.Figure.medians(results)
    figures.append(.ratio("`bmi calc` / mawk", ratio, atMost: 1))
    let section = ResultsFile.Section(
      suite: "startup",
      method: ResultsFile.method(
        rounds: rounds,
        ": `bmi calc --weight 70 --height 175 --format value` beside mawk and gawk running `'BEGIN{print 70/(1.75*1.75)}'`"
      ),
      figures: figures)
    return SuiteOutcome(report: lines.joined(separator: "\n"), section: section)
  }
}
