import DataSource

/// Reads an age into months: `9y6m` (years and months), `114.5m` (months), `9.5` or `9.5y`
/// (years), `45d` (days, alone: `age` keeps them as days for the WHO standards). Whether an
/// age can be assessed is decided later.
public struct AgeParser: Sendable {
  /// Any age a person can have, in months: from 0 (birth, where the WHO standards start) up
  /// to 130 years.
  public static let acceptedMonths = 0.0...(130.0 * 12)

  public init() {}

  public func months(_ text: String) throws(AgeError) -> Double {
    switch try age(text) {
    case .days(let days): return days / AgeResolver.daysPerMonth
    case .months(let months): return months
    case .born: throw .malformed
    }
  }

  /// The age as written: `.days` for days, else `.months`.
  public func age(_ text: String) throws(AgeError) -> Person.Age {
    let parts = try components(of: text)
    if parts.count == 1, parts[0].unit == .day {
      let days = parts[0].number
      guard days >= 0 else { throw .negative }
      let months = days / AgeResolver.daysPerMonth
      guard Self.acceptedMonths.contains(months) else {
        throw .outOfRange(months: months, accepted: Self.acceptedMonths)
      }
      return .days(days)
    }
    let months: Double
    switch (parts.count, parts.first?.unit, parts.last?.unit) {
    case (1, .year?, _), (1, nil, _):
      months = parts[0].number * 12
    case (1, .month?, _):
      months = parts[0].number
    case (2, .year?, .month?):
      guard parts[0].number == parts[0].number.rounded(.down) else {
        throw .fractionalYearsWithMonths
      }
      guard parts[1].number < 12 else { throw .monthsNotUnderTwelve }
      months = parts[0].number * 12 + parts[1].number
    default:
      throw .malformed
    }
    guard months >= 0 else { throw .negative }
    guard Self.acceptedMonths.contains(months) else {
      throw .outOfRange(months: months, accepted: Self.acceptedMonths)
    }
    return .months(months)
  }

  private enum Unit { case year, month, day }

  private struct Component {
    var number: Double
    var unit: Unit?
  }

  /// Number-and-unit pairs; spaces may separate them (`"9y 6m"`, `"9 y"`).
  private func components(of text: String) throws(AgeError) -> [Component] {
    let scalars = Array(text.lowercased().unicodeScalars)
    var index = 0
    var parts: [Component] = []
    func skipSpaces() {
      while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
    }
    func take(_ accepts: (Unicode.Scalar) -> Bool) -> String {
      let start = index
      while index < scalars.count, accepts(scalars[index]) { index += 1 }
      return String(String.UnicodeScalarView(scalars[start..<index]))
    }
    skipSpaces()
    guard index < scalars.count else { throw .empty }
    while index < scalars.count {
      if scalars[index] == "-" { throw .negative }
      let numberText = take { ("0"..."9").contains($0) || $0 == "." }
      if index < scalars.count, scalars[index] == ",", !numberText.isEmpty { throw .decimalComma }
      guard let number = Double(numberText) else { throw .malformed }
      skipSpaces()
      let unitText = take { ("a"..."z").contains($0) }
      let unit: Unit?
      switch unitText {
      case "": unit = nil
      case "y", "yr", "yrs", "year", "years": unit = .year
      case "m", "mo", "mos", "month", "months": unit = .month
      case "d", "day", "days": unit = .day
      default: throw .unknownUnit(unitText)
      }
      if index < scalars.count, !scalars[index].properties.isWhitespace,
        !("0"..."9").contains(scalars[index])
      {
        throw .unknownUnit(unitText + String(String.UnicodeScalarView(scalars[index...])))
      }
      // A bare number only stands alone: `9y6` is refused rather than guessed.
      if unit == nil, !parts.isEmpty || index < scalars.count { throw .malformed }
      parts.append(Component(number: number, unit: unit))
      skipSpaces()
    }
    return parts
  }
}
