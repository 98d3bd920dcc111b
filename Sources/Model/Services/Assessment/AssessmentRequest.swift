import DataSource

/// One measurement to assess and the person it belongs to.
public struct AssessmentRequest: Sendable, Equatable {
  public var weightKilograms: Double
  public var heightCentimetres: Double
  public var waistCentimetres: Double?
  public var person: Person
  /// The day it was measured: ages from a birth date are counted to it.
  public var measuredOn: LocalDate
  /// What only the WHO standards take: position, oedema, head and arm.
  public var growth: GrowthMeasures

  public init(
    weightKilograms: Double, heightCentimetres: Double, waistCentimetres: Double? = nil,
    person: Person = Person(), measuredOn: LocalDate, growth: GrowthMeasures = GrowthMeasures()
  ) {
    self.weightKilograms = weightKilograms
    self.heightCentimetres = heightCentimetres
    self.waistCentimetres = waistCentimetres
    self.person = person
    self.measuredOn = measuredOn
    self.growth = growth
  }
}
