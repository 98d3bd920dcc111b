import DataSource

/// A log entry that has a weight: what the trend, the chart and the latest weight read.
public struct WeighIn: Sendable, Equatable {
  public let date: LocalDate
  public let kilograms: Double

  public init(date: LocalDate, kilograms: Double) {
    self.date = date
    self.kilograms = kilograms
  }

  /// The weigh-ins among `entries`, in their order; waist-only entries are left out.
  public static func all(in entries: [WeightEntry]) -> [WeighIn] {
    entries.compactMap { entry in
      entry.kilograms.map { WeighIn(date: entry.date, kilograms: $0) }
    }
  }

  /// The last entry of `entries` (sorted by date) that has a weight, on `day` or before it
  /// when a day is given: a calculation for a past date uses what was weighed by then.
  public static func latest(in entries: [WeightEntry], onOrBefore day: LocalDate? = nil)
    -> WeighIn?
  {
    let logged = day.map { WeightLog.entries(entries, onOrBefore: $0) } ?? entries[...]
    guard let entry = logged.last(where: { $0.kilograms != nil }),
      let kilograms = entry.kilograms
    else { return nil }
    return WeighIn(date: entry.date, kilograms: kilograms)
  }
}
