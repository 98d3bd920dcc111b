extension StoreDocument {
  /// The first of the document's own rules it breaks, or `nil`: names non-empty, unique and
  /// sorted; heights and goals finite and above zero; each profile's entries keep theirs.
  ///
  /// The decoders enforce these as they read, with a line and column; this is the same
  /// contract stated once over a whole document, so fuzzing can check that nothing the
  /// decoders accept breaks it (a document that did would be written back and then refused).
  public var brokenRule: String? {
    let names = profiles.map(\.name)
    if names.contains("") { return "an empty profile name" }
    if names != names.sorted() { return "profiles out of order" }
    if Set(names).count != names.count { return "two profiles with one name" }
    for profile in profiles {
      let measures = [profile.heightCentimetres] + [profile.goalKilograms].compactMap { $0 }
      if !measures.allSatisfy({ $0.isFinite && $0 > 0 }) { return "\(profile.name): a bad measure" }
      if let broken = profile.entries.brokenRule { return "\(profile.name): \(broken)" }
    }
    return nil
  }
}

extension Collection where Element == WeightEntry {
  /// The first rule a log breaks, or `nil`: one entry per day in date order, each with a
  /// weight or a waist, every measure finite and above zero.
  public var brokenRule: String? {
    for entry in self {
      if entry.kilograms == nil && entry.waistCentimetres == nil {
        return "an entry with neither a weight nor a waist"
      }
      let measures = [entry.kilograms, entry.waistCentimetres].compactMap { $0 }
      if !measures.allSatisfy({ $0.isFinite && $0 > 0 }) { return "a bad measure on \(entry.date)" }
    }
    let dates = map(\.date)
    if zip(dates, dates.dropFirst()).contains(where: { $0 >= $1 }) {
      return "entries not one per day in date order"
    }
    return nil
  }
}
