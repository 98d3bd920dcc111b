import DataSource

/// The rows `bmi history` shows, made one at a time when asked for: a log of a million
/// entries keeps only its trend values here, never a million assessed rows (each row carries
/// a child's whole set of scores), so `history` stays within a few times the store's size.
public struct HistoryRows: RandomAccessCollection, Sendable, Equatable {
  public let profile: Profile
  /// Each entry assessed by the one assessor, when its row is made.
  let assessments: WeighInAssessments
  /// The trend on each entry's day, for the entries from the log's start to `upper`.
  let trends: [Double?]
  /// The entries shown: `lower..<upper` of the profile's log.
  let lower: Int
  let upper: Int
  /// Newest first.
  public let isReversed: Bool
  let today: LocalDate?

  init(
    profile: Profile, trends: [Double?], lower: Int, upper: Int, isReversed: Bool = false,
    today: LocalDate? = nil
  ) {
    self.profile = profile
    self.today = today
    self.assessments = WeighInAssessments(profile, today: today)
    self.trends = trends
    self.lower = lower
    self.upper = Swift.max(lower, upper)
    self.isReversed = isReversed
  }

  /// No rows, before a history has been asked for.
  public static let empty = HistoryRows(
    profile: Profile(name: "", heightCentimetres: 0), trends: [], lower: 0, upper: 0)

  public var startIndex: Int { 0 }
  public var endIndex: Int { upper - lower }

  public subscript(position: Int) -> HistoryRow {
    let index = lower + (isReversed ? endIndex - 1 - position : position)
    let (assessment, height) = assessments.assessed(at: index)
    return HistoryRow(
      entry: profile.entries[index], trendKilograms: trends[index], assessment: assessment,
      bmiHeightCentimetres: height)
  }

  /// The same rows, newest first.
  public func newestFirst() -> HistoryRows {
    HistoryRows(
      profile: profile, trends: trends, lower: lower, upper: upper, isReversed: true,
      today: today)
  }
}
