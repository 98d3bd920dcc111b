import Glibc

/// Issue 21's target: `bmi calc --input` on 1,000,000 rows of children under 5 with every WHO
/// indicator (weight, length or height, sex, age in days, position, head, arm) in at most
/// 0.35x the wall time of the mawk adult one-liner over the same file, with peak memory at
/// most 16 MiB. The rows are scored with `--reference who` when this `bmi` has it; before
/// the WHO scorer was merged it had not, and the suite says which it timed.
struct WHOSuite {
  static let rows = 1_000_000
  static let smallRows = 1_000
  static let target = 0.35
  static let memoryTarget = 16.0

  let bmi: String

  func run(rounds: Int) -> SuiteOutcome {
    var template = Array("/tmp/bmi-benchmark-XXXXXX".utf8CString)
    guard let created = mkdtemp(&template) else {
      return SuiteOutcome(report: "who: cannot create a temporary directory")
    }
    let directory = String(cString: created)
    let large = "\(directory)/under5-\(Self.rows).csv"
    let small = "\(directory)/under5-\(Self.smallRows).csv"
    let output = "\(directory)/out.csv"
    defer {
      for file in [large, small, output] { unlink(file) }
      rmdir(directory)
    }
    guard UnderFiveDataGenerator.write(rows: Self.rows, to: large),
      UnderFiveDataGenerator.write(rows: Self.smallRows, to: small)
    else { return SuiteOutcome(report: "who: cannot write the data to \(directory)") }
    // `--reference who` where this bmi knows it (the WHO scorer's branch), else the default.
    let reference = knowsWHOReference(help: output) ? ["--reference", "who"] : []
    let scored =
      reference.isEmpty
      ? "the default reference (this bmi has no --reference who)" : "--reference who"
    let command = { (file: String) in [bmi, "calc", "--input", file] + reference }
    let check = CommandTimer.run(command(large), output: output)
    guard check.status == 0 else {
      return SuiteOutcome(report: "who: bmi exited \(check.status) on \(large)")
    }
    guard BaselineTools.ensure(["mawk": "mawk"]).contains("mawk") else {
      return SuiteOutcome(report: "who: mawk is not installed and could not be installed")
    }
    let results = SideBySide(rounds: rounds).measure([
      .init(name: "mawk, under 5", arguments: ["mawk", "-F,", BatchSuite.awkProgram, large]),
      .init(name: "bmi calc --input, under 5", arguments: command(large)),
    ])
    let ratio = results[1].medianSeconds / results[0].medianSeconds
    let met = ratio <= Self.target
    var lines = [
      "who: \(Self.rows) rows of \(UnderFiveDataGenerator.header.dropLast()) (seed \(UnderFiveDataGenerator.seed)), scored with \(scored); output to /dev/null",
      SideBySide.report(results, rounds: rounds),
      "  bmi / mawk = \(format(ratio, places: 2)); \(met ? "meets" : "MISSES") the target of at most \(format(Self.target, places: 2))x",
    ]
    var figures = results.map {
      ResultsFile.Figure(name: $0.name, value: "\(format($0.medianSeconds * 1000, places: 2)) ms")
    }
    figures.append(
      .init(
        name: "bmi / mawk, under-5 file, two cores",
        value:
          "\(format(ratio, places: 2))× (target at most \(format(Self.target, places: 2))×: \(met ? "met" : "missed"))"
      ))
    lines.append("peak memory of bmi (VmHWM at exit, via ptrace; target at most 16 MiB):")
    for (file, count) in [(small, Self.smallRows), (large, Self.rows)] {
      guard let kibibytes = PeakMemory.kibibytes(command(file)) else {
        lines.append("  peak memory: could not trace bmi (ptrace unavailable?)")
        break
      }
      let mebibytes = Double(kibibytes) / 1024
      let fits = mebibytes <= Self.memoryTarget
      lines.append(
        "  under 5, \(count) rows: \(format(mebibytes, places: 2)) MiB (\(fits ? "meets" : "MISSES"))"
      )
      figures.append(
        .init(
          name: "peak memory, under-5 file, \(count) rows",
          value:
            "\(format(mebibytes, places: 2)) MiB (target at most 16 MiB: \(fits ? "met" : "missed"))"
        ))
    }
    let section = ResultsFile.Section(
      suite: "who",
      method: ResultsFile.method(
        rounds: rounds,
        ", \(Self.rows) generated under-5 rows (seed \(UnderFiveDataGenerator.seed)) scored with \(scored), output to /dev/null; peak memory is VmHWM at exit"
      ),
      figures: figures)
    return SuiteOutcome(report: lines.joined(separator: "\n"), section: section)
  }

  /// Whether `bmi calc --help` (written to `help`) lists `--reference`.
  private func knowsWHOReference(help: String) -> Bool {
    guard CommandTimer.run([bmi, "calc", "--help"], output: help).status == 0,
      let file = fopen(help, "r")
    else { return false }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 4096)
    while fgets(&line, Int32(line.count), file) != nil {
      if strstr(line, "--reference") != nil { return true }
    }
    return false
  }
}
