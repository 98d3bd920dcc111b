import Glibc

/// The tracker CSV figure of the import suite: `bmi import` of `csvRows` rows (`date,weight`,
/// ten a day from the store's first day, so the first 10,000 days meet the store's entries)
/// into a store of 10,000 daily entries, beside `wc -l` on the same file, with the import's
/// peak memory. `BMI_BENCHMARK_CSV_ROWS=N` tries it alone on N rows.
extension ImportSuite {
  static let csvRows = 1_000_000
  static let csvStoreEntries = 10_000
  /// Readings a day in the CSV: a million rows make 100,000 days, ending in 2001.
  static let csvRowsPerDay = 10
  static let csvSecondsTarget = 1.5
  static let csvMemoryTargetMiB = 200.0

  /// The report lines, the figures and the method's words for `rows` rows.
  func runCSV(rounds: Int, rows: Int) -> (
    report: String, figures: [ResultsFile.Figure], method: String
  ) {
    var template = Array("/tmp/bmi-benchmark-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else {
      return ("import csv: no temporary directory", [], "")
    }
    let directory = String(cString: made)
    let csv = "\(directory)/weights.csv"
    let pristine = "\(directory)/pristine.json"
    let store = "\(directory)/store.json"
    defer {
      for file in [
        csv, pristine, store, "\(store).undo", "\(store).lock", "\(directory)/count.txt",
      ] {
        unlink(file)
      }
      rmdir(directory)
    }
    guard Self.writeCSV(rows: rows, to: csv) else {
      return ("import csv: cannot write \(csv)", [], "")
    }
    StoreFixtureWriter.write(entries: Self.csvStoreEntries, to: pristine)
    let arguments = [bmi, "import", csv, "--store", store, "-q"]
    StoreFixtureWriter.copy(pristine, to: store)
    guard CommandTimer.run(arguments).status == 0 else {
      return ("import csv: bmi import failed on the generated CSV", [], "")
    }
    var importing = SideBySide.Contender(name: "bmi import (CSV)", arguments: arguments)
    importing.prepare = { StoreFixtureWriter.copy(pristine, to: store) }
    let contenders: [SideBySide.Contender] = [
      .init(name: "wc -l", arguments: ["wc", "-l", csv], output: "\(directory)/count.txt"),
      importing,
    ]
    let results = SideBySide(rounds: rounds).measure(contenders)
    let seconds = results[1].medianSeconds
    let meetsTime = seconds <= Self.csvSecondsTarget
    var lines = [
      "import csv: \(rows) rows into a store of \(Self.csvStoreEntries) entries",
      SideBySide.report(results, rounds: rounds),
      "  \(meetsTime ? "meets" : "MISSES") the target of at most \(format(Self.csvSecondsTarget, places: 1)) s",
    ]
    var figures = ResultsFile.Figure.medians(results)
    figures.append(
      .init(
        name: "`bmi import` of the CSV",
        value:
          "\(format(seconds, places: 3)) s (target at most \(format(Self.csvSecondsTarget, places: 1)) s: \(meetsTime ? "met" : "missed"))"
      ))
    StoreFixtureWriter.copy(pristine, to: store)
    if let peak = PeakMemory.kibibytes(arguments) {
      let peakMiB = Double(peak) / 1024
      let meets = peakMiB <= Self.csvMemoryTargetMiB
      lines.append(
        "  peak memory of bmi import (VmHWM): \(format(peakMiB, places: 2)) MiB; \(meets ? "meets" : "MISSES") the target of at most \(format(Self.csvMemoryTargetMiB, places: 0)) MiB"
      )
      figures.append(
        .init(
          name: "peak memory of `bmi import` of the CSV",
          value:
            "\(format(peakMiB, places: 2)) MiB (target at most \(format(Self.csvMemoryTargetMiB, places: 0)) MiB: \(meets ? "met" : "missed"))"
        ))
    } else {
      lines.append("  peak memory: could not trace bmi (ptrace unavailable?)")
    }
    let method =
      " a generated tracker CSV of \(rows) rows (`date,weight`, ten a day over 100,000 days) into a store of \(Self.csvStoreEntries) daily entries, beside `wc -l` on the same file"
    return (lines.joined(separator: "\n"), figures, method)
  }

  /// `date,weight` rows, ten a day from the store fixture's first day (a million days would
  /// run past today, which the import refuses), the weight moving a tenth of a kg a day.
  static func writeCSV(rows: Int, to path: String) -> Bool {
    var date = StoreFixtureWriter.firstDay
    return RowFileWriter.write(rows: rows, to: path, header: "date,weight\n") { index in
      let day = index / csvRowsPerDay
      let tenths = 700 + abs(day % 100 - 50) + index % 3
      defer { if (index + 1) % csvRowsPerDay == 0 { StoreFixtureWriter.advance(&date) } }
      return "\(StoreFixtureWriter.iso(date)),\(tenths / 10).\(tenths % 10)\n"
    }
  }
}
