/// The store document's own rules, stated once over a whole document.
///
/// The decoders enforce each rule as they read, with a line and column; this states the same
/// contract after the fact. Every change is checked against it before it is written
/// (`StoreRepository.update`), so a document the reader would refuse is never written, whatever
/// way its values came in; fuzzing (in `swift test` and `bmi-fuzz`) checks that nothing the
/// decoders or the import readers accept breaks it.
///
/// The ranges are the domain's, the same for every way a value comes in: an option
/// (`QuantityParser` checks against these), a CSV or JSON import, and the store file. Each
/// value passes `Measure(validating:as:)`, the one gate built on them.
public enum StoreDocumentRules {
  /// Body weight, and a goal weight, in kilograms: from below the smallest newborns who
  /// survive (about 0.25 kg; a preterm baby of 0.8 kg is a real weigh-in, which the WHO's
  /// anthro scores and flags) to far above any person.
  public static let kilograms = 0.2...1000.0
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
  /// The longest note a change may write, in characters: Unicode scalars (code points), each
  /// at most 4 bytes. A note is a remark ("after the
  /// holiday"), not a diary; the limit keeps a log of decades of daily notes far below the
  /// size the reader takes (`StoreRepository.maximumBytes`). The reader still takes a longer
  /// note an older `bmi` wrote; only a change that keeps one is refused.
  public static let noteCharacterLimit = 1000

  /// The length in characters of a note longer than `noteCharacterLimit`, else `nil`: the one
  /// check of a change's notes and of an import's note cells. Counted in Unicode scalars,
  /// which bound the bytes (4 each at most), not in grapheme clusters: one accent-laden
  /// "character" can hold millions. Scalars never outnumber UTF-8 bytes, so most notes are
  /// not counted at all.
  public static func overlongNote(_ note: String) -> Int? {
    guard note.utf8.count > noteCharacterLimit, case let length = note.unicodeScalars.count,
      length > noteCharacterLimit
    else { return nil }
    return length
  }

  /// The first rule `document` breaks, or `nil`: names keep `ProfileNameRule`, unique and
  /// sorted; heights and goals pass the gate; each profile's entries keep
  /// `brokenRule(in:)`. What the reader demands of a document.
  public static func brokenRule(in document: StoreDocument) -> String? {
    brokenRule(in: document, notes: false)
  }

  /// `brokenRule(in:)` and the rules of a write: notes of at most `noteCharacterLimit`
  /// characters. Checked before every change is written.
  public static func brokenWriteRule(in document: StoreDocument) -> String? {
    brokenRule(in: document, notes: true)
  }

  /// The first note over the limit, in the order `brokenWriteRule` looks (profile by
  /// profile, day by day): whose, on which day, and its text. Asked only once a change is
  /// refused, to say where the note came from.
  public static func firstOverlongNote(in document: StoreDocument)
    -> (profile: String, date: LocalDate, text: String)?
  {
    for profile in document.profiles {
      for entry in profile.entries {
        if let note = entry.note, overlongNote(note) != nil {
          return (profile.name, entry.date, note)
        }
      }
    }
    return nil
  }

  /// The first rule a log breaks, or `nil`: one entry per day in date order, each with a
  /// weight or a waist, every measure and date within its range.
  public static func brokenRule(in entries: [WeightEntry]) -> String? {
    brokenRule(in: entries, notes: false)
  }

  private static func brokenRule(in document: StoreDocument, notes: Bool) -> String? {
    let names = document.profiles.map(\.name)
    if names.contains("") { return "an empty profile name" }
    if names.contains(where: { ProfileNameRule.problem(with: $0) != nil }) {
      return "a profile name that breaks the name rule"
    }
    if names != names.sorted() { return "profiles out of order" }
    if Set(names).count != names.count { return "two profiles with one name" }
    if let name = document.defaultProfile, !names.contains(name) {
      return "a default profile '\(name)' that is not in the store"
    }
    for profile in document.profiles {
      if let broken = measureProblem(profile.heightCentimetres, .height) {
        return "\(profile.name): \(broken)"
      }
      if let goal = profile.goalKilograms, let broken = measureProblem(goal, .goal) {
        return "\(profile.name): \(broken)"
      }
      if let born = profile.born, !dates.contains(born) {
        return "\(profile.name): a birth date outside \(dates.lowerBound) to \(dates.upperBound)"
      }
      if let broken = brokenRule(in: profile.entries, notes: notes) {
        return "\(profile.name): \(broken)"
      }
    }
    return nil
  }

  /// The first rule a log breaks, or `nil`: one entry per day in date order, each with a
  /// measure (weight, waist, height, head or arm) that passes the gate, a date within range
  /// and, with `notes`, notes within the limit.
  private static func brokenRule(in entries: [WeightEntry], notes: Bool) -> String? {
    var previous: LocalDate?
    for entry in entries {
      if !entry.hasMeasure { return "an entry without a measure" }
      // Measure by measure, no array per entry: this runs for every entry of every change.
      if let broken = problem(entry.kilograms, .weight, entry)
        ?? problem(entry.waistCentimetres, .waist, entry)
        ?? problem(entry.heightCentimetres, .height, entry)
        ?? problem(entry.headCentimetres, .head, entry)
        ?? problem(entry.armCentimetres, .arm, entry)
      {
        return broken
      }
      guard dates.contains(entry.date) else {
        return "a date outside \(dates.lowerBound) to \(dates.upperBound)"
      }
      if notes, let note = entry.note, let length = overlongNote(note) {
        return
          "a note of \(length) characters on \(entry.date), more than the \(noteCharacterLimit) bmi keeps"
      }
      if let previous, previous >= entry.date { return "entries not one per day in date order" }
      previous = entry.date
    }
    return nil
  }

  /// Why an entry's `value` is no measure of `kind`, in words with its date, or `nil`.
  private static func problem(_ value: Double?, _ kind: Measure.Kind, _ entry: WeightEntry)
    -> String?
  {
    guard let value, !Measure.accepts(value, as: kind) else { return nil }
    return measureProblem(value, kind).map { "\($0) on \(entry.date)" }
  }

  /// Why `value` is no measure of `kind`, in words, or `nil` when it passes the gate.
  private static func measureProblem(_ value: Double, _ kind: Measure.Kind) -> String? {
    do {
      _ = try Measure(validating: value, as: kind)
      return nil
    } catch {
      return error.explanation
    }
  }
}
