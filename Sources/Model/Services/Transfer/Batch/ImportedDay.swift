import DataSource

/// One day of a tracker's file as its readings left it, kept beside the day's entry: the
/// weights and waists summed with the time of the first and last (`DailyReadings.Summary`)
/// and the day's notes (`DayNotes`). Several files of one import are reduced by `--per-day`
/// together from these (`ImportBatch.combined`), by time of day across the files, not by file
/// order.
struct ImportedDay: Sendable {
  var weight: DailyReadings.Summary?
  var waist: DailyReadings.Summary?
  var notes: DayNotes?
  var growth: DailyReadings.Growth?
  /// Readings set aside for another file's timed readings of the day (`add`).
  private var yielded = 0

  /// `other` (a later file's readings of the same day) added in; `offset` moves its places
  /// in its file after every place in the files before it, so that among readings without a
  /// time, or at the same time, the later file's still come later.
  mutating func add(_ other: ImportedDay, offset: Int) {
    weight = combined(weight, other.weight, offset: offset)
    waist = combined(waist, other.waist, offset: offset)
    yielded += other.yielded
    if let theirs = other.growth {
      var mine = growth ?? DailyReadings.Growth()
      mine.add(theirs, offset: offset)
      growth = mine
    }
    if let theirs = other.notes {
      if notes == nil { notes = theirs } else { notes?.add(theirs, offset: offset) }
    }
  }

  /// One measure's readings of the day from two files. Readings without a time of day yield
  /// to the other file's timed ones: they cannot be placed among them for `first` and `last`,
  /// and a file of days is most often a summary of the very readings the other lists
  /// (Google Fit's `Daily activity metrics.csv` averages its per-day files' readings).
  private mutating func combined(
    _ mine: DailyReadings.Summary?, _ theirs: DailyReadings.Summary?, offset: Int
  ) -> DailyReadings.Summary? {
    guard var theirs else { return mine }
    theirs.move(by: offset)
    guard var mine else { return theirs }
    switch (mine.isTimed, theirs.isTimed) {
    case (true, false):
      yielded += theirs.count
      return mine
    case (false, true):
      yielded += mine.count
      return theirs
    default:
      mine.add(theirs)
      return mine
    }
  }

  /// The entry of `date` these readings make by `rule`: weight and waist each by the rule,
  /// the note `rule` keeps, the day's last height, head and arm.
  func entry(on date: LocalDate, _ rule: PerDayRule) -> WeightEntry {
    var entry = WeightEntry(date: date, kilograms: weight?.pick(rule))
    entry.waistCentimetres = waist?.pick(rule)
    entry.note = notes?.text(rule)
    entry.heightCentimetres = growth?.height?.value
    entry.headCentimetres = growth?.head?.value
    entry.armCentimetres = growth?.arm?.value
    return entry
  }

  /// Readings of a measure beyond the first, and those that yielded to timed ones, which
  /// `repeatedDates` counts.
  var repeats: Int {
    max(0, (weight?.count ?? 0) - 1) + max(0, (waist?.count ?? 0) - 1) + yielded
  }
}
