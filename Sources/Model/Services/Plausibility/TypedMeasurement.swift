import DataSource

/// A weight and a height as the user typed them, so an implausible BMI can name the slip;
/// `nil` for a value not typed (taken from a profile).
public struct TypedMeasurement: Sendable, Equatable {
  public var weight: String?
  public var height: String?
  /// What a bare number meant.
  public var bareUnits: UnitSystem

  public init(weight: String?, height: String?, bareUnits: UnitSystem) {
    self.weight = weight
    self.height = height
    self.bareUnits = bareUnits
  }

  /// Why this BMI is implausible, or `nil` when it is within `PlausibleBMI.adult`, or when a
  /// measure was not given (`nan`: a child the WHO scores without it) and there is no BMI.
  public func problem(kilograms: Double, centimetres: Double) -> Implausibility? {
    let bmi = BMICalculator().bmi(weightKilograms: kilograms, heightCentimetres: centimetres)
    guard !bmi.isNaN, !PlausibleBMI.adult.contains(bmi) else { return nil }
    let slips = SlipDetector().slips(
      weight: weight, height: height, bareUnits: bareUnits, kilograms: kilograms,
      centimetres: centimetres)
    return .bmi(FixedDecimal(bmi, places: 2), slips: slips)
  }
}
