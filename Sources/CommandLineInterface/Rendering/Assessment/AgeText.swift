import Model

/// Ages for people: `9 years 6 months`, `1 year`, `18.0` months.
enum AgeText {
  /// Completed years and months, as a parent would say them.
  static func words(months: Double) -> String {
    let whole = Int(months.rounded(.down))
    let years = whole / 12
    let rest = whole % 12
    func unit(_ count: Int, _ name: String) -> String {
      "\(count) \(name)\(count == 1 ? "" : "s")"
    }
    if years == 0 { return unit(rest, "month") }
    if rest == 0 { return unit(years, "year") }
    return unit(years, "year") + " " + unit(rest, "month")
  }

  /// Months to 1 decimal.
  static func months(_ months: Double) -> FixedDecimal {
    FixedDecimal(months, places: 1)
  }
}
