/// What a child's measurement may add for the WHO standards beyond weight and height, as
/// `bmi calc` takes it: the position the length was measured in, oedema, head and mid-upper
/// arm circumference (cm).
public struct GrowthMeasures: Sendable, Equatable {
  public var measured: WHOMeasuredPosition?
  public var oedema: Bool
  public var headCentimetres: Double?
  public var armCentimetres: Double?

  public init(
    measured: WHOMeasuredPosition? = nil, oedema: Bool = false, headCentimetres: Double? = nil,
    armCentimetres: Double? = nil
  ) {
    self.measured = measured
    self.oedema = oedema
    self.headCentimetres = headCentimetres
    self.armCentimetres = armCentimetres
  }

  /// The same with the age as given, as the assessor's core takes it.
  func measurement(age: WHOAge?) -> WHOMeasurement {
    WHOMeasurement(
      age: age, measured: measured, oedema: oedema, headCentimetres: headCentimetres ?? .nan,
      armCentimetres: armCentimetres ?? .nan)
  }
}
