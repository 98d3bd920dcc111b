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
    let kept = StoreDocumentRules.dates
    guard kept.contains(date) else {
      // Quoted as typed: `-999999` days back is no year anyone wrote.
      let bound =
        date < kept.lowerBound
        ? "before \(kept.lowerBound), the earliest" : "after \(kept.upperBound), the latest"
      throw .usage("invalid \(what) '\(text)': it is \(bound) date bmi keeps")
    }
    return date
  }

  static func units(_ arguments: ParsedArguments) -> UnitSystem? {
    arguments.value(units).flatMap(UnitSystem.init(rawValue:))
  }
}
