import DataSource

/// Readings of a tracker's file gathered by date, then reduced to one entry per day by a
/// `PerDayRule`: weights and waists each by the rule, the note `DayNotes` keeps. First and
/// last go by the time of day when the file gives one (Withings and Garmin write newest
/// first), by file order otherwise. A day keeps a fixed summary (first, last, min, max, sum, count), not
/// its readings, so memory grows with the days, never with the readings (endless records of
/// one day cost nothing).
struct DailyReadings {
  /// Where a reading falls in its day: its time (seconds after midnight, `untimed` when
  /// unknown), then its place in the file.
  typealias Order = (time: Int, sequence: Int)

  /// The time of a reading the file gives none for: before every time, since a moment read
  /// against another field's date may fall before the day's midnight (a negative time).
  static let untimed = Int.min

  /// One measure's readings of one day.
  struct Summary {
    var first: (order: Order, value: Double)
    var last: (order: Order, value: Double)
    var min: Double
    var max: Double
    var sum: Double
    var count: Int

    init(_ value: Double, _ order: Order) {
      (first, last, min, max, sum, count) = ((order, value), (order, value), value, value, value, 1)
    }

    /// Another part of the same day's readings (the table met the day twice before sorting).
    mutating func add(_ other: Summary) {
      if other.first.order < first.order { first = other.first }
      if other.last.order >= last.order { last = other.last }
      min = Swift.min(min, other.min)
      max = Swift.max(max, other.max)
      sum += other.sum
      count += other.count
    }

    mutating func add(_ value: Double, _ order: Order) {
      if order < first.order { first = (order, value) }
      if order >= last.order { last = (order, value) }
      min = Swift.min(min, value)
      max = Swift.max(max, value)
      sum += value
      count += 1
    }

    /// Whether any of the readings has a time of day (those without one sort first).
    var isTimed: Bool { last.order.time > DailyReadings.untimed }

    /// Places in the file moved `offset` later (a later file's, `ImportedDay.add`).
    mutating func move(by offset: Int) {
      first.order.sequence += offset
      last.order.sequence += offset
    }

    func pick(_ rule: PerDayRule) -> Double {
      switch rule {
      case .last: last.value
      case .first: first.value
      case .min: min
      case .max: max
      case .mean: StoredMeasure.kilograms(sum / Double(count))
      }
    }
  }

  /// Weights and waists by day, in tables that cost a few words a day (`DayTable`).
  private var weights = DayTable()
  private var waists = DayTable()
  /// Only the days that have a note.
  private var notes: [LocalDate: DayNotes] = [:]
  /// Only the days with a height, head or arm logged (a child's growth: few days).
  private var growth: [LocalDate: Growth] = [:]
  private var readings = 0

  /// `time`: seconds after midnight, when the file gives the time of the reading.
  mutating func add(
    _ date: LocalDate, time: Int? = nil, kilograms: Double?, waist: Double? = nil,
    growth measures: TrackerGrowthColumns.Measures = .init(), note: String? = nil
  ) {
    readings += 1
    let order = (time ?? Self.untimed, readings)
    if let kilograms { weights.add(kilograms, order, on: date) }
    if let waist { waists.add(waist, order, on: date) }
    if !measures.isEmpty { growth[date, default: Growth()].add(measures, order) }
    if let note, !note.isEmpty {
      if notes[date] == nil {
        notes[date] = DayNotes((order, note))
      } else {
        notes[date]?.add((order, note))
      }
    }
  }

  var isEmpty: Bool { readings == 0 }

  /// The memory a table could not have to hold another day: readings were dropped, and the
  /// import must end with `ImportFailure.outOfMemory` rather than go on without them.
  var exhaustedBytes: Int? { weights.exhaustedBytes ?? waists.exhaustedBytes }

