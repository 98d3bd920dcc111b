/// `--per-day`: which reading a day keeps when a tracker's file has several on one date.
public enum PerDayRule: String, Sendable, Equatable, CaseIterable {
  /// The latest reading of the day by its time (the default: the latest one a scale wrote);
  /// by file order when the file gives no times.
  case last
  /// The earliest reading of the day by its time (file order when it gives none).
  case first
  /// The lowest reading of the day.
  case min
  /// The highest reading of the day.
  case max
  /// The mean of the day's readings.
  case mean
}
