import Foundation
import TestSupport
import Testing

/// Several tracker files in one import are one set of readings: a day in two files is
/// reduced by `--per-day` by time of day across them, never by which file came first, and the
/// summary counts what the store gains (no file "replaces" another's day).
@MainActor
struct ImportPerDayAcrossFilesTests {
  @Test(arguments: [
    ("last", "61.50"), ("first", "60.50"), ("mean", "61.00"), ("min", "60.50"), ("max", "61.50"),
  ])
  func import_sameDayInTwoFiles_ruleByTimeOfDay(rule: String, kilograms: String) async throws {
    let session = try await ImportAccountingCommandTests.session(
      writing: "date,weight_kg\n2026-01-11 21:00,61.5\n", as: "a_evening.csv")
    try session.directory.write(
      "date,weight_kg\n2026-01-11 07:00,60.5\n2026-01-13 07:00,60.8\n", to: "b_morning.csv")
    let sut = await session.run([
      "import", session.directory.file("a_evening.csv"), session.directory.file("b_morning.csv"),
      "--per-day", rule, "--dry-run",
    ])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stderr.hasPrefix("Dry run of 2 files (nothing written): 2 added, 0 replaced"))
    #expect(sut.stderr.contains("1 reading shared a date with another"), "\(sut.stderr)")
    #expect(sut.stdout.contains("2026-01-11  \(kilograms) kg"), "\(sut.stdout)")
    #expect(sut.stdout.contains("2026-01-13  60.80 kg"), "\(sut.stdout)")
  }

  /// A file of days (Google Fit's `Daily activity metrics.csv`, whose day average is of the
  /// per-day file's readings) yields to the timed readings of the same day: the average is
  /// neither the day's first reading nor one more to average in.
  @Test(arguments: [
    ("last", "60.40"), ("first", "61.40"), ("mean", "60.90"), ("min", "60.40"), ("max", "61.40"),
  ])
  func import_dayRowAndTimedReadings_timedReadingsDecide(rule: String, kilograms: String)
    async throws
  {
    let session = try await ImportAccountingCommandTests.session(
      writing: "date,weight_kg\n2026-01-11,62.0\n2026-01-13,60.8\n", as: "days.csv")
    try session.directory.write(
      "date,weight_kg\n2026-01-11 21:00,60.4\n2026-01-11 07:00,61.4\n", to: "times.csv")
    let sut = await session.run([
      "import", session.directory.file("days.csv"), session.directory.file("times.csv"),
      "--per-day", rule, "--dry-run",
    ])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stderr.contains("2 readings shared a date with another"), "\(sut.stderr)")
    #expect(sut.stdout.contains("2026-01-11  \(kilograms) kg"), "\(sut.stdout)")
    #expect(sut.stdout.contains("2026-01-13  60.80 kg"), "\(sut.stdout)")
  }

  @Test func import_directoryOfFoldersOnly_namesTheFolders() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    for folder in ["Fit/All Data", "Fit/Daily activity metrics"] {
      try FileManager.default.createDirectory(
        atPath: session.directory.file(folder), withIntermediateDirectories: true)
    }
    try session.directory.write("{}", to: "Fit/All Data/raw.json")
    let sut = await session.run(["import", session.directory.file("Fit")])
    #expect(sut.status == 65)
    #expect(
      sut.stderr.hasSuffix(
        "Fit is a directory without a file to import (it holds only folders: All Data, Daily activity metrics; a directory's files are read, not its folders': import one, such as '\(session.directory.file("Fit"))/All Data', or all of them: bmi import \(session.directory.file("Fit"))/*/); nothing was imported\n"
      ), "\(sut.stderr)")
  }

  /// A directory of one file refused names the file, as a directory of several does.
  @Test(arguments: ["[1, 2]", "Date,Steps\n2026-01-01,100\n"])
  func import_directoryOfOneFileRefused_namesTheFile(text: String) async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    try FileManager.default.createDirectory(
      atPath: session.directory.file("export"), withIntermediateDirectories: true)
    try session.directory.write(text, to: "export/weights.txt")
    let sut = await session.run(["import", session.directory.file("export")])
    #expect(sut.status == 65)
    #expect(
      sut.stderr.hasPrefix("bmi: \(session.directory.file("export"))/weights.txt: "),
      "\(sut.stderr)")
  }

  /// Google Takeout's `All Data` folder: the merged weight file holds the raw source's points
  /// too, so the raw file beside it is counted, not read again (its 60.3 was averaged twice).
  @Test func import_googleFitMergedAndRawFiles_rawCountedNotReadAgain() async throws {
    func file(_ source: String, _ points: [(Int64, Double)]) -> String {
      let listed = points.map {
        #"{"dataTypeName": "com.google.weight", "startTimeNanos": \#($0.0), "endTimeNanos": \#($0.0), "fitValue": [{"value": {"fpVal": \#($0.1)}}]}"#
      }
      return #"{"Data Source": "\#(source)", "Data Points": [\#(listed.joined(separator: ", "))]}"#
    }
    // 2026-01-05 06:30 and 18:00 UTC.
    let morning: Int64 = 1_767_594_600_000_000_000
    let evening: Int64 = 1_767_636_000_000_000_000
    let session = try await ImportAccountingCommandTests.session(
      writing: file(
        "derived:com.google.weight:com.google.android.gms:merge_weight",
        [(morning, 60.3), (evening, 60.9)]),
      as: "derived_com.google.weight_com.google.android.gms_merge_weight.json")
    try session.directory.write(
      file("raw:com.google.weight:com.google.android.apps.fitness:user_input", [(morning, 60.3)]),
      to: "raw_com.google.weight_com.google.android.apps.fitness_user_input.json")
    let sut = await session.run([
      "import",
      session.directory.file("derived_com.google.weight_com.google.android.gms_merge_weight.json"),
      session.directory.file(
        "raw_com.google.weight_com.google.android.apps.fitness_user_input.json"),
      "--per-day", "mean", "--tz", "UTC", "--dry-run",
    ])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stdout.contains("2026-01-05  60.60 kg"), "\(sut.stdout)")
    #expect(
      sut.stderr.contains("1 row skipped: 1 of a raw source the merged file beside it holds too"),
      "\(sut.stderr)")
  }
}
