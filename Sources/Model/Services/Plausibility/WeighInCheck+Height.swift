import DataSource

extension WeighInCheck {
  /// The height a weigh-in's BMI is checked at: the height logged with it; for a child the
  /// one rule's (`Assessor.height(of:on:heights:today:)`) over the entries within the child's
  /// window of it, so each row costs two binary searches and a look at those days alone. Where
  /// none of them has a height, that rule lends the profile's height to a weigh-in within the
  /// window of today, as for a store with no height logged; an older one gives `nil`: its BMI
  /// cannot be judged (a growing child's old weights at today's height would look like
  /// slips). An adult's is the profile's: adult heights barely change, and an import of a
  /// million adult rows looks at nothing else.
  func checkedHeight(at index: Int, in profile: Profile) -> Double? {
    let entries = profile.entries
    let entry = entries[index]
    if let own = entry.heightCentimetres { return own }
    let assessor = Assessor()
    guard assessor.takesHeightNear(profile, on: entry.date) else {
      return profile.heightCentimetres
    }
    let window = assessor.heightWindow(of: profile, on: entry.date)
    let first = WeightLog.search(entry.date.adding(days: -window), in: entries).index
    let (last, found) = WeightLog.search(entry.date.adding(days: window), in: entries)
    let near = DatedHeights(entries[first..<(found ? last + 1 : last)])
    guard
      case .height(let centimetres) = assessor.height(
        of: profile, on: entry.date, heights: near, today: today)
    else { return nil }
    return centimetres
  }
}
