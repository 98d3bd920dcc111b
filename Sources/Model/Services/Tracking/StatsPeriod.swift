import DataSource

/// The periods `bmi stats --by` groups weigh-ins into. Weeks are ISO 8601 weeks: they start
/// on Monday, and week 1 is the one with the year's first Thursday, so a week's year (its
/// label `2026-W47`) can differ from its dates' around New Year.
public enum StatsPeriod: String, Sendable, CaseIterable {
  case week
  case month
  case year

  /// The period holding `date`: its label and its first and last days.
  public func period(of date: LocalDate) -> (label: String, start: LocalDate, end: LocalDate) {
    switch self {
    case .week:
      // 1970-01-01 was a Thursday: day numbers shifted by 3 make Monday 0.
      let weekday = ((date.dayNumber + 3) % 7 + 7) % 7
      let monday = date.adding(days: -weekday)
      let thursday = monday.adding(days: 3)
      let firstThursday = Self.firstThursday(of: thursday.year)
      let week = (thursday.dayNumber - firstThursday.dayNumber) / 7 + 1
      let number = week < 10 ? "0\(week)" : "\(week)"
      return ("\(Self.year(thursday.year))-W\(number)", monday, monday.adding(days: 6))
    case .month:
      let month = date.month < 10 ? "0\(date.month)" : "\(date.month)"
      let last = LocalDate.daysIn(month: date.month, year: date.year)
      return (
        "\(Self.year(date.year))-\(month)", LocalDate(year: date.year, month: date.month, day: 1),
        LocalDate(year: date.year, month: date.month, day: last)
      )
    case .year:
      return (
        Self.year(date.year), LocalDate(year: date.year, month: 1, day: 1),
        LocalDate(year: date.year, month: 12, day: 31)
      )
    }
  }

  private static func firstThursday(of year: Int) -> LocalDate {
    let january1 = LocalDate(year: year, month: 1, day: 1)
    let weekday = ((january1.dayNumber + 3) % 7 + 7) % 7
    return january1.adding(days: (3 - weekday + 7) % 7)
  }

  /// Four digits at least, as dates are written.
  private static func year(_ year: Int) -> String {
    let digits = String(year)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
