/// One day of a profile's log: a weight in kilograms, a waist in centimetres (schema 2), and
/// an optional note. A profile holds at most one entry per day.
public struct WeightEntry: Sendable, Equatable {
  public var date: LocalDate
  public var kilograms: Double
  public var waistCentimetres: Double?
  public var note: String?

  public init(
    date: LocalDate, kilograms: Double, waistCentimetres: Double? = nil, note: String? = nil
  ) {
    self.date = date
    self.kilograms = kilograms
    self.waistCentimetres = waistCentimetres
    self.note = note
  }
}
