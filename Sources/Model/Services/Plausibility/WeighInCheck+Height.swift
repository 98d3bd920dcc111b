import DataSource

extension WeighInCheck {
  /// The height a weigh-in's BMI is checked at: the height logged with it; for a child the
  /// one logged on the days before (within `DatedHeights.childWindowDays`), as `DatedHeights`
  /// assesses it, else the profile's; `nil` for a child's weigh-in with no recent height and
  /// too old for today's profile height, whose BMI cannot be judged (a growing child's old
  /// weights at today's height would look like slips). An adult's is the profile's: adult
  /// heights barely change, and an import of a million adult rows looks back at nothing.
  /// A child's looks back at most the window, one entry a day.
  func checkedHeight(at index: Int, in profile: Profile) -> Double? {
    let entries = profile.entries
    let entry = entries[index]
    if let own = entry.heightCentimetres { return own }
    guard let born = profile.born, born <= entry.date else { return profile.heightCentimetres }
    let months = Assessor.months(born: born, on: entry.date)
    guard !AgeResolver().isAdult(.born(born), months: months, measuredOn: entry.date) else {
      return profile.heightCentimetres
    }
    let earliest = entry.date.adding(days: -DatedHeights.childWindowDays)
    var position = index - 1
    while position >= 0, entries[position].date >= earliest {
      if let height = entries[position].heightCentimetres { return height }
      position -= 1
    }
    let day = entry.date.dayNumber
    return today.dayNumber - day > DatedHeights.childWindowDays ? nil : profile.heightCentimetres
  }
}
