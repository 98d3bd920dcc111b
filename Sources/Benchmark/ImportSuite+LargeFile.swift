import Glibc

/// Issue 20, item 6: `bmi import` of a 250 MB file takes at most `largeFileMemoryTarget` times
/// the file's size in memory. A file that large is a tracker's CSV of many readings a day (a
/// store, and so bmi's own export, holds at most 256 MiB): `date,weight` rows,
/// `largeFileRowsPerDay` a day from the store fixture's first day (so the last is long before
/// today), into a store with one metric profile and no weigh-ins. Peak memory only, from one
/// untimed run: the import takes seconds, and its time has the CSV figure's target.
extension ImportSuite {
  static let largeFileBytes = 250_000_000
  /// Every row is `YYYY-MM-DD,WW.W` and a line feed.
  static let largeFileRowBytes = 16
  static let largeFileRowsPerDay = 200
  static let largeFileMemoryTarget = 3.0

  /// The report lines, the figures and the method's words.
  func runLargeFile() -> (report: String, figures: [ResultsFile.Figure], method: String) {
    var template = Array("/tmp/bmi-benchmark-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else {
      return ("import large file: no temporary directory", [], "")
    }
    let directory = String(cString: made)
    let csv = "\(directory)/large.csv"
    let store = "\(directory)/store.json"
    defer {
      for file in [csv, store, "\(store).undo", "\(store).lock"] { unlink(file) }
      rmdir(directory)
    }
    let rows = Self.largeFileBytes / Self.largeFileRowBytes
    guard Self.writeLargeCSV(rows: rows, to: csv) else {
      return ("import large file: cannot write \(csv)", [], "")
    }
    var info = stat()
    stat(csv, &info)
    let fileMiB = Double(info.st_size) / 1_048_576
    StoreFixtureWriter.write(entries: 0, to: store)
    let name = "bmi import of a \(Self.largeFileBytes / 1_000_000) MB tracker CSV"
    let method =
      " a generated tracker CSV of \(format(fileMiB, places: 1)) MiB (\(rows) rows, \(Self.largeFileRowsPerDay) a day) into a store with one profile and no weigh-ins, peak memory of one run"
    guard let peak = PeakMemory.kibibytes([bmi, "import", csv, "--store", store, "-q"]) else {
      return ("  peak memory of \(name): could not be measured", [], method)
    }
    let peakMiB = Double(peak) / 1024
    let ratio = peakMiB / fileMiB
    let meets = ratio <= Self.largeFileMemoryTarget
    let report =
      "  \(meets ? "meets" : "MISSES") peak memory of \(name): \(format(peakMiB, places: 1)) MiB (\(format(ratio, places: 2))x the \(format(fileMiB, places: 1)) MiB file; target at most \(format(Self.largeFileMemoryTarget, places: 1))x)"
    let figure = ResultsFile.Figure(
      name: "peak memory of `bmi import` of a \(Self.largeFileBytes / 1_000_000) MB tracker CSV",
      value:
        "\(format(peakMiB, places: 1)) MiB, \(format(ratio, places: 2))× the \(format(fileMiB, places: 1)) MiB file (target at most \(format(Self.largeFileMemoryTarget, places: 2))×: \(meets ? "met" : "missed"))"
    )
    return (report, [figure], method)
  }

  /// `date,weight` rows of `largeFileRowBytes` each, the date written once a day.
  static func writeLargeCSV(rows: Int, to path: String) -> Bool {
    var date = StoreFixtureWriter.firstDay
    var day = StoreFixtureWriter.iso(date)
    return RowFileWriter.write(rows: rows, to: path, header: "date,weight\n") { index in
      if index > 0, index % largeFileRowsPerDay == 0 {
        StoreFixtureWriter.advance(&date)
        day = StoreFixtureWriter.iso(date)
      }
      let tenths = 700 + abs(index / largeFileRowsPerDay % 100 - 50) + index % 3
      return "\(day),\(tenths / 10).\(tenths % 10)\n"
    }
  }
}
