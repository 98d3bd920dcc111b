#if os(Linux)
  /// Issue target: `bmi calc … --format value` within 2× of a one-line awk program.
  struct StartupSuite {
    let bmi: String

    func run(rounds: Int) -> String {
      let results = SideBySide(rounds: rounds).measure([
        .init(name: "awk", arguments: ["awk", "BEGIN{print 70/(1.75*1.75)}"]),
        .init(
          name: "bmi calc",
          arguments: [bmi, "calc", "--weight", "70", "--height", "175", "--format", "value"]),
      ])
      let ratio = results[1].medianSeconds / results[0].medianSeconds
      let verdict = ratio <= 2 ? "meets" : "MISSES"
      return "startup: bmi calc vs awk\n" + SideBySide.report(results, rounds: rounds)
        + "\n  \(verdict) the target of at most 2.00x (ratio \(format(ratio, places: 2)))"
    }
  }
#endif
