import DataSource
import Model

extension MeasureFormatter {
  /// A height alone in the main unit, for tables: `175.0 cm`, `5 ft 9.0 in`.
  func shortHeight(_ centimetres: Double) -> String {
    let full = height(centimetres)
    guard system == .imperial, let cut = full.firstIndex(of: "(") else { return full }
    return String(full[..<cut].dropLast())
  }

  /// A change of weight with its sign: `-0.35 kg`, `+0.80 lb`.
  func signedWeight(_ kilograms: Double, places: Int = 2) -> String {
    let value = system == .metric ? kilograms : kilograms / UnitFactors.kilogramsPerPound
    let shown = FixedDecimal(value, places: places)
    let sign = shown.scaled > 0 ? "+" : ""
    return "\(sign)\(shown) \(unit)"
  }

  /// `kg` or `lb`.
  var unit: String { system == .metric ? "kg" : "lb" }

  /// A waist in the main unit, for tables and messages: `90.0 cm`, `35.4 in`.
  func shortLength(_ centimetres: Double) -> String {
    switch system {
    case .metric: return "\(FixedDecimal(centimetres, places: 1)) cm"
    case .imperial:
      return "\(FixedDecimal(centimetres / UnitFactors.centimetresPerInch, places: 1)) in"
    }
  }

  /// What a log entry holds: `70.2 kg`, `70.2 kg, waist 90.0 cm`, `waist 90.0 cm` or
  /// `24.6 kg, height 128.5 cm, head 51.0 cm, arm 17.0 cm`.
  func entry(_ entry: WeightEntry) -> String {
    let parts = [
      entry.kilograms.map(shortWeight), entry.waistCentimetres.map { "waist " + shortLength($0) },
      entry.heightCentimetres.map { "height " + shortLength($0) },
      entry.headCentimetres.map { "head " + shortLength($0) },
      entry.armCentimetres.map { "arm " + shortLength($0) },
    ]
    return parts.compactMap { $0 }.joined(separator: ", ")
  }
}

/// Record values for optional data: weights in kg or lb to 2 decimals, text, dates; `null`
/// when absent.
enum Fields {
  /// A measure of a child scored without it (`nan`, `Assessor.scoresWithout`) as absent.
  static func given(_ value: Double) -> Double? {
    value.isNaN ? nil : value
  }

  static func kilograms(_ value: Double?) -> FieldValue {
    value.map { .number(FixedDecimal($0, places: 2)) } ?? .null
  }

  static func pounds(_ value: Double?) -> FieldValue {
    value.map { .number(FixedDecimal($0 / UnitFactors.kilogramsPerPound, places: 2)) } ?? .null
  }

  static func text(_ value: String?) -> FieldValue {
    value.map(FieldValue.string) ?? .null
  }

  static func date(_ value: LocalDate?) -> FieldValue {
    value.map { .string($0.description) } ?? .null
  }

  /// A length (a waist) in cm or in to 2 decimals.
  static func centimetres(_ value: Double?) -> FieldValue {
    value.map { .number(FixedDecimal($0, places: 2)) } ?? .null
  }

  static func inches(_ value: Double?) -> FieldValue {
    value.map { .number(FixedDecimal($0 / UnitFactors.centimetresPerInch, places: 2)) } ?? .null
  }
}
