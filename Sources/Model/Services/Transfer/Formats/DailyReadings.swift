import DataSource

/// Readings of a tracker's file gathered by date, then reduced to one entry per day by a
/// `PerDayRule`: weights and waists each by the rule, the last note of the day.
struct DailyReadings {
  private var weights: [LocalDate: [Double]] = [:]
  private var waists: [LocalDate: [Double]] = [:]
  private var notes: [LocalDate: String] = [:]
  private var readings = 0

  mutating func add(
    _ date: LocalDate, kilograms: Double?, waist: Double? = nil, note: String? = nil
  ) {
    readings += 1
    if let kilograms { weights[date, default: []].append(kilograms) }
    if let waist { waists[date, default: []].append(waist) }
    if let note, !note.isEmpty { notes[date] = note }
  }

  var isEmpty: Bool { readings == 0 }

  /// One entry per date, sorted, and how many readings shared a date with another.
  func entries(_ rule: PerDayRule) -> (entries: [WeightEntry], repeats: Int) {
    let dates = Set(weights.keys).union(waists.keys).sorted()
    let entries = dates.map { date in
      WeightEntry(
        date: date, kilograms: weights[date].map { Self.pick($0, rule) },
        waistCentimetres: waists[date].map { Self.pick($0, rule) }, note: notes[date])
    }
    return (entries, readings - dates.count)
  }

  static func pick(_ values: [Double], _ rule: PerDayRule) -> Double {
    switch rule {
    case .last: values[values.count - 1]
    case .first: values[0]
    case .min: values.min()!
    case .mean: StoredMeasure.kilograms(values.reduce(0, +) / Double(values.count))
    }
  }
}
