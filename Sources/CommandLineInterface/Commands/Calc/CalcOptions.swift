import DataSource

/// The rows of `calc`'s option table that its code reads by name: declared once here, placed
/// in `CalcCommand.spec`, and read back through these values (`arguments.value(CalcOptions.weight)`)
/// by `CalcCommand` and by the start-up path `QuickCalc`, so no option is spelled twice.
enum CalcOptions {
  /// The rows' long names, as constants the start-up path can compare with before any row
  /// is built.
  enum Name {
    static let weight = "weight"
    static let height = "height"
  }

  static let weight = OptionSpec.value(
    Name.weight, "W", kind: .weight,
    help:
      "Body weight: 70, 70kg, 154lb, 11st, 11st2lb or \"11st 2lb\". Accepted: \(Measure.rangeText(StoreDocumentRules.kilograms, "kg"))."
  )
  static let height = OptionSpec.value(
    Name.height, "H", kind: .length,
    help: "Height: 175, 175cm, 1.75m, 69in, 5ft9in or 5'9\". Accepted: 30–300 cm.")
  static let units = OptionSpec.value(
    "units", "SYSTEM", kind: .choice(UnitSystem.allCases.map(\.rawValue)),
    help: "What a bare number means: metric (kg, cm) or imperial (lb, in).", default: "metric")
}
