import DataSource

extension ImportBatch {
  /// Whether this is a tracker file's batch that keeps its readings (`ImportedDay`), and so
  /// can be reduced by `--per-day` together with the other files of the import.
  var keepsReadings: Bool {
    format.isTracker && profiles.count == 1 && profiles[0].name == nil
      && profiles[0].days != nil
  }

  /// The readings of a batch that `keepsReadings`: its weights and waists, each day's all.
  var readings: Int {
    (profiles.first?.days ?? []).reduce(0) {
      $0 + ($1.weight?.count ?? 0) + ($1.waist?.count ?? 0)
    }
  }

  /// Tracker files of one import (each `keepsReadings`) as one batch: a day that several
  /// files have is reduced by `rule` from the readings of all of them, by time of day across
  /// the files (an evening reading in the first file is the day's `last` over a morning one
  /// in the second), by file order only among readings without a time. Their rows without a
  /// weight and their heights add up; the latest height is offered.
  static func combined(_ batches: [ImportBatch], rule: PerDayRule) -> ImportBatch {
    var days: [LocalDate: ImportedDay] = [:]
    for (index, batch) in batches.enumerated() {
      let profile = batch.profiles[0]
      for (entry, readings) in zip(profile.entries, profile.days ?? []) {
        // Each file's places after every place in the files before it.
        days[entry.date, default: ImportedDay()].add(readings, offset: index << 40)
      }
    }
    var entries: [WeightEntry] = []
    var kept: [ImportedDay] = []
    var repeats = 0
    for date in days.keys.sorted() {
      let readings = days[date]!
      entries.append(readings.entry(on: date, rule))
      kept.append(readings)
      repeats += readings.repeats
    }
    var profile = ImportedProfile(name: nil, details: nil, entries: entries)
    profile.days = kept
    var combined = ImportBatch(
      format: batches[0].format, profiles: [profile], repeatedDates: repeats,
      skippedRows: batches.reduce(0) { $0 + $1.skippedRows })
    if let latest = batches.filter({ $0.heightCentimetres != nil }).max(by: {
      ($0.heightDate?.dayNumber ?? .min) < ($1.heightDate?.dayNumber ?? .min)
    }) {
      combined.heightCentimetres = latest.heightCentimetres
      combined.heightDate = latest.heightDate
    }
    combined.weightsInProfileUnits = batches.lazy.compactMap(\.weightsInProfileUnits).first
    combined.dateOrderGuess = batches.lazy.compactMap(\.dateOrderGuess).first
    combined.misreadText = batches.lazy.compactMap(\.misreadText).first
    return combined
  }
}
