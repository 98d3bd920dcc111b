/// Why an age text (`9y6m`, `114.5m`, `9.5`) was refused; the front turns it into a message.
public enum AgeError: Error, Sendable, Equatable {
  case empty
  /// Not a number, or numbers and units in an order that is not an age (`9y6`, `6m9y`).
  case malformed
  /// `9,5`: a decimal comma, refused rather than misread.
  case decimalComma
  case unknownUnit(String)
  /// `-3`: an age below zero (0, a newborn on its birthday, is an age).
  case negative
  /// `9y14m`: with years given, the months must be under 12.
  case monthsNotUnderTwelve
  /// `9.5y6m`: years with a fraction and months as well.
  case fractionalYearsWithMonths
  /// The age in months and the range accepted.
  case outOfRange(months: Double, accepted: ClosedRange<Double>)
}
