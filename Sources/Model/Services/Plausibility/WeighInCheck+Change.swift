import DataSource

extension WeighInCheck {
  /// Refuses a changed entry this check finds implausible, so that the change is not saved.
  /// One refusal for every way a weigh-in is written: `log`, `profile save` and `calc --save`.
  public func refuse(
    _ change: EntryChange, in profile: Profile, typed: String?, bareUnits: UnitSystem
  ) throws(TrackingError) {
    var previous: WeightEntry?
    if case .replaced(let old, _) = change { previous = old }
    if case .unchanged = change { return }
    let index = WeightLog.search(change.entry.date, in: profile.entries).index
    let problems = problems(
      change.entry, at: index, of: profile, previous: previous, typed: typed,
      bareUnits: bareUnits)
    if !problems.isEmpty { throw .implausible(problems) }
  }
}
