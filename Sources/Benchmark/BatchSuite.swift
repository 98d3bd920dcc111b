import Glibc

/// Issue targets: `bmi calc --input` on 1,000,000 seeded rows in at most 0.12x mawk's wall time
/// (adult rows; issue 4 asked 0.5x, issue 19 keeps what was reached) and at most 0.35x on the mixed file, half of it children with sex and
/// age (issue 11), beside gawk and Miller; peak memory at most 16 MiB on 1,000 and 1,000,000
/// rows of either.
struct BatchSuite {
  static let largeRows = 1_000_000
  static let smallRows = 1_000
  static let adultTarget = 0.12
  static let mixedTarget = 0.35
  static let memoryTarget = 16.0
  /// The baseline named in the issue: each row with its BMI to 2 decimals.
  static let awkProgram = #"NR>1{h=$2/100; printf "%s,%.2f\n", $0, $1/(h*h)}"#
  static let millerExpression = #"$bmi = fmtnum($weight_kg / (($height_cm / 100) ** 2), "%.2f")"#

  let bmi: String

  func run(rounds: Int) -> SuiteOutcome {
    var template = Array("/tmp/bmi-benchmark-XXXXXX".utf8CString)
    guard let created = mkdtemp(&template) else {
      return SuiteOutcome(report: "batch: cannot create a temporary directory")
    }
    let directory = String(cString: created)
    let files = [
      (name: "adult", mixed: false, rows: Self.largeRows),
      (name: "adult", mixed: false, rows: Self.smallRows),
      (name: "mixed", mixed: true, rows: Self.largeRows),
      (name: "mixed", mixed: true, rows: Self.smallRows),
    ].map { (path: "\(directory)/\($0.name)-\($0.rows).csv", mixed: $0.mixed, rows: $0.rows) }
    defer {
      for file in files.map(\.path) + ["\(directory)/out.csv"] { unlink(file) }
      rmdir(directory)
    }
    for file in files {
      guard BatchDataGenerator.write(rows: file.rows, to: file.path, mixed: file.mixed) else {
        return SuiteOutcome(report: "batch: cannot write the data to \(directory)")
      }
    }
    let adult = files[0].path
    let mixed = files[2].path
    var lines = [
      "batch: \(Self.largeRows) rows of weight_kg,height_cm (adult), and of weight_kg,height_cm,sex,age_months (mixed: every other row a child), seed \(BatchDataGenerator.seed); output to /dev/null"
    ]
    for file in [adult, mixed] {
      if let problem = check(file, directory: directory) {
        return SuiteOutcome(report: "batch: " + problem)
      }
    }

    let tools = BaselineTools.ensure(["mawk": "mawk", "gawk": "gawk", "mlr": "miller"])
    guard tools.contains("mawk") else {
      return SuiteOutcome(report: "batch: mawk is not installed and could not be installed")
    }
    var contenders: [SideBySide.Contender] = [
      .init(name: "mawk, adult", arguments: ["mawk", "-F,", Self.awkProgram, adult])
    ]
    if tools.contains("gawk") {
      contenders.append(
        .init(name: "gawk, adult", arguments: ["gawk", "-F,", Self.awkProgram, adult]))
    }
    if tools.contains("mlr") {
      contenders.append(
        .init(name: "mlr, adult", arguments: ["mlr", "--csv", "put", Self.millerExpression, adult]))
    }
    contenders += [
      .init(name: "bmi calc --input, adult", arguments: [bmi, "calc", "--input", adult]),
      .init(name: "mawk, mixed", arguments: ["mawk", "-F,", Self.awkProgram, mixed]),
      .init(name: "bmi calc --input, mixed", arguments: [bmi, "calc", "--input", mixed]),
    ]
    // Held to one CPU, batch mode takes its one-core path (the CPUs it may run on decide).
    let oneCore = access("/usr/bin/taskset", X_OK) == 0
    if oneCore {
      for (kind, file) in [("adult", adult), ("mixed", mixed)] {
        contenders.append(
          .init(
            name: "bmi calc --input, \(kind), one core",
            arguments: ["/usr/bin/taskset", "-c", "0", bmi, "calc", "--input", file]))
      }
    }
    let results = SideBySide(rounds: rounds).measure(contenders)
    lines.append(SideBySide.report(results, rounds: rounds))
    func seconds(_ name: String) -> Double { results.first { $0.name == name }!.medianSeconds }
    var figures = ResultsFile.Figure.medians(results)
    for (kind, target) in [("adult", Self.adultTarget), ("mixed", Self.mixedTarget)] {
      let ratio = seconds("bmi calc --input, \(kind)") / seconds("mawk, \(kind)")
      let verdict = ratio <= target ? "meets" : "MISSES"
      lines.append(
        "  \(kind): bmi / mawk = \(format(ratio, places: 2)); \(verdict) the target of at most \(format(target, places: 2))x"
      )
      figures.append(.ratio("bmi / mawk, \(kind) file, two cores", ratio, atMost: target))
      if oneCore {
        let single = seconds("bmi calc --input, \(kind), one core") / seconds("mawk, \(kind)")
        lines.append("  \(kind), one core: bmi / mawk = \(format(single, places: 2))")
        figures.append(
          .init(name: "bmi / mawk, \(kind) file, one core", value: "\(format(single, places: 2))×"))
      }
    }
    let memory = memoryReport(files.map { ($0.path, $0.rows, $0.mixed ? "mixed" : "adult") })
    lines.append(memory.report)
    figures += memory.figures
    let section = ResultsFile.Section(
      suite: "batch",
      method: ResultsFile.method(
        rounds: rounds,
        ", \(Self.largeRows) generated rows (seed \(BatchDataGenerator.seed)), output to /dev/null; peak memory is VmHWM at exit"
      ),
      figures: figures)
    return SuiteOutcome(report: lines.joined(separator: "\n"), section: section)
  }

