import DataSource

/// A logged height far from the heights logged before and after it: a slip such as 57 for
/// 75 cm, or 170 for 70, which a child's z-scores would otherwise carry for months. Said, not
/// refused: a real child can be measured that far apart (a first standing height, a catch-up
/// after illness), and the entry is kept until `bmi undo`.
///
/// The rule: a height may be at most `shrinkCentimetres` below an earlier one (a lying length
/// is 0.7 cm more than a standing height, and measurements differ by a few millimetres), and
/// at most that plus `childCentimetresPerMonth` a month of the gap above it for a child (a
/// baby grows about 4 cm a month at its fastest), nothing for an adult. Each side is checked
/// against the nearest height logged on it.
public struct HeightChange: Sendable, Equatable {
  /// The height the new one is compared with, and when it was logged: `nil` for an adult's
  /// profile height, the one compared with when no other is logged.
  public let otherCentimetres: Double
  public let otherDate: LocalDate?
  /// The new height minus the other: positive when the new one is taller.
  public let centimetres: Double
  /// Whether the new height was logged after the other one.
  public let isLater: Bool

  public static let shrinkCentimetres = 3.0
  public static let childCentimetresPerMonth = 5.0

  /// The change that does not fit, for the height logged on `date` in `profile` (its entries
  /// already holding it), or `nil`.
  public static func surprise(on date: LocalDate, in profile: Profile) -> HeightChange? {
    let entries = profile.entries
    let (index, found) = WeightLog.search(date, in: entries)
    guard found, let height = entries[index].heightCentimetres else { return nil }
    let isChild = Assessor().takesHeightNear(profile, on: date)
    func allowedGrowth(days: Int) -> Double {
      shrinkCentimetres + (isChild ? childCentimetresPerMonth * Double(days) / 30.4375 : 0)
    }
    if let before = entries[..<index].last(where: { $0.heightCentimetres != nil }),
      let earlier = before.heightCentimetres
    {
      let change = height - earlier
      let days = date.dayNumber - before.date.dayNumber
      if change < -shrinkCentimetres || change > allowedGrowth(days: days) {
        return HeightChange(
          otherCentimetres: earlier, otherDate: before.date, centimetres: change, isLater: true)
      }
    }
    if let after = entries[(index + 1)...].first(where: { $0.heightCentimetres != nil }),
      let later = after.heightCentimetres
    {
      let change = height - later
      let days = after.date.dayNumber - date.dayNumber
      if change > shrinkCentimetres || -change > allowedGrowth(days: days) {
        return HeightChange(
          otherCentimetres: later, otherDate: after.date, centimetres: change, isLater: false)
      }
    }
    // An adult's first logged height against the profile's, a setting kept for years.
    let setting = profile.heightCentimetres
    if !isChild, abs(height - setting) > shrinkCentimetres,
      !entries.contains(where: { $0.date != date && $0.heightCentimetres != nil })
    {
      return HeightChange(
        otherCentimetres: setting, otherDate: nil, centimetres: height - setting, isLater: true)
    }
    return nil
  }
}
