import DataSource

/// Calendar-aligned ticks for the date axis: days, Mondays, first of the month, new year.
///
/// Ticks fall on dates a reader recognises rather than at even fractions of the range, and
/// the label shortens with the step (`2024-03-04`, `2024-03`, `2024`).
enum DateTicks: Sendable, Equatable {
  case days(Int)
  case weeks(Int)
  case months(Int)
  case years(Int)

  struct Tick: Sendable, Equatable {
    let day: Int
    let label: String
  }

  /// Finest first: a renderer takes the first whose labels fit.
  static let candidates: [DateTicks] = [
    .days(1), .days(2), .weeks(1), .weeks(2),
    .months(1), .months(2), .months(3), .months(6),
    .years(1), .years(2), .years(5), .years(10), .years(20), .years(50), .years(100),
  ]

  /// 1970-01-05, day number 4, was a Monday.
  private static let firstMonday = 4

  func ticks(from first: Int, through last: Int) -> [Tick] {
    switch self {
    case .days(let count):
      return stride(from: first, through: last, by: 1)
        .filter { $0.isMultiple(of: count) }
        .map { Tick(day: $0, label: LocalDate(dayNumber: $0).description) }
    case .weeks(let count):
      let period = 7 * count
      return stride(from: first, through: last, by: 1)
        .filter { ($0 - Self.firstMonday).isMultiple(of: period) }
        .map { Tick(day: $0, label: LocalDate(dayNumber: $0).description) }
    case .months(let count):
      var ticks: [Tick] = []
      let start = LocalDate(dayNumber: first)
      var (year, month) = (start.year, start.month)
      while true {
        let date = LocalDate(year: year, month: month, day: 1)
        if date.dayNumber > last { break }
        if date.dayNumber >= first && (month - 1).isMultiple(of: count) {
          ticks.append(Tick(day: date.dayNumber, label: String(date.description.prefix(7))))
        }
        (year, month) = month == 12 ? (year + 1, 1) : (year, month + 1)
      }
      return ticks
    case .years(let count):
      let startYear = LocalDate(dayNumber: first).year
      let endYear = LocalDate(dayNumber: last).year
      return stride(from: startYear, through: endYear, by: 1)
        .map { LocalDate(year: $0, month: 1, day: 1) }
        .filter { $0.year.isMultiple(of: count) && $0.dayNumber >= first }
        .map { Tick(day: $0.dayNumber, label: String($0.description.prefix(4))) }
    }
  }

  /// The ticks of the finest step that `fits` with at least two labels; else the first and
  /// last day (a range too short to hold two Mondays); else the finest single tick that fits;
  /// else the first day alone.
  static func choose(from first: Int, through last: Int, fits: ([Tick]) -> Bool) -> [Tick] {
    let steps = candidates.lazy.map { $0.ticks(from: first, through: last) }
    if let ticks = steps.first(where: { $0.count >= 2 && fits($0) }) { return ticks }
    let ends = [first, last].map { Tick(day: $0, label: LocalDate(dayNumber: $0).description) }
    if last > first && fits(ends) { return ends }
    if let ticks = steps.first(where: { $0.count == 1 && fits($0) }) { return ticks }
    return [ends[0]]
  }
}
