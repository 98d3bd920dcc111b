import Model

extension AgeError {
  /// What is wrong with one age cell: `age_months '-3' cannot be negative`.
  func cellMessage(name: String, text: String) -> String {
    let cell = "\(name) \(QuotedValue.quoted(text))"
    let accepted =
      "a number in the column's unit (days, months or years, by its name), or an age such as 9y6m, 114.5m or 45d"
    switch self {
    case .empty: return "\(name) is empty; expected \(accepted)"
    case .malformed: return "\(cell) is not an age; expected \(accepted)"
    case .decimalComma: return "\(cell) has a decimal comma; use a point (e.g. 9.5)"
    case .unknownUnit(let unit):
      return
        "\(cell) has an unknown unit '\(unit)'; use y for years, m for months and d for days, as in 9y6m or 45d"
    case .negative: return "\(cell) cannot be negative (0 is a newborn)"
    case .monthsNotUnderTwelve:
      return "\(cell): the months after the years must be under 12 (write 2y, not 1y12m)"
    case .fractionalYearsWithMonths:
      return "\(cell): give whole years with months (9y6m), or years alone (9.5)"
    case .outOfRange(let months, let accepted):
      return "\(cell) is \(FixedDecimal(months, places: 2)) months, more than "
        + "\(Int(accepted.upperBound / 12)) years"
    }
  }
}
