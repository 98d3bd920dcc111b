import DataSource

/// A typing slip that would explain an implausible measurement, with what the intended
/// reading gives; the front turns it into a hint.
public enum MeasurementSlip: Sendable, Equatable {
  /// Bare numbers read as kg and cm that make sense as lb and in: `--units imperial`.
  case imperialNumbers(bmi: FixedDecimal)
  /// Bare numbers read as lb and in that make sense as kg and cm: `--units metric`.
  case metricNumbers(bmi: FixedDecimal)
  /// The weight and the height typed the other way round.
  case swapped(weight: String, height: String, bmi: FixedDecimal)
  /// A height in metres typed without its unit (`1.75` read as 1.75 cm).
  case metresAsCentimetres(metres: String)
  /// A height in feet and inches typed as a decimal (`5.9` for 5 ft 9 in).
  case feetAsDecimal(feet: Int, inches: Int)
  /// A bare weight that makes sense in the other unit: `175` meant as `175lb`.
  case weightInOtherUnits(text: String, kilograms: Double)
  /// A digit or decimal point slipped: `7.9` for 79, `800` for 80.
  case decimalPoint(kilograms: Double)
}
