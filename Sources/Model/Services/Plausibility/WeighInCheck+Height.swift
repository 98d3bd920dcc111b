import DataSource

extension WeighInCheck {
  /// The height a weigh-in's BMI is checked at: the height logged with it; for a child the
  /// one logged within its window before it, else after it (`DatedHeights`, the window by
  /// `Assessor.heightWindow(of:on:)`), else the profile's while the weigh-in is within that
  /// window of today; `nil` for an older child's weigh-in with no height near it, whose BMI
  /// cannot be judged (a growing child's old weights at today's height would look like
  /// slips). An adult's is the profile's: adult heights barely change, and an import of a
  /// million adult rows looks at nothing else. A child's looks at most the window each way,
  /// one entry a day.
  func checkedHeight(at index: Int, in profile: Profile) -> Double? {
    let entries = profile.entries
    let entry = entries[index]
    if let own = entry.heightCentimetres { return own }
    let assessor = Assessor()
    guard assessor.isChild(profile, on: entry.date) else { return profile.heightCentimetres }
    let window = assessor.heightWindow(of: profile, on: entry.date)
    let earliest = entry.date.adding(days: -window)
    var position = index - 1
    while position >= 0, entries[position].date >= earliest {
      if let height = entries[position].heightCentimetres { return height }
      position -= 1
    }
    let latest = entry.date.adding(days: window)
    position = index + 1
    while position < entries.count, entries[position].date <= latest {
      if let height = entries[position].heightCentimetres { return height }
      position += 1
    }
    let day = entry.date.dayNumber
    return today.dayNumber - day > window ? nil : profile.heightCentimetres
  }
}
