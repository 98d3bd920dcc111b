import DataSource

/// The heights logged with a profile's entries (`bmi log --height`), by date: the height each
/// weigh-in is assessed with, so that changing the profile's height never rescores the past.
///
/// A child (born known, under the adult age on the day) is assessed with the height measured
/// that day, or else the most recent one at most its window before it, or else the first one
/// at most its window after it (`windowDays(ageDays:)`: 91 days, less for a baby) (a weigh-in entered for a day before the
/// height measured when the profile was made). A child's profile height is itself a
/// measurement of the day it is saved (`ProfileEditor` logs it with that day's entry), so
/// changing it on a later day never rescores an earlier weigh-in: each keeps the nearest
/// height before it, or the first after (saving another the same day corrects that day's).
/// Only a profile with no height logged at all (a store of an older `bmi`) lends its height,
/// today's, to a weigh-in within the window before today. Otherwise the weigh-in is not
/// assessed (`AssessmentReason.heightTooOld`). An adult is assessed with the most recent
/// height logged on or before the day, or else the profile's height.
///
/// Only the entries that have a height are kept (usually few), and each look-up is a binary
/// search, so assessing every weigh-in of a long log stays linear.
public struct DatedHeights: Sendable, Equatable {
  /// 3 months (3 × 30.4375 days, down): a child grows about 1.5 cm in that time at 10 years,
  /// which moves a BMI by about 2%, the most a stale height may.
  public static let childWindowDays = 91
  /// The shortest window: a newborn's length of the same week.
  public static let shortestWindowDays = 7

  /// How far from a weigh-in a child's height may be measured: `childWindowDays`, but for a
  /// baby a quarter of its age in days (at least `shortestWindowDays`): a baby of 2 months
  /// grows about 3 cm a month, and a birth length would put a 2-month-old's weight-for-length
  /// far off (z 5 for a normal baby). From a year on, the 3 months.
  public static func windowDays(ageDays: Int) -> Int {
    min(childWindowDays, max(shortestWindowDays, ageDays / 4))
  }

  /// Day numbers of the entries with a height, ascending, and those heights.
  private let days: [Int]
  private let heights: [Double]

  public init(_ entries: some Sequence<WeightEntry>) {
    var days: [Int] = []
    var heights: [Double] = []
    for entry in entries {
      if let height = entry.heightCentimetres {
        days.append(entry.date.dayNumber)
        heights.append(height)
      }
    }
    self.days = days
    self.heights = heights
  }

  /// The latest height measured on or before `date`, with its day.
  public func latest(onOrBefore date: LocalDate) -> (date: LocalDate, centimetres: Double)? {
    let index = firstIndex(after: date)
    guard index > 0 else { return nil }
    return (LocalDate(dayNumber: days[index - 1]), heights[index - 1])
  }

  /// The first height measured after `date`, with its day.
  func first(after date: LocalDate) -> (date: LocalDate, centimetres: Double)? {
    let index = firstIndex(after: date)
    guard index < days.count else { return nil }
    return (LocalDate(dayNumber: days[index]), heights[index])
  }

  /// The index of the first height measured after `date` (`days.count` when none is): a
  /// binary search.
  private func firstIndex(after date: LocalDate) -> Int {
    let day = date.dayNumber
    var low = 0
    var high = days.count
    while low < high {
      let middle = (low + high) / 2
      if days[middle] <= day { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// What a weigh-in on `date` is assessed with: a height, or why there is none. `isChild`:
  /// the person is a child that day; `window`: the child's (`windowDays(ageDays:)`);
  /// `today`: the day the profile's height stands for.
  public func height(
    on date: LocalDate, profileHeight: Double, isChild: Bool,
    window: Int = DatedHeights.childWindowDays, today: LocalDate
  ) -> Choice {
    let measured = latest(onOrBefore: date)
    guard isChild else { return .height(measured?.centimetres ?? profileHeight) }
    if let recent = measuredNear(date, window: window) { return .height(recent.centimetres) }
    if days.isEmpty, today.dayNumber - date.dayNumber <= window {
      return .height(profileHeight)
    }
    return .tooOld(lastMeasured: measured?.date)
  }

  /// The height a child's weigh-in on `date` takes, with its day: measured that day or at
  /// most `window` days before it, else at most that many days after it; `nil` when there is
  /// none.
  public func measuredNear(_ date: LocalDate, window: Int = DatedHeights.childWindowDays)
    -> (date: LocalDate, centimetres: Double)?
  {
    if let measured = latest(onOrBefore: date), date.dayNumber - measured.date.dayNumber <= window {
      return measured
    }
    guard let next = first(after: date), next.date.dayNumber - date.dayNumber <= window
    else { return nil }
    return next
  }

  /// The outcome of `height(on:profileHeight:isChild:today:)`.
  public enum Choice: Sendable, Equatable {
    case height(Double)
    /// A child's weigh-in with no height within the window; `lastMeasured` is the latest
    /// height logged before it, if any.
    case tooOld(lastMeasured: LocalDate?)
  }
}
