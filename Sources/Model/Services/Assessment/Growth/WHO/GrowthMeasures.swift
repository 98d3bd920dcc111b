import DataSource

/// What a child's measurement may add for the WHO standards beyond weight and height, as
/// `bmi calc` takes it: the position the length was measured in, oedema, head and mid-upper
/// arm circumference (cm).
public struct GrowthMeasures: Sendable, Equatable {
  public var measured: WHOMeasuredPosition?
  public var oedema: Bool
  public var headCentimetres: Double?
  public var armCentimetres: Double?
  /// The height is of another day (a profile's, in `bmi calc --profile`): it gives the BMI
  /// and weight-for-length, not a length/height-for-age (WHO) or stature-for-age (CDC) at an
  /// age it was not measured at, as in history.
  public var lengthOfAnotherDay = false

  public init(
    measured: WHOMeasuredPosition? = nil, oedema: Bool = false, headCentimetres: Double? = nil,
    armCentimetres: Double? = nil
  ) {
    self.measured = measured
    self.oedema = oedema
    self.headCentimetres = headCentimetres
    self.armCentimetres = armCentimetres
  }

  /// Head circumference accepted, cm: `bmi calc --head`, a batch row's head cell, and (the
  /// one range) `bmi log --head` and the store, so a value calc takes can be logged and one
  /// logged can be assessed. The WHO's flags mark the implausible within it.
  public static let headRange = StoreDocumentRules.headCentimetres
  /// Mid-upper arm circumference accepted, cm: `--arm` and a batch row's arm cell, the
  /// store's range as for the head.
  public static let armRange = StoreDocumentRules.armCentimetres
  /// For help: `20–80 cm`.
  static var headText: String { text(headRange) }
  static var armText: String { text(armRange) }
  private static func text(_ range: ClosedRange<Double>) -> String {
    Measure.rangeText(range, "cm")
  }

  /// The same with the age as given, as the assessor's core takes it.
  func measurement(age: WHOAge?) -> WHOMeasurement {
    WHOMeasurement(
      age: age, measured: measured, oedema: oedema, headCentimetres: headCentimetres ?? .nan,
      armCentimetres: armCentimetres ?? .nan)
  }
}
