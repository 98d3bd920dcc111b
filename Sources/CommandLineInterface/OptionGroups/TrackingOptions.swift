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

  /// A date option's value read by the one date parser (`DateText`): `YYYY-MM-DD`, `today`,
  /// `yesterday` or `-N`, counted from the clock's today.
  static func date(_ arguments: ParsedArguments, _ option: OptionSpec, context: CommandContext)
    throws(CommandLineError) -> LocalDate?
  {
    guard let text = arguments.value(option) else { return nil }
    return try date(text, "--\(option.name)", today: context.dependencies.date.today())
  }

  /// `text` read by `DateText`, `what` naming it in the message (`--date`, `DATE`).
  static func date(_ text: String, _ what: String, today: LocalDate) throws(CommandLineError)
    -> LocalDate
  {
    guard let date = DateText.parse(text, today: today) else {
      throw .usage(DateText.message(what, text))
    }
    guard StoreDocumentRules.dates.contains(date) else {
      throw .usage(
        "invalid \(what) \(date): bmi keeps dates from \(StoreDocumentRules.dates.lowerBound) on")
    }
    return date
  }

  static func units(_ arguments: ParsedArguments) -> UnitSystem? {
    arguments.value(units).flatMap(UnitSystem.init(rawValue:))
  }
}
