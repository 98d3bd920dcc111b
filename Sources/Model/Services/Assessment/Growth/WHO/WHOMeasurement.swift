/// What the WHO standards take beyond a weight and a height: the age as given (days or
/// months), the position the length was measured in, oedema, head and arm circumference
/// (centimetres, `nan` when not given). Plain values, so batch rows pass it per row.
public struct WHOMeasurement: Sendable, Equatable {
  /// The age as given; `nil` uses the months the assessor has (from a birth date, days).
  public var age: WHOAge?
  public var measured: WHOMeasuredPosition?
  public var oedema: Bool
  public var headCentimetres: Double
  public var armCentimetres: Double

  public init(
    age: WHOAge? = nil, measured: WHOMeasuredPosition? = nil, oedema: Bool = false,
    headCentimetres: Double = .nan, armCentimetres: Double = .nan
  ) {
    self.age = age
    self.measured = measured
    self.oedema = oedema
    self.headCentimetres = headCentimetres
    self.armCentimetres = armCentimetres
  }

  /// Nothing beyond weight and height.
  public static let none = WHOMeasurement()
}
