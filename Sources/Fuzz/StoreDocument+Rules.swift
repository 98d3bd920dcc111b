import DataSource

extension StoreDocument {
  /// The first of the document's own rules it breaks (names non-empty, unique and sorted;
  /// entries one per day in date order; measures finite and above zero), or `nil`.
  var brokenRule: String? {
    let names = profiles.map(\.name)
    if names.contains("") { return "an empty profile name" }
    if names != names.sorted() { return "profiles out of order" }
    if Set(names).count != names.count { return "two profiles with one name" }
    for profile in profiles {
      let measures =
        [profile.heightCentimetres] + profile.entries.map(\.kilograms)
        + (profile.goalKilograms.map { [$0] } ?? [])
      if !measures.allSatisfy({ $0.isFinite && $0 > 0 }) { return "a measure out of range" }
      let dates = profile.entries.map(\.date)
      if zip(dates, dates.dropFirst()).contains(where: { $0 >= $1 }) {
        return "entries not one per day in date order"
      }
    }
    return nil
  }
}
