import DataSource

/// A weight in kg or a length in cm, with the unit system its text was written in.
public struct ParsedQuantity: Sendable, Equatable {
  /// Kilograms for a weight, centimetres for a length.
  public let value: Double
  /// `nil` for a bare number, which takes its meaning from `--units`.
  public let writtenIn: UnitSystem?

  public init(value: Double, writtenIn: UnitSystem?) {
    self.value = value
    self.writtenIn = writtenIn
  }
}
