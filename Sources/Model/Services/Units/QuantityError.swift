import DataSource

/// Why a weight or height text was refused; the front turns it into a message.
public enum QuantityError: Error, Sendable, Equatable {
  case empty
  case notANumber
  case notFinite
  case notPositive
  /// `70,5`: a decimal comma, which we refuse rather than misread as two numbers.
  case decimalComma
  case unknownUnit(String)
  /// Units that do not combine, such as `70kg 3lb` or `5ft 2cm`.
  case mixedUnits
  /// The value in canonical units (kg or cm) and the range accepted.
  case outOfRange(value: Double, accepted: ClosedRange<Double>)
}
