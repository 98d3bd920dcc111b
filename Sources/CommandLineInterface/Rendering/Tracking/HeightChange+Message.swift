import DataSource
import Model

extension HeightChange {
  /// One line for stderr after `bmi log --height`: the new height beside the one it does
  /// not fit, in the profile's units (the caller says how to take it back).
  func message(height: Double, on date: LocalDate, isChild: Bool, units: MeasureFormatter)
    -> String
  {
    let amount = units.shortLength(abs(centimetres))
    let other =
      otherDate.map {
        "the \(units.shortLength(otherCentimetres)) logged on \($0), \(isLater ? "before" : "after") it"
      } ?? "the profile's \(units.shortLength(otherCentimetres))"
    let why =
      !isChild
      ? "an adult's height barely changes"
      : (isLater ? centimetres < 0 : centimetres > 0)
        ? "a length or height does not shrink that much" : "more than a child grows in that time"
    return "Check the height: \(units.shortLength(height)) on \(date) is \(amount) "
      + "\(centimetres > 0 ? "more" : "less") than \(other) (\(why))"
  }
}
