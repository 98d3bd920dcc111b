import DataSource
import Model

extension QuantityError {
  /// What is wrong with one cell: `weight_kg 'abc' is not a number`.
  func cellMessage(name: String, text: String, kind: QuantityKindName) -> String {
    // A cell may be a whole record run together (a missing delimiter) or megabytes long:
    // only its start is quoted, as everywhere a user's value appears in an error.
    let cell = "\(name) \(QuotedValue.quoted(text))"
    switch shortened {
    case .empty:
      // `NA`, `N/A` or `.`: read as empty, and said as written.
      let missing =
        text.allSatisfy(\.isWhitespace) ? "empty" : "\(QuotedValue.quoted(text)), a missing value"
      return "\(name) is \(missing); expected \(kind.accepted)"
    case .notANumber: return "\(cell) is not a number; expected \(kind.accepted)"
    case .notFinite: return "\(cell) is not a finite number"
    case .notPositive: return "\(cell) must be greater than zero"
    case .decimalComma: return "\(cell) has a decimal comma; use a point (e.g. 70.5)"
    case .unknownUnit(let unit):
      return "\(cell) has an unknown unit '\(unit)'; expected \(kind.accepted)"
    case .mixedUnits: return "\(cell) has units that do not combine; expected \(kind.accepted)"
    case .outOfRange(let value, let accepted):
      return "\(cell) is \(Self.shown(value, kind.unit, outside: accepted)), outside "
        + Measure.rangeText(accepted, kind.unit)
    }
  }
}