  /// One entry per date, sorted, and how many readings shared a date with another reading of
  /// the same measure, and so were not kept as they were: a weight and a waist of one day
  /// are both kept, in one entry.
  func entries(_ rule: PerDayRule) -> (entries: [WeightEntry], repeats: Int) {
    let (profile, repeats) = self.profile(rule)
    return (profile.entries, repeats)
  }

  /// A tracker file's profile: `entries(rule)` and, beside each entry, the day's readings
  /// as they were summed (`ImportedDay`), so that the files of one import are reduced by the
  /// rule together (`ImportBatch.combined`).
  /// A one-profile file's batch (Google Fit's or Health Auto Export's JSON): its days by
  /// `rule`, or why there is none: the rows `skips` counted, else an empty file.
  func batch(_ format: ImportBatch.Format, _ rule: PerDayRule, skips: ImportSkips)
    throws(ImportFailure) -> ImportBatch
  {
    guard !isEmpty else { throw skips.isEmpty ? .empty : .nothingToImport(skips) }
    let (profile, repeats) = profile(rule)
    return ImportBatch(
      format: format, profiles: [profile], repeatedDates: repeats, skippedRows: skips.total)
  }

  func profile(_ rule: PerDayRule) -> (profile: ImportedProfile, repeats: Int) {
    let weights = weights.sortedDays()
    let waists = waists.sortedDays()
    var entries: [WeightEntry] = []
    var days: [ImportedDay] = []
    entries.reserveCapacity(Swift.max(weights.count, waists.count))
    days.reserveCapacity(entries.capacity)
    // Both tables are sorted by day: walked together, a day of either makes one entry; so
    // does a day of growth measures alone, in date order among them.
    let growthDays = growth.keys.sorted()
    var (weight, waist, grown) = (0, 0, 0)
    while weight < weights.count || waist < waists.count || grown < growthDays.count {
      var day = Swift.min(
        weight < weights.count ? weights.day(at: weight) : .max,
        waist < waists.count ? waists.day(at: waist) : .max)
      if grown < growthDays.count, DayTable.day(growthDays[grown]) <= day {
        day = DayTable.day(growthDays[grown])
        grown += 1
      }
      let date = DayTable.date(day)
      var readings = ImportedDay()
      if weight < weights.count, weights.day(at: weight) == day {
        readings.weight = weights.summary(at: weight)
        weight += 1
      }
      if waist < waists.count, waists.day(at: waist) == day {
        readings.waist = waists.summary(at: waist)
        waist += 1
      }
      readings.notes = notes[date]
      readings.growth = growth[date]
      entries.append(readings.entry(on: date, rule))
      days.append(readings)
    }
    var profile = ImportedProfile(name: nil, details: nil, entries: entries)
    profile.days = days
    return (profile, weights.readings - weights.count + waists.readings - waists.count)
  }

  /// A day's height, head and arm: each the day's last reading of it (a measurement, not a
  /// figure to average), by time of day, then file order.
  struct Growth: Sendable {
    typealias Reading = (order: Order, value: Double)
    var height: Reading?
    var head: Reading?
    var arm: Reading?

    mutating func add(_ measures: TrackerGrowthColumns.Measures, _ order: Order) {
      Self.keep(&height, measures.height.map { (order, $0) })
      Self.keep(&head, measures.head.map { (order, $0) })
      Self.keep(&arm, measures.arm.map { (order, $0) })
    }

    /// Another file's measures of the day, its places moved after this file's (`offset`).
    mutating func add(_ other: Growth, offset: Int) {
      func moved(_ reading: Reading?) -> Reading? {
        reading.map { (($0.order.time, $0.order.sequence + offset), $0.value) }
      }
      Self.keep(&height, moved(other.height))
      Self.keep(&head, moved(other.head))
      Self.keep(&arm, moved(other.arm))
    }

    private static func keep(_ kept: inout Reading?, _ reading: Reading?) {
      guard let reading, kept.map({ reading.order >= $0.order }) ?? true else { return }
      kept = reading
    }
  }
}
