import DataSource

/// The waist `bmi calc` borrows from a profile's log when none is given: the latest one logged
/// on or before the day of the measurement, and no more than `maximumAgeDays` before it.
///
/// A waist changes slowly (about a centimetre per kilogram lost or gained), so one measured
/// within a month still describes the person; an older one would be reported as if current.
public enum RecentWaist {
  public static let maximumAgeDays = 30

  public static func find(in entries: [WeightEntry], measuredOn day: LocalDate) -> WeightEntry? {
    guard
      let entry = WeightLog.entries(entries, onOrBefore: day).last(where: {
        $0.waistCentimetres != nil
      }),
      day.dayNumber - entry.date.dayNumber <= maximumAgeDays
    else { return nil }
    return entry
  }
}
