/// One day of a profile's log: a weight in kilograms, a waist in centimetres (schema 2), or
/// both, and an optional note. A profile holds at most one entry per day.
///
/// Waists are measured less often than weights, and not always on a day with a weigh-in, so
/// an entry may hold a waist alone; everything about weight skips such entries.
public struct WeightEntry: Sendable, Equatable {
  public var date: LocalDate
  /// `nil` only when `waistCentimetres` is set.
  public var kilograms: Double?
  public var waistCentimetres: Double?
  public var note: String?

  public init(
    date: LocalDate, kilograms: Double?, waistCentimetres: Double? = nil, note: String? = nil
  ) {
    self.date = date
    self.kilograms = kilograms
    self.waistCentimetres = waistCentimetres
    self.note = note
  }
}
