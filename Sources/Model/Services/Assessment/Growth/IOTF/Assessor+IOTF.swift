import DataSource

extension Assessor {
  /// A child's IOTF class and IOTF BMI, beside the class the reference decided: `nil`
  /// without a sex or outside 2 to 18 years. The BMI is the exact quotient the growth scores
  /// are computed from, so a class never depends on how the BMI is printed.
  @inline(__always)
  public func iotf(
    weightKilograms: Double, heightCentimetres: Double, sex: Sex?, ageMonths: Double?
  ) -> IOTFAssessment? {
    guard let sex, let ageMonths else { return nil }
    let metres = heightCentimetres / 100
    return IOTFScorer().assess(
      sex: sex, ageMonths: ageMonths, bmi: weightKilograms / (metres * metres))
  }
}
