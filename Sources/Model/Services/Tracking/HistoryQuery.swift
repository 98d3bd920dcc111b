import DataSource

/// Which log entries `bmi history` shows: `since` and `until` inclusive, then the last `last`.
public struct HistoryQuery: Sendable, Equatable {
  public var profile: String?
  public var since: LocalDate?
  public var until: LocalDate?
  public var last: Int?
  /// The growth references to assess a child by, over the profile's (`chart --reference`).
  public var reference: ReferenceChoice?

  public init(
    profile: String? = nil, since: LocalDate? = nil, until: LocalDate? = nil, last: Int? = nil
  ) {
    self.profile = profile
    self.since = since
    self.until = until
    self.last = last
  }

  /// The rows of `profile` this query selects. The trend is computed over the whole log
  /// first, so a filtered row shows the same trend as an unfiltered one. `today` is the day
  /// the profile's height stands for (`DatedHeights`); `nil`: the last entry's day.
  public func rows(of profile: Profile, today: LocalDate? = nil) -> HistoryRows {
    let entries = profile.entries
    let lower = since.map { WeightLog.search($0, in: entries).index } ?? 0
    var upper = entries.count
    if let until {
      let (index, found) = WeightLog.search(until, in: entries)
      upper = found ? index + 1 : index
    }
    guard lower < upper else {
      return HistoryRows(profile: profile, trends: [], lower: 0, upper: 0, today: today)
    }
    let start = last.map { max(lower, upper - $0) } ?? lower
    let trends = TrendCalculator().trend(at: Array(entries[..<upper]))
    return HistoryRows(
      profile: profile, trends: trends, lower: start, upper: upper, today: today)
  }
}