  /// One untimed run into a file: every row must come out.
  private func check(_ file: String, directory: String) -> String? {
    let output = "\(directory)/out.csv"
    let sample = CommandTimer.run([bmi, "calc", "--input", file], output: output)
    guard sample.status == 0 else { return "bmi exited \(sample.status) on \(file)" }
    guard let handle = fopen(output, "r") else { return "no output from bmi" }
    defer { fclose(handle) }
    var lineCount = 0
    var buffer = [CChar](repeating: 0, count: 1024)
    while fgets(&buffer, Int32(buffer.count), handle) != nil {
      if strchr(&buffer, 10) != nil { lineCount += 1 }
    }
    guard lineCount == Self.largeRows + 1 else {
      return "bmi wrote \(lineCount) lines for \(Self.largeRows) rows and a header"
    }
    return nil
  }

  /// Peak resident memory (VmHWM at exit, untimed runs) for each input.
  private func memoryReport(_ files: [(path: String, rows: Int, kind: String)]) -> (
    report: String, figures: [ResultsFile.Figure]
  ) {
    var lines = ["peak memory of bmi (VmHWM at exit, via ptrace; target at most 16 MiB):"]
    var figures: [ResultsFile.Figure] = []
    for file in files {
      guard let kibibytes = PeakMemory.kibibytes([bmi, "calc", "--input", file.path]) else {
        return ("  peak memory: could not trace bmi (ptrace unavailable?)", [])
      }
      let mebibytes = Double(kibibytes) / 1024
      let verdict = mebibytes <= Self.memoryTarget ? "meets" : "MISSES"
      lines.append(
        "  \(file.kind), \(file.rows) rows: \(format(mebibytes, places: 2)) MiB (\(verdict))")
      figures.append(
        .init(
          name: "peak memory, \(file.kind) file, \(file.rows) rows",
          value:
            "\(format(mebibytes, places: 2)) MiB (target at most 16 MiB: \(mebibytes <= Self.memoryTarget ? "met" : "missed"))"
        ))
    }
    return (lines.joined(separator: "\n"), figures)
  }
}
