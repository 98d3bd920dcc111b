import Glibc

/// Issue targets: `bmi import` of a ten-year Apple Health export (about 300 MB, a few
/// thousand body mass records among a million of other types) into a fresh store in at
/// most 2x the time of `grep -c HKQuantityTypeIdentifierBodyMass` on the same file, with
/// peak memory at most 32 MiB; and of a tracker CSV of 1,000,000 rows (`date,weight`, ten
/// a day) into a store of 10,000 entries in at most 1.5 s and 200 MiB, beside `wc -l` on the
/// same file (`ImportSuite+CSV.swift`); and of a 250 MB tracker CSV in at most 3x the file's
/// size in memory (`ImportSuite+LargeFile.swift`).
struct ImportSuite {
  static let ratioTarget = 2.0
  static let memoryTargetMiB = 32.0

  let bmi: String

  func run(rounds: Int) -> SuiteOutcome {
    // A trial of the CSV figure on fewer rows: the Apple Health part is left out.
    if let trial = getenv("BMI_BENCHMARK_CSV_ROWS").flatMap({ Int(String(cString: $0)) }) {
      let csv = runCSV(rounds: rounds, rows: trial)
      return SuiteOutcome(
        report: csv.report,
        section: ResultsFile.Section(
          suite: "import", method: ResultsFile.method(rounds: rounds, ":" + csv.method),
          figures: csv.figures))
    }
    let health = runHealth(rounds: rounds)
    guard var section = health.section else { return health }
    let csv = runCSV(rounds: rounds, rows: Self.csvRows)
    section.figures += csv.figures
    section.method += " The CSV figures:" + csv.method + "."
    let large = runLargeFile()
    section.figures += large.figures
    section.method += " The large file:" + large.method + "."
    return SuiteOutcome(
      report: health.report + "\n" + csv.report + "\n" + large.report, section: section)
  }

  private func runHealth(rounds: Int) -> SuiteOutcome {
    var template = Array("/tmp/bmi-benchmark-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else {
      return SuiteOutcome(report: "import: no temporary directory")
    }
    let directory = String(cString: made)
    let export = "\(directory)/export.xml"
    let pristine = "\(directory)/pristine.json"
    let store = "\(directory)/store.json"
    defer {
      for file in [export, pristine, store, "\(directory)/count.txt"] { unlink(file) }
      rmdir(directory)
    }
    guard let bodyMass = HealthExportGenerator.write(to: export) else {
      return SuiteOutcome(report: "import: cannot write \(export)")
    }
    var info = stat()
    stat(export, &info)
    let mebibytes = Double(info.st_size) / 1_048_576
    // A store with one profile and no weigh-ins, put back before every run.
    StoreFixtureWriter.write(entries: 0, to: pristine)
    let importArguments = [bmi, "import", export, "--store", store, "-q"]
    var importing = SideBySide.Contender(name: "bmi import", arguments: importArguments)
    importing.prepare = { StoreFixtureWriter.copy(pristine, to: store) }
    StoreFixtureWriter.copy(pristine, to: store)
    guard CommandTimer.run(importArguments).status == 0 else {
      return SuiteOutcome(report: "import: bmi import failed on the generated export")
    }
    let contenders: [SideBySide.Contender] = [
      // Into a file: GNU grep stops at the first match when its output is /dev/null.
      .init(
        name: "grep -c", arguments: ["grep", "-c", "HKQuantityTypeIdentifierBodyMass", export],
        output: "\(directory)/count.txt"),
      importing,
    ]
    let results = SideBySide(rounds: rounds).measure(contenders)
    let ratio = results[1].medianSeconds / results[0].medianSeconds
    var lines = [
      "import: Apple Health export of \(format(mebibytes, places: 0)) MiB, \(HealthExportGenerator.days * HealthExportGenerator.otherRecordsPerDay) other records, \(bodyMass) body mass records",
      SideBySide.report(results, rounds: rounds),
      "  \(ratio <= Self.ratioTarget ? "meets" : "MISSES") the target of at most \(format(Self.ratioTarget, places: 2))x grep -c (ratio \(format(ratio, places: 2)))",
    ]
    StoreFixtureWriter.copy(pristine, to: store)
    var figures = ResultsFile.Figure.medians(results)
    figures.append(.ratio("`bmi import` / `grep -c`", ratio, atMost: Self.ratioTarget))
    if let peak = PeakMemory.kibibytes(importArguments) {
      let peakMiB = Double(peak) / 1024
      lines.append(
        "  peak memory of bmi import (VmHWM): \(format(peakMiB, places: 2)) MiB; \(peakMiB <= Self.memoryTargetMiB ? "meets" : "MISSES") the target of at most \(format(Self.memoryTargetMiB, places: 0)) MiB"
      )
      figures.append(
        .init(
          name: "peak memory of `bmi import`",
          value:
            "\(format(peakMiB, places: 2)) MiB (target at most \(format(Self.memoryTargetMiB, places: 0)) MiB: \(peakMiB <= Self.memoryTargetMiB ? "met" : "missed"))"
        ))
    } else {
      lines.append("  peak memory: could not trace bmi (ptrace unavailable?)")
    }
    let section = ResultsFile.Section(
      suite: "import",
      method: ResultsFile.method(
        rounds: rounds,
        ": a generated Apple Health export of \(format(mebibytes, places: 0)) MiB (\(bodyMass) body mass records) into a fresh store"
      ),
      figures: figures)
    return SuiteOutcome(report: lines.joined(separator: "\n"), section: section)
  }
}
