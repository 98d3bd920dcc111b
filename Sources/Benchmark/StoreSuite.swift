import Glibc

/// Issue target: `bmi log` and `bmi history` on stores of 3,650 entries (ten years of daily
/// weigh-ins) and 100,000, as ratios to `bmi calc`. Cost must grow no faster than linearly
/// with the entries, and `bmi log` at 3,650 must stay within 2× of `bmi calc` with the undo
/// snapshot kept (issue 20: the snapshot is the old file kept by a hard link, not a copy).
struct StoreSuite {
  static let sizes = [3_650, 100_000]
  /// `bmi log` at the smallest size over `bmi calc`, at most.
  static let logRatioTarget = 2.0
  /// The cost per entry at the largest size may exceed that at the smallest by this factor
  /// (cache effects) and still count as linear; quadratic work would be ~27× worse.
  static let linearTolerance = 1.5

  static let floorName = "bmi log, 1 entry"

  let bmi: String

  func run(rounds: Int) -> SuiteOutcome {
    var template = Array("/tmp/bmi-benchmark-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { fatalError("bmi-benchmark: no temporary directory") }
    let directory = String(cString: made)
    defer { remove(directory) }

    var contenders: [SideBySide.Contender] = [
      .init(
        name: "bmi calc",
        arguments: [bmi, "calc", "--weight", "70", "--height", "175", "--format", "value"])
    ]
    // The floor: `bmi log` on a store of one entry costs what every change costs whatever
    // the store's size (the lock, the file's and the directory's fsync, the renames), so the
    // ratio at 3,650 entries can be read as that floor plus the cost of the entries.
    contenders.append(log(entries: 1, in: directory, name: Self.floorName))
    for size in Self.sizes {
      contenders.append(log(entries: size, in: directory, name: "bmi log, \(size) entries"))
      contenders.append(
        .init(
          name: "bmi history, \(size) entries",
          arguments: [bmi, "history", "--store", "\(directory)/store-\(size).json"]))
    }
    // The same changes on tmpfs, where fsync costs nothing: what the disk's part is.
    var memoryTemplate = Array("/dev/shm/bmi-benchmark-XXXXXX".utf8CString)
    let tmpfs = mkdtemp(&memoryTemplate).map { String(cString: $0) }
    defer { if let tmpfs { remove(tmpfs) } }
    if let tmpfs {
      for size in [1, Self.sizes[0]] {
        contenders.append(
          log(
            entries: size, in: tmpfs, name: "bmi log, \(size) entr\(size == 1 ? "y" : "ies"), tmpfs"
          ))
      }
    }
    let results = SideBySide(rounds: rounds).measure(contenders)
    let verdicts = verdicts(results)
    let memory = peakMemory(in: directory)
    let calc = results[0].medianSeconds
    var figures = results.map {
      ResultsFile.Figure(
        name: "`\($0.name)`",
        value:
          "\(format($0.medianSeconds * 1000, places: 2)) ms (\(format($0.medianSeconds / calc, places: 2))× `bmi calc`)"
      )
    }
    figures += verdicts.figures + memory.figures
    let section = ResultsFile.Section(
      suite: "store",
      method: ResultsFile.method(
        rounds: rounds, ": stores of daily weigh-ins; `bmi log` rewrites the store every run"),
      figures: figures)
    return SuiteOutcome(
      report: "store: bmi log and bmi history vs bmi calc\n"
        + SideBySide.report(results, rounds: rounds)
        + "\n" + verdicts.report + "\n" + memory.report,
      section: section)
  }

  /// `bmi log` replacing the last weigh-in of a store of `entries` daily weigh-ins made in
  /// `directory`, so every run rewrites the store; the copy back to the original before each
  /// run (untimed) keeps every run the same.
  private func log(entries: Int, in directory: String, name: String) -> SideBySide.Contender {
    let pristine = "\(directory)/pristine-\(entries).json"
    let store = "\(directory)/store-\(entries).json"
    StoreFixtureWriter.write(entries: entries, to: pristine)
    StoreFixtureWriter.copy(pristine, to: store)
    var log = SideBySide.Contender(
      name: name,
      arguments: [
        bmi, "log", "70.05", "--date", StoreFixtureWriter.lastDate(entries: entries), "--store",
        store, "-q",
      ])
    log.prepare = { StoreFixtureWriter.copy(pristine, to: store) }
    return log
  }

  /// Issue 13: the listing commands stream, so their peak memory at a million entries stays
  /// within `memoryTarget` times the store file's size.
  static let memoryEntries = 1_000_000
  static let memoryTarget = 3.0

  private func peakMemory(in directory: String) -> (
    report: String, figures: [ResultsFile.Figure]
  ) {
    let store = "\(directory)/store-memory.json"
    StoreFixtureWriter.write(entries: Self.memoryEntries, to: store)
    var status = stat()
    guard stat(store, &status) == 0 else { return ("  peak memory: no fixture", []) }
    var figures: [ResultsFile.Figure] = []
    let fileKiB = Double(status.st_size) / 1024
    var lines = [
      "peak memory at \(Self.memoryEntries) entries (store file \(format(fileKiB / 1024, places: 1)) MiB; target at most \(format(Self.memoryTarget, places: 1))x the file)"
    ]
    for arguments in [["history"], ["export", "--format", "csv"], ["export"]] {
      let name = "bmi " + arguments.joined(separator: " ")
      guard let peak = PeakMemory.kibibytes([bmi] + arguments + ["--store", store]) else {
        lines.append("  \(name): could not be measured")
        continue
      }
      let ratio = Double(peak) / fileKiB
      lines.append(
        "  \(ratio <= Self.memoryTarget ? "meets" : "MISSES") \(name): \(format(Double(peak) / 1024, places: 1)) MiB (\(format(ratio, places: 2))x the file)"
      )
      figures.append(
        .init(
          name: "peak memory of `\(name)`, \(Self.memoryEntries) entries",
          value:
            "\(format(Double(peak) / 1024, places: 1)) MiB, \(format(ratio, places: 2))× the \(format(fileKiB / 1024, places: 1)) MiB file (target at most \(format(Self.memoryTarget, places: 2))×: \(ratio <= Self.memoryTarget ? "met" : "missed"))"
        ))
    }
    return (lines.joined(separator: "\n"), figures)
  }

  private func verdicts(_ results: [SideBySide.Result]) -> (
    report: String, figures: [ResultsFile.Figure]
  ) {
    let calc = results[0].medianSeconds
    func seconds(_ name: String) -> Double { results.first { $0.name == name }!.medianSeconds }
    var lines: [String] = []
    let small = Self.sizes[0]
    let large = Self.sizes[1]
    let logRatio = seconds("bmi log, \(small) entries") / calc
    var figures = [
      ResultsFile.Figure(
        name: "`bmi log` at \(small) entries / `bmi calc`",
        value:
          "\(format(logRatio, places: 2))× (target at most \(format(Self.logRatioTarget, places: 2))×: \(logRatio <= Self.logRatioTarget ? "met" : "missed"))"
      )
    ]
    lines.append(
      "  \(logRatio <= Self.logRatioTarget ? "meets" : "MISSES") the target of bmi log at \(small) entries within \(format(Self.logRatioTarget, places: 2))x of bmi calc (ratio \(format(logRatio, places: 2)))"
    )
    let floorRatio = seconds(Self.floorName) / calc
    lines.append(
      "  the floor, bmi log on a store of 1 entry: \(format(floorRatio, places: 2))x bmi calc (the part of every change that does not grow with the store)"
    )
    figures.append(
      .init(
        name: "`bmi log` at 1 entry / `bmi calc` (the floor of every change)",
        value: "\(format(floorRatio, places: 2))×"))
    for command in ["bmi log", "bmi history"] {
      // Cost per entry above the start-up of bmi calc, at each size.
      let perEntrySmall = (seconds("\(command), \(small) entries") - calc) / Double(small)
      let perEntryLarge = (seconds("\(command), \(large) entries") - calc) / Double(large)
      let growth = perEntryLarge / perEntrySmall
      let verdict = growth <= Self.linearTolerance ? "meets" : "MISSES"
      lines.append(
        "  \(verdict) linear growth for \(command): \(format(perEntrySmall * 1e9, places: 0)) ns per entry at \(small), \(format(perEntryLarge * 1e9, places: 0)) ns at \(large) (x\(format(growth, places: 2)), at most x\(format(Self.linearTolerance, places: 2)))"
      )
      figures.append(
        .init(
          name: "`\(command)` cost per entry, \(large) vs \(small) entries",
          value:
            "\(format(perEntryLarge * 1e9, places: 0)) ns vs \(format(perEntrySmall * 1e9, places: 0)) ns: \(format(growth, places: 2))× (target at most \(format(Self.linearTolerance, places: 2))×: \(growth <= Self.linearTolerance ? "met" : "missed"))"
        ))
    }
    return (lines.joined(separator: "\n"), figures)
  }

  private func remove(_ directory: String) {
    if let handle = opendir(directory) {
      while let entry = readdir(handle) {
        let name = withUnsafePointer(to: entry.pointee.d_name) {
          String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
        }
        if name != ".", name != ".." { unlink(directory + "/" + name) }
      }
      closedir(handle)
    }
    rmdir(directory)
  }
}
