import DataSource
import Model

/// `bmi calc`'s options about the person measured (age, sex, population) and the waist: their
/// rows in the option table and their validation, kept apart from weight and height.
struct AssessmentOptions {
  /// The rows, in the order help lists them; each is read back through its own constant.
  static let specs: [OptionSpec] = [
    age, born, date, sex, population, measured, oedema, head, arm, waist,
  ]

  static let age = OptionSpec.value(
    "age", "AGE",
    help: "Age at the measurement: 9y6m, 114.5m (months), 9.5 (years) or 45d (days). A child "
      + "(needs --sex) is scored by the growth references of --reference instead of the adult "
      + "classes: by default the WHO standards under 2 years and the CDC BMI-for-age "
      + "percentile from 2 up to 20 years.")
  static let born = OptionSpec.value(
    "born", "YYYY-MM-DD", kind: .date,
    help: "Birth date, instead of --age: the age is counted to --date.")
  static let date = OptionSpec.value(
    "date", "DATE", kind: .date, help: "The day of the measurement: \(DateText.forms).",
    default: "today")
  static let sex = OptionSpec.value(
    "sex", "SEX", kind: .spelling(Sex.spellingWords),
    help: "Sex, for children's BMI-for-age: \(sexSpellings) (any case).")
  static let population = OptionSpec.value(
    "population", "GROUP", kind: .choice(Population.allCases.map(\.rawValue)),
    help: "Adult cut points: default (WHO) or asian (WHO 2004 and NICE: overweight from 23, "
      + "obesity from 27.5), for South Asian, Chinese, other Asian, Middle Eastern, Black "
      + "African or African-Caribbean family backgrounds. A child is classed by a growth reference instead (--reference)."
  )
  static let measured = OptionSpec.value(
    "measured", "POSITION", kind: .choice(WHOMeasuredPosition.allCases.map(\.rawValue)),
    help: "How the length or height was measured, for the WHO standards: lying (length) or "
      + "standing (height). The WHO adds 0.7 cm to a standing height from 9 months to 730 days "
      + "(under 9 months it is not adjusted, and said) and takes 0.7 cm from a lying length "
      + "from 731 days; without it nothing is adjusted.")
  static let oedema = OptionSpec.flag(
    "oedema",
    help: "Bilateral pitting oedema: the WHO gives no weight-based score (weight-for-age, "
      + "weight-for-length/height, BMI-for-age) and no weight class.")
  static let head = OptionSpec.value(
    "head", "C", kind: .length,
    help: "Head circumference (WHO standards, under 5 years): 45, 45cm or 17.7in. Accepted: "
      + "\(lengthText(headRange)).")
  static let arm = OptionSpec.value(
    "arm", "C", kind: .length,
    help: "Mid-upper arm circumference, MUAC (WHO standards, 3 months to 5 years): 14, 14cm "
      + "or 5.5in. Accepted: \(lengthText(armRange)).")
  static let waist = OptionSpec.value(
    "waist", "W", kind: .length,
    help: "Waist: 80, 80cm, 32in or 2ft8in. Adds the waist-to-height ratio and its NICE band. "
      + "Accepted: 20–300 cm. With a profile, a bare number is in its units, and without "
      + "--waist a waist it logged in the 30 days before the measurement is used.")

  /// `--reference`: for one person and for `--input` rows alike, so not among `specs`.
  static let reference = OptionSpec.value(
    "reference", "REF", kind: .choice(ReferenceChoice.allCases.map(\.rawValue)),
    help: "Growth references for a child. cdc (the default, the CDC's recommendation for US "
      + "clinics): the WHO Child Growth Standards under 24 months, the CDC 2000 growth charts "
      + "from 24 months to 20 years, adult classes from 20. who: the WHO standards under 5 "
      + "years, the WHO Reference 2007 to 19 years (228 months), adult classes after; without "
      + "an age, weight-for-length/height for a length up to 120 cm. See bmi help growth.")

  /// Head circumference accepted, cm.
  static let headRange = GrowthMeasures.headRange
  /// Mid-upper arm circumference accepted, cm.
  static let armRange = GrowthMeasures.armRange

  static func lengthText(_ range: ClosedRange<Double>) -> String {
    Measure.rangeText(range, "cm")
  }

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
    "bmi calc --weight 9.2 --height 74 --age 9m --sex male --measured lying --head 45",
    "bmi calc --weight 20 --height 115 --age 6y --sex female --reference who",
  ]

  /// Only what the options said: a profile's fields can be merged under it later.
  let person: Person
  /// `--waist` as typed: with a profile, its bare number is read in the profile's units.
  let waistText: String?
  /// `nil` when `--date` was not given: the store measures on today.
  let measuredOn: LocalDate?
  /// `--measured`, `--oedema`, and `--head` and `--arm` as typed (bare numbers follow the
  /// units, read by `growth(bareUnits:)`).
  let measured: WHOMeasuredPosition?
  let oedema: Bool
  let headText: String?
  let armText: String?

  init(_ arguments: ParsedArguments, today: LocalDate) throws(CommandLineError) {
    var age: Person.Age?
    if let text = arguments.value(Self.age) {
      guard arguments.value(Self.born) == nil else {
        throw .usage("give --age or --born, not both")
      }
      do {
        age = try AgeParser().age(text)
      } catch {
        throw .usage(error.message(given: text))
      }
    } else if let text = arguments.value(Self.born) {
      age = .born(try TrackingOptions.date(text, "--born", today: today))
    }
    if let text = arguments.value(Self.date) {
      measuredOn = try TrackingOptions.date(text, "--date", today: today)
    } else {
      measuredOn = nil
    }
    person = Person(
      sex: try Self.sex(arguments.value(Self.sex)), age: age,
      population: arguments.value(Self.population).flatMap(Population.init(rawValue:)),
      reference: arguments.value(Self.reference).flatMap(ReferenceChoice.init(rawValue:)))
    waistText = arguments.value(Self.waist)
    measured = arguments.value(Self.measured).flatMap(WHOMeasuredPosition.init(rawValue:))
    oedema = arguments.has(Self.oedema)
    headText = arguments.value(Self.head)
    armText = arguments.value(Self.arm)
  }

  /// `--measured`, `--oedema`, `--head` and `--arm`; a bare circumference follows `--units`.
  func growth(bareUnits: UnitSystem) throws(CommandLineError) -> GrowthMeasures {
    func length(_ text: String?, _ name: String, _ range: ClosedRange<Double>)
      throws(CommandLineError) -> Double?
    {
      guard let text else { return nil }
      do {
        return try QuantityParser(bareUnits: bareUnits).length(text, within: range).value
      } catch {
        throw .usage(error.message(option: name, given: text, kind: .waist))
      }
    }
    return GrowthMeasures(
      measured: measured, oedema: oedema,
      headCentimetres: try length(headText, "head", Self.headRange),
      armCentimetres: try length(armText, "arm", Self.armRange))
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
