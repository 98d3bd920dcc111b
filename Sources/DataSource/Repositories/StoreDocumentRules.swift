/// The store document's own rules, stated once over a whole document.
///
/// The decoders enforce each rule as they read, with a line and column; this states the same
/// contract after the fact, so that fuzzing (in `swift test` and `bmi-fuzz`) can check that
/// nothing the decoders or the import readers accept breaks it. A document that did would be
/// written back faithfully and then refused by the next read.
///
/// The ranges are the domain's, the same for every way a value comes in: an option
/// (`QuantityParser` checks against these), a CSV or JSON import, and the store file. A value
/// outside them is refused where it comes in, so arithmetic never sees it.
public enum StoreDocumentRules {
  /// Body weight, and a goal weight, in kilograms.
  public static let kilograms = 1.0...1000.0
  /// Height in centimetres.
  public static let heightCentimetres = 30.0...300.0
  /// Waist circumference in centimetres.
  public static let waistCentimetres = 20.0...300.0
  /// Head circumference in centimetres: a very premature newborn's 20 cm to well past any
  /// adult's (about 65 cm).
  public static let headCentimetres = 20.0...80.0
  /// Mid-upper arm circumference (MUAC) in centimetres: a severely wasted infant's 5 cm to a
  /// very large adult arm.
  public static let armCentimetres = 5.0...80.0
  /// Weigh-in days and birth dates: from 1600 (after the Gregorian reform) to the last day `YYYY-MM-DD` can write.
  public static let dates =
    LocalDate(year: 1600, month: 1, day: 1)...LocalDate(year: 9999, month: 12, day: 31)

  /// The first rule `document` breaks, or `nil`: names keep `ProfileNameRule`, unique and
  /// sorted; heights and goals within their ranges; each profile's entries keep
  /// `brokenRule(in:)`.
  public static func brokenRule(in document: StoreDocument) -> String? {
    let names = document.profiles.map(\.name)
    if names.contains("") { return "an empty profile name" }
    if names.contains(where: { ProfileNameRule.problem(with: $0) != nil }) {
      return "a profile name that breaks the name rule"
    }
    if names != names.sorted() { return "profiles out of order" }
    if Set(names).count != names.count { return "two profiles with one name" }
    for profile in document.profiles {
      guard heightCentimetres.contains(profile.heightCentimetres),
        profile.goalKilograms.map(kilograms.contains) ?? true,
        profile.born.map(dates.contains) ?? true
      else { return "\(profile.name): a bad measure" }
      if let broken = brokenRule(in: profile.entries) { return "\(profile.name): \(broken)" }
    }
    return nil
  }

  /// The first rule a log breaks, or `nil`: one entry per day in date order, each with a
  /// measure (weight, waist, height, head or arm), every measure and date within its range.
  public static func brokenRule(in entries: [WeightEntry]) -> String? {
    for entry in entries {
      if !entry.hasMeasure { return "an entry without a measure" }
      guard entry.kilograms.map(kilograms.contains) ?? true,
        entry.waistCentimetres.map(waistCentimetres.contains) ?? true,
        entry.heightCentimetres.map(heightCentimetres.contains) ?? true,
        entry.headCentimetres.map(headCentimetres.contains) ?? true,
        entry.armCentimetres.map(armCentimetres.contains) ?? true,
        dates.contains(entry.date)
      else { return "a bad measure on \(entry.date)" }
    }
    let dates = entries.map(\.date)
    if zip(dates, dates.dropFirst()).contains(where: { $0 >= $1 }) {
      return "entries not one per day in date order"
    }
    return nil
  }
}
