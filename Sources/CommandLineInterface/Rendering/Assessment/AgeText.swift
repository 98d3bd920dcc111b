import Model

/// Ages for people: `9 years 6 months`, `1 year`, `18.0` months.
enum AgeText {
  /// Completed years and months, as a parent would say them; a baby's first month in days
  /// (`19 days`, not `0 months`).
  static func words(months: Double) -> String {
    let whole = Int(months.rounded(.down))
    if whole == 0, months >= 0 {
      let days = Int((months * AgeResolver.daysPerMonth).rounded())
      return "\(days) day\(days == 1 ? "" : "s")"
    }
    let years = whole / 12
    let rest = whole % 12
    func unit(_ count: Int, _ name: String) -> String {
      "\(count) \(name)\(count == 1 ? "" : "s")"
    }
    if years == 0 { return unit(rest, "month") }
    if rest == 0 { return unit(years, "year") }
    return unit(years, "year") + " " + unit(rest, "month")
  }

  /// A person's age on a card (`profile show`, the report): a child under 2 years in months
  /// (or days), as a baby's age is said, not `0`; from 2, whole `years` (by the birthday).
  static func spoken(days: Int, years: Int) -> String {
    if days < 731 { return words(months: Double(days) / AgeResolver.daysPerMonth) }
    return "\(years) year\(years == 1 ? "" : "s")"
  }

  /// Months to 1 decimal.
  static func months(_ months: Double) -> FixedDecimal {
    FixedDecimal(months, places: 1)
  }
}
