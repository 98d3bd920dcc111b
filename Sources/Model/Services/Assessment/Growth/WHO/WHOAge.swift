/// An age as the WHO's `anthro` takes it: exact days and exact months, both kept as given,
/// because anthro tests the unrounded months (under 60, under 9) and looks up the row of the
/// day rounded half up. Days become months as days / 30.4375 and months days as
/// months × 30.4375, as anthro converts them, so `24.0` months is day 730.5, row 731.
public struct WHOAge: Sendable, Equatable {
  /// Exact days since birth (not rounded).
  public let days: Double
  /// Exact months since birth (not rounded).
  public let months: Double

  /// The days in a month: 365.25 / 12, the CDC's and the WHO's average month.
  public static let daysPerMonth = 30.4375

  public init(days: Double) {
    self.days = days
    self.months = days / Self.daysPerMonth
  }

  public init(months: Double) {
    self.months = months
    self.days = months * Self.daysPerMonth
  }

  /// The table row of the age: days rounded half up (730.5 is 731, 90.5 is 91).
  @inlinable
  public var day: Int {
    let whole = days.rounded(.down)
    return Int(days - whole >= 0.5 ? whole + 1 : whole)
  }
}
