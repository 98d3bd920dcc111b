import Model

extension AgeError {
  /// One line naming `--age`, the value given and the forms accepted.
  func message(given: String) -> String {
    let prefix = "invalid --age '\(given)'"
    let accepted = "an age such as 9y6m, 114.5m (months), 45d (days) or 9.5 (years)"
    switch self {
    case .empty:
      return "missing value for --age; expected \(accepted)"
    case .malformed:
      return "\(prefix): expected \(accepted)"
    case .decimalComma:
      return "\(prefix): use a decimal point, not a comma (e.g. 9.5)"
    case .unknownUnit(let unit):
      return
        "\(prefix): unknown unit '\(unit)'; use y for years, m for months and d for days, as in 9y6m or 45d"
    case .negative:
      return "\(prefix): an age cannot be negative; expected \(accepted)"
    case .monthsNotUnderTwelve:
      return "\(prefix): the months after the years must be under 12 (write 2y, not 1y12m)"
    case .fractionalYearsWithMonths:
      return "\(prefix): give whole years with months (9y6m), or years alone (9.5)"
    case .outOfRange(_, let accepted):
      return "\(prefix): expected at most \(Int(accepted.upperBound / 12)) years"
    }
  }
}
