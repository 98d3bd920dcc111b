import DataSource

/// Options several tracking commands share, described once here.
enum TrackingOptions {
  static let profile = OptionSpec.value(
    "profile", "NAME", kind: .profile,
    help: "The profile to use. Default: the default profile (see 'bmi profile use').")
  static let units = OptionSpec.value(
    "units", "SYSTEM", kind: .choice(UnitSystem.allCases.map(\.rawValue)),
    help:
      "What a bare number means: metric (kg, cm) or imperial (lb, in). Default: the profile's units."
  )

  /// A `YYYY-MM-DD` option value, already checked.
  static func date(_ arguments: ParsedArguments, _ name: String) throws(CommandLineError)
    -> LocalDate?
  {
    guard let text = arguments.value(name) else { return nil }
    guard let date = LocalDate(iso: text) else {
      throw .usage("invalid --\(name) '\(text)': expected a date in the form YYYY-MM-DD")
    }
    guard StoreDocumentRules.dates.contains(date) else {
      throw .usage(
        "invalid --\(name) \(date): bmi keeps dates from \(StoreDocumentRules.dates.lowerBound) on")
    }
    return date
  }

  static func units(_ arguments: ParsedArguments) -> UnitSystem? {
    arguments.value("units").flatMap(UnitSystem.init(rawValue:))
  }
}
