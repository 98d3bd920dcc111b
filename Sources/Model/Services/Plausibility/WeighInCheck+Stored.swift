import DataSource

extension WeighInCheck {
  /// An imported weigh-in far from what the store held near it before the import: the
  /// import's own readings are no reference for each other here, so a whole file in the
  /// wrong unit (bare pounds read as kilograms beside a history in kilograms) is caught at
  /// the history's edge, as each of its rows is far from the weigh-ins already logged near
  /// it. `stored`: the profile's entries before the import, by date; the entry's own date,
  /// the weight it replaces, is `problems(…)`'s to compare. Nil when nothing stored is near
  /// enough in time to compare, or when the weigh-in is within the allowance.
  public func jumpFromStored(
    _ entry: WeightEntry, stored: [WeightEntry], of profile: Profile
  ) -> Implausibility? {
    guard !accepting.contains(.jump), let kilograms = entry.kilograms, !stored.isEmpty else {
      return nil
    }
    let (position, found) = WeightLog.search(entry.date, in: stored)
    guard
      let recent = reference(
        to: entry.date, before: position - 1, after: found ? position + 1 : position,
        in: stored, previous: nil, growth: WeightGrowth(of: profile))
    else { return nil }
    guard !Self.fits(kilograms, recent) else { return nil }
    let slips = weightSlips(
      kilograms, typed: nil, bareUnits: .metric, recent: recent,
      centimetres: profile.heightCentimetres)
    return .farFromRecent(
      kilograms: kilograms, recent: recent.kilograms, slips: slips,
      percent: Self.allowedPercent(days: recent.days), days: recent.days, grown: recent.grown)
  }
}
