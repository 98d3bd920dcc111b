import DataSource

/// Readings of a tracker's file gathered by date, then reduced to one entry per day by a
/// `PerDayRule`: weights and waists each by the rule, the day's last note. First and last go
/// by the time of day when the file gives one (Withings and Garmin write newest first), by
/// file order otherwise. A day keeps a fixed summary (first, last, min, max, sum, count), not
/// its readings, so memory grows with the days, never with the readings (endless records of
/// one day cost nothing).
struct DailyReadings {
  /// Where a reading falls in its day: its time (seconds after midnight, -1 when unknown),
  /// then its place in the file.
  typealias Order = (time: Int, sequence: Int)

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

    mutating func add(_ value: Double, _ order: Order) {
      if order < first.order { first = (order, value) }
      if order >= last.order { last = (order, value) }
      min = Swift.min(min, value)
      max = Swift.max(max, value)
      sum += value
      count += 1
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

  private var weights: [LocalDate: Summary] = [:]
  private var waists: [LocalDate: Summary] = [:]
  private var notes: [LocalDate: (order: Order, text: String)] = [:]
  private var readings = 0

  /// `time`: seconds after midnight, when the file gives the time of the reading.
  mutating func add(
    _ date: LocalDate, time: Int? = nil, kilograms: Double?, waist: Double? = nil,
    note: String? = nil
  ) {
    readings += 1
    let order = (time ?? -1, readings)
    if let kilograms { Self.add(kilograms, order, to: &weights[date]) }
    if let waist { Self.add(waist, order, to: &waists[date]) }
    if let note, !note.isEmpty, notes[date].map({ order >= $0.order }) ?? true {
      notes[date] = (order, note)
    }
  }

  private static func add(_ value: Double, _ order: Order, to summary: inout Summary?) {
    if summary == nil {
      summary = Summary(value, order)
    } else {
      summary!.add(value, order)
    }
  }

  var isEmpty: Bool { readings == 0 }

  /// One entry per date, sorted, and how many readings shared a date with another.
  func entries(_ rule: PerDayRule) -> (entries: [WeightEntry], repeats: Int) {
    let dates = Set(weights.keys).union(waists.keys).sorted()
    let entries = dates.map { date in
      WeightEntry(
        date: date, kilograms: weights[date]?.pick(rule),
        waistCentimetres: waists[date]?.pick(rule), note: notes[date]?.text)
    }
    return (entries, readings - dates.count)
  }
}
