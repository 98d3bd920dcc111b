import DataSource

/// Finds the row of the CDC BMI-for-age table that applies to a child's exact age.
///
/// The row is picked, not interpolated: the half-month row n + 0.5 stands for every age from
/// n up to n + 1 months, as the CDC documents the table. The README (Children, populations
/// and waist) gives the reasons and the size of the difference from interpolating.
public struct GrowthChart: Sendable {
  /// The ages BMI-for-age is defined for: 2 years up to (not including) 20 years.
  public static let childMonths = 24.0..<240.0

  public init() {}

  /// The row for `ageMonths`, or `nil` outside `childMonths`.
  public func row(for sex: Sex, ageMonths: Double) -> LMSRow? {
    guard Self.childMonths.contains(ageMonths) else { return nil }
    let rows = CDCBMIForAge.rows(for: sex)
    // rows[0] is the 24.0 chart end; rows[k] for k ≥ 1 is the half-month row 23.5 + k.
    let index = Int(ageMonths.rounded(.down)) - 23
    let row = rows[index]
    assert(row.ageMonths == ageMonths.rounded(.down) + 0.5, "CDC table out of order")
    return row
  }
}
