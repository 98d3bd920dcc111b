import DataSource

/// Each weigh-in of a profile assessed at the person's age on its date, by the one
/// `Assessor`: what history, export and the other tracking records report. Made one at a
/// time when asked for, so a log of a million entries is never held assessed (each holds a
/// child's whole set of scores).
public struct WeighInAssessments: RandomAccessCollection, Sendable, Equatable {
  public let profile: Profile
  private let assessor = Assessor()
  /// The heights logged with the entries: each weigh-in is assessed with its own
  /// (`DatedHeights`), never with a height the profile was given later.
  private let heights: DatedHeights
  /// The day the profile's height stands for: today, or without it the last entry's day.
  private let today: LocalDate

  public init(_ profile: Profile, today: LocalDate? = nil) {
    self.profile = profile
    self.heights = DatedHeights(profile.entries)
    self.today = today ?? profile.entries.last?.date ?? LocalDate(dayNumber: 0)
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { profile.entries.count }

  /// The entry at `position` assessed (`Assessor.assess(entry:of:heights:today:)`); `nil`
  /// for an entry without a weight that nothing scores, such as a waist alone.
  public subscript(position: Int) -> WeighInAssessment? {
    assessed(at: position).assessment
  }

  /// The entry at `position` assessed, and the height it was assessed with, found once: its
  /// own day's, another day's within the window, or the profile's (the one rule,
  /// `Assessor.height(of:on:heights:today:)`); `nil` for an entry without a weight, or a
  /// child's without a height near it.
  public func assessed(at position: Int) -> (assessment: WeighInAssessment?, height: Double?) {
    let entry = profile.entries[position]
    let choice =
      entry.kilograms == nil
      ? nil : assessor.height(of: profile, on: entry.date, heights: heights, today: today)
    let assessment = assessor.assess(
      entry: entry, of: profile, heights: heights, today: today, choice: choice)
    guard case .height(let centimetres)? = choice else { return (assessment, nil) }
    return (assessment, centimetres)
  }

  public static func == (lhs: WeighInAssessments, rhs: WeighInAssessments) -> Bool {
    lhs.profile == rhs.profile && lhs.today == rhs.today
  }
}
