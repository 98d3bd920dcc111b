import Glibc

/// Issue 20, item 6: `bmi import` of a 250 MB file takes at most `largeFileMemoryTarget` times
/// the file's size in memory. Two files that large: a tracker's CSV of many readings a day
/// (`date,weight` rows, `largeFileRowsPerDay` a day from the store fixture's first day, so the
/// last is long before today) into a store with one metric profile and no weigh-ins; and
/// bmi's own JSON export of profiles of `largeExportDays` daily weigh-ins each, into a new
/// store. Peak memory only, from one untimed run each: the imports take seconds, and their
/// time has the CSV figure's target.
extension ImportSuite {
  static let largeFileBytes = 250_000_000
  /// Every row is `YYYY-MM-DD,WW.W` and a line feed.
  static let largeFileRowBytes = 16
  static let largeFileRowsPerDay = 200
  static let largeFileMemoryTarget = 3.0
  /// Each entry line of the export is `        {"date": "YYYY-MM-DD", "weight_kg": WW.W}`
  /// with its comma and line feed.
  static let largeExportEntryBytes = 50
  static let largeExportDays = 100_000

  /// The report lines, the figures and the method's words.
  func runLargeFile() -> (report: String, figures: [ResultsFile.Figure], method: String) {
    var template = Array("/tmp/bmi-benchmark-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else {
      return ("import large file: no temporary directory", [], "")
    }
    let directory = String(cString: made)
    let csv = "\(directory)/large.csv"
    let json = "\(directory)/large.json"
    let store = "\(directory)/store.json"
    let fresh = "\(directory)/fresh.json"
    defer {
      for file in [csv, json, store, fresh] {
        for path in [file, "\(file).undo", "\(file).lock"] { unlink(path) }
      }
      rmdir(directory)
    }
    let rows = Self.largeFileBytes / Self.largeFileRowBytes
    guard Self.writeLargeCSV(rows: rows, to: csv) else {
      return ("import large file: cannot write \(csv)", [], "")
    }
    StoreFixtureWriter.write(entries: 0, to: store)
    let csvPeak = peak(of: csv, into: store, kind: "tracker CSV")
    unlink(csv)
    let entries = Self.largeFileBytes / Self.largeExportEntryBytes
    guard Self.writeLargeExport(entries: entries, to: json) else {
      return ("import large file: cannot write \(json)", [], "")
    }
    let jsonPeak = peak(of: json, into: fresh, kind: "bmi JSON export")
    let method =
      " a generated tracker CSV of \(format(csvPeak.fileMiB, places: 1)) MiB (\(rows) rows, \(Self.largeFileRowsPerDay) a day) into a store with one profile and no weigh-ins, and a generated bmi JSON export of \(format(jsonPeak.fileMiB, places: 1)) MiB (\(entries) entries, profiles of \(Self.largeExportDays) days) into a new store, peak memory of one run each"
    return (
      csvPeak.report + "\n" + jsonPeak.report, csvPeak.figures + jsonPeak.figures, method
    )
  }

  /// One file's peak memory against its size.
  private func peak(of file: String, into store: String, kind: String) -> (
    report: String, figures: [ResultsFile.Figure], fileMiB: Double
  ) {
    var info = stat()
    stat(file, &info)
    let fileMiB = Double(info.st_size) / 1_048_576
    let name = "bmi import of a \(Self.largeFileBytes / 1_000_000) MB \(kind)"
    guard let peak = PeakMemory.kibibytes([bmi, "import", file, "--store", store, "-q"]) else {
      return ("  peak memory of \(name): could not be measured", [], fileMiB)
    }
    let peakMiB = Double(peak) / 1024
    let ratio = peakMiB / fileMiB
    let meets = ratio <= Self.largeFileMemoryTarget
    let report =
      "  \(meets ? "meets" : "MISSES") peak memory of \(name): \(format(peakMiB, places: 1)) MiB (\(format(ratio, places: 2))x the \(format(fileMiB, places: 1)) MiB file; target at most \(format(Self.largeFileMemoryTarget, places: 1))x)"
    let figure = ResultsFile.Figure(
      name: "peak memory of `bmi import` of a \(Self.largeFileBytes / 1_000_000) MB \(kind)",
      value:
        "\(format(peakMiB, places: 1)) MiB, \(format(ratio, places: 2))× the \(format(fileMiB, places: 1)) MiB file (target at most \(format(Self.largeFileMemoryTarget, places: 2))×: \(meets ? "met" : "missed"))"
    )
    return (report, [figure], fileMiB)
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

  /// bmi's store document, as `bmi export` writes it: profiles `p0`, `p1`, ... of
  /// `largeExportDays` daily entries each, `entries` in all.
  static func writeLargeExport(entries: Int, to path: String) -> Bool {
    let head = "{\n  \"schema_version\": 3,\n  \"default_profile\": \"p0\",\n  \"profiles\": ["
    var date = StoreFixtureWriter.firstDay
    return RowFileWriter.write(rows: entries, to: path, header: head) { index in
      let day = index % largeExportDays
      var text = ""
      if day == 0 {
        date = StoreFixtureWriter.firstDay
        text += index == 0 ? "\n" : "\n      ]\n    },\n"
        text += "    {\n      \"name\": \"p\(index / largeExportDays)\",\n"
        text += "      \"height_cm\": 175.0,\n      \"sex\": null,\n      \"born\": null,\n"
        text += "      \"goal_kg\": null,\n      \"units\": \"metric\",\n"
        text += "      \"population\": null,\n      \"reference\": null,\n      \"entries\": [\n"
      } else {
        text += ",\n"
      }
      let tenths = 700 + abs(day % 100 - 50) + index % 3
      text +=
        "        {\"date\": \"\(StoreFixtureWriter.iso(date))\", \"weight_kg\": \(tenths / 10).\(tenths % 10)}"
      StoreFixtureWriter.advance(&date)
      if index == entries - 1 { text += "\n      ]\n    }\n  ]\n}\n" }
      return text
    }
  }
}
