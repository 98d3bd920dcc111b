/// A child's BMI against the IOTF cut-offs: the LMS z-score, the adult-equivalent class and
/// the IOTF BMI (the adult BMI at 18 years with the same z-score).
public struct IOTFAssessment: Sendable, Equatable {
  /// Unrounded; the class is decided on it.
  public let z: Double
  public let iotfClass: IOTFClass
  /// The child's BMI's adult equivalent, kg/m²; `nan` where the LMS curve at 18 years does
  /// not reach the z-score (1 + L·S·z ≤ 0, a z beyond any real child's).
  public let adultEquivalentBMI: Double

  public init(z: Double, iotfClass: IOTFClass, adultEquivalentBMI: Double) {
    self.z = z
    self.iotfClass = iotfClass
    self.adultEquivalentBMI = adultEquivalentBMI
  }
}
