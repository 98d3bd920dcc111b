/// One weigh-in: a day, a weight in kilograms and an optional note. A profile holds at most
/// one entry per day.
public struct WeightEntry: Sendable, Equatable {
  public var date: LocalDate
  public var kilograms: Double
  public var note: String?

  public init(date: LocalDate, kilograms: Double, note: String? = nil) {
    self.date = date
    self.kilograms = kilograms
    self.note = note
  }
}
