/// `--per-day`: which reading a day keeps when a tracker's file has several on one date.
public enum PerDayRule: String, Sendable, Equatable, CaseIterable {
  /// The last reading of the day in the file (the default: the latest one a scale wrote).
  case last
  /// The first reading of the day in the file.
  case first
  /// The lowest reading of the day.
  case min
  /// The mean of the day's readings.
  case mean
}
