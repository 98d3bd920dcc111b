/// The store document's own rules, stated once over a whole document.
///
/// The decoders enforce each rule as they read, with a line and column; this states the same
/// contract after the fact, so that fuzzing (in `swift test` and `bmi-fuzz`) can check that
/// nothing the decoders or the import readers accept breaks it. A document that did would be
/// written back faithfully and then refused by the next read.
public enum StoreDocumentRules {
  /// The first rule `document` breaks, or `nil`: names non-empty, unique and sorted; heights
  /// and goals finite and above zero; each profile's entries keep `brokenRule(in:)`.
  public static func brokenRule(in document: StoreDocument) -> String? {
    let names = document.profiles.map(\.name)
    if names.contains("") { return "an empty profile name" }
    if names != names.sorted() { return "profiles out of order" }
    if Set(names).count != names.count { return "two profiles with one name" }
    for profile in document.profiles {
      let measures = [profile.heightCentimetres] + [profile.goalKilograms].compactMap { $0 }
      if !measures.allSatisfy({ $0.isFinite && $0 > 0 }) { return "\(profile.name): a bad measure" }
      if let broken = brokenRule(in: profile.entries) { return "\(profile.name): \(broken)" }
    }
    return nil
  }

  /// The first rule a log breaks, or `nil`: one entry per day in date order, each with a
  /// weight or a waist, every measure finite and above zero.
  public static func brokenRule(in entries: [WeightEntry]) -> String? {
    for entry in entries {
      if entry.kilograms == nil && entry.waistCentimetres == nil {
        return "an entry with neither a weight nor a waist"
      }
      let measures = [entry.kilograms, entry.waistCentimetres].compactMap { $0 }
      if !measures.allSatisfy({ $0.isFinite && $0 > 0 }) { return "a bad measure on \(entry.date)" }
    }
    let dates = entries.map(\.date)
    if zip(dates, dates.dropFirst()).contains(where: { $0 >= $1 }) {
      return "entries not one per day in date order"
    }
    return nil
  }
}
