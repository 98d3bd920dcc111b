import DataSource
import Model

/// `bmi calc`'s options about the person measured (age, sex, population) and the waist: their
/// rows in the option table and their validation, kept apart from weight and height.
struct AssessmentOptions {
  static let specs: [OptionSpec] = [
    .value(
      "age", "AGE",
      help: "Age at the measurement: 9y6m, 114.5m (months) or 9.5 (years). From 2 up to 20 years "
        + "the CDC BMI-for-age percentile replaces the adult classes (needs --sex); under 2 years "
        + "BMI is not assessed."),
    .value(
      "born", "YYYY-MM-DD", kind: .date,
      help: "Birth date, instead of --age: the age is counted to --date."),
    .value(
      "date", "DATE", kind: .date, help: "The day of the measurement: \(DateText.forms).",
      default: "today"),
    .value(
      "sex", "SEX", kind: .spelling(Sex.spellingWords),
      help: "Sex, for children's BMI-for-age: \(sexSpellings) (any case)."),
    .value(
      "population", "GROUP", kind: .choice(Population.allCases.map(\.rawValue)),
      help: "Adult cut points: default (WHO) or asian (WHO 2004 and NICE: overweight from 23, "
        + "obesity from 27.5), for South Asian, Chinese, other Asian, Middle Eastern, Black "
        + "African or African-Caribbean family backgrounds. Children use the CDC percentiles."),
    .value(
      "waist", "W", kind: .length,
      help: "Waist: 80, 80cm, 32in or 2ft8in. Adds the waist-to-height ratio and its NICE band. "
        + "Accepted: 20–300 cm. With a profile, a bare number is in its units, and without "
        + "--waist a waist it logged in the 30 days before the measurement is used."),
  ]

  /// `--classes iotf`: for one person and for `--input` rows alike, so not among `specs`.
  static let classes = OptionSpec.value(
    "classes", "SYSTEM", kind: .choice(ClassSystem.allCases.map(\.rawValue)),
    help: "Add another system's classes: iotf, the IOTF adult-equivalent class (thinness "
      + "grades 3-1, overweight, obesity, morbid obesity) and IOTF BMI from 2 to 18 years "
      + "(Cole & Lobstein 2012; see bmi help growth).")

  static let examples = [
    "bmi calc --weight 30 --height 132 --age 9y6m --sex female",
    "bmi calc --weight 30 --height 132 --born 2016-07-15 --sex male --json",
    "bmi calc --weight 70 --height 170 --population asian --waist 86",
  ]

  /// Only what the options said: a profile's fields can be merged under it later.
  let person: Person
  /// `--waist` as typed: with a profile, its bare number is read in the profile's units.
  let waistText: String?
  /// `nil` when `--date` was not given: the store measures on today.
  let measuredOn: LocalDate?

  init(_ arguments: ParsedArguments, today: LocalDate) throws(CommandLineError) {
    var age: Person.Age?
    if let text = arguments.value("age") {
      guard arguments.value("born") == nil else {
        throw .usage("give --age or --born, not both")
      }
      do {
        age = .months(try AgeParser().months(text))
      } catch {
        throw .usage(error.message(given: text))
      }
    } else if let text = arguments.value("born") {
      age = .born(try TrackingOptions.date(text, "--born", today: today))
    }
    if let text = arguments.value("date") {
      measuredOn = try TrackingOptions.date(text, "--date", today: today)
    } else {
      measuredOn = nil
    }
    person = Person(
      sex: try Self.sex(arguments.value("sex")), age: age,
      population: arguments.value("population").flatMap(Population.init(rawValue:)))
    waistText = arguments.value("waist")
  }

  /// `female, male, f, m, girl, boy, g, b, 2, 1 or none`: every spelling `--sex` reads.
  static let sexSpellings =
    Sex.spellingWords.dropLast().joined(separator: ", ") + " or " + Sex.spellingWords.last!

  /// `--sex` in any of `Sex.spellings`, or `none` (no sex); the usage error names them all.
  static func sex(_ text: String?, option: String = "sex") throws(CommandLineError) -> Sex? {
    guard let text, !Sex.isNone(text) else { return nil }
    guard let sex = Sex(spelling: text) else {
      throw .usage("invalid value '\(text)' for '--\(option)'; expected \(sexSpellings)")
    }
    return sex
  }

  /// The waist without a profile: a bare number follows `--units`.
  func waist(bareUnits: UnitSystem) throws(CommandLineError) -> ParsedQuantity? {
    guard let text = waistText else { return nil }
    do {
      return try QuantityParser(bareUnits: bareUnits).length(
        text, within: WaistToHeightCalculator.waistRange)
    } catch {
      throw .usage(error.message(option: "waist", given: text, kind: .waist))
    }
  }
}
