import DataSource

/// One measurement to assess and the person it belongs to.
public struct AssessmentRequest: Sendable, Equatable {
  public var weightKilograms: Double
  public var heightCentimetres: Double
  public var waistCentimetres: Double?
  public var person: Person
  /// The day it was measured: ages from a birth date are counted to it.
  public var measuredOn: LocalDate

  public init(
    weightKilograms: Double, heightCentimetres: Double, waistCentimetres: Double? = nil,
    person: Person = Person(), measuredOn: LocalDate
  ) {
    self.weightKilograms = weightKilograms
    self.heightCentimetres = heightCentimetres
    self.waistCentimetres = waistCentimetres
    self.person = person
    self.measuredOn = measuredOn
  }
}
