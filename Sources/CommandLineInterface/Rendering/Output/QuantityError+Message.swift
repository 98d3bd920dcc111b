import DataSource
import Model

extension QuantityError {
  /// One line naming the option, the value given and what is accepted.
  func message(option: String, given: String, kind: QuantityKindName) -> String {
    message(label: "--\(option)", given: given, kind: kind)
  }

  /// The same for a value given some other way: `label` is `--goal`, or `weight` for the
  /// argument of `bmi log`.
  func message(label: String, given: String, kind: QuantityKindName) -> String {
    if self == .empty { return "missing value for \(label); expected \(kind.accepted)" }
    return "invalid \(label) '\(given)': \(reason(given: given, kind: kind))"
  }

  /// A value out of `accepted` as a message shows it: 2 decimals, more where 2 would round
  /// it into the range (1000.004 kg is not "1000.00 kg, outside 0.2–1000 kg"), or words for
  /// one too large for decimals (a 31-digit number, `1e999`).
  static func shown(_ value: Double, _ unit: String, outside accepted: ClosedRange<Double>)
    -> String
  {
    guard value.magnitude < 1e15 else { return "more than 10^15 \(unit)" }
    var places = 2
    while accepted.contains(FixedDecimal(value, places: places).doubleValue) {
      guard places < 6 else {
        let bound = value > accepted.upperBound ? accepted.upperBound : accepted.lowerBound
        return "\(value > bound ? "just over" : "just under") \(Measure.boundText(bound)) \(unit)"
      }
      places += 1
    }
    return "\(FixedDecimal(value, places: places)) \(unit)"
  }

  /// What is wrong with the value, for messages that name it their own way.
  func reason(given: String, kind: QuantityKindName) -> String {
    switch self {
    case .empty:
      return "empty; expected \(kind.accepted)"
    case .notANumber:
      return "not a number; expected \(kind.accepted)"
    case .notFinite:
      return "must be a finite number; expected \(kind.accepted)"
    case .notPositive:
      return "must be greater than zero; expected \(kind.accepted)"
    case .decimalComma:
      return "use a decimal point, not a comma (e.g. 70.5)"
    case .unknownUnit(let unit):
      return "unknown unit '\(unit)'; expected \(kind.accepted)"
    case .mixedUnits:
      return "these units do not combine; expected \(kind.accepted)"
    case .outOfRange(let value, let accepted):
      var reason =
        "\(Self.shown(value, kind.unit, outside: accepted)) is outside \(Measure.rangeText(accepted, kind.unit))"
      // The usual slip: a height in metres given as a bare number of centimetres.
      if kind == .height, value < accepted.lowerBound, value < 3, !given.contains(where: \.isLetter)
      {
        reason += "; did you mean '\(given)m'?"
      }
      // A bare number read as inches (imperial units) that is a length in centimetres.
      if kind != .weight, value > accepted.upperBound, let number = Double(given),
        abs(value - number * 2.54) < 1e-9, accepted.contains(number)
      {
        reason += "; did you mean '\(given)cm'?"
      }
      // The other: feet and inches typed as a decimal, 5.9 for 5 ft 9 in.
      if kind == .height, value < accepted.lowerBound,
        case .feetAsDecimal(let feet, let inches)? = SlipDetector().heightSlips(
          given, bareUnits: .imperial
        ).first
      {
        reason += "; feet and inches? write \(feet)ft\(inches)in"
      }
      return reason
    }
  }
}

/// The words used to describe a weight or a length in error messages.
enum QuantityKindName: Equatable {
  case weight
  case height
  case waist

  var unit: String { self == .weight ? "kg" : "cm" }

  var accepted: String {
    switch self {
    case .weight: return "a weight such as 70, 70kg, 154lb or 11st2lb"
    case .height: return "a height such as 175, 175cm, 1.75m, 69in or 5ft9in"
    case .waist: return "a length such as 80, 80cm or 32in"
    }
  }
}
