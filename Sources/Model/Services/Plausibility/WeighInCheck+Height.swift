import DataSource

extension WeighInCheck {
  /// The height a weigh-in's BMI is checked at, as `DatedHeights` assesses it: the height
  /// logged with it or on the days before (within `DatedHeights.childWindowDays`), else the
  /// profile's; `nil` for a child's weigh-in with no recent height and too old for today's
  /// profile height, whose BMI cannot be judged (a growing child's old weights at today's
  /// height would look like slips). Looks back at most the window, one entry a day, so an
  /// import of many rows stays linear.
  func checkedHeight(at index: Int, in profile: Profile) -> Double? {
    let entries = profile.entries
    let entry = entries[index]
    let day = entry.date.dayNumber
    var recent: Double?
    var position = index
    while position >= 0, day - entries[position].date.dayNumber <= DatedHeights.childWindowDays {
      if let height = entries[position].heightCentimetres {
        recent = height
        break
      }
      position -= 1
    }
    if let recent { return recent }
    guard let born = profile.born, born <= entry.date else { return profile.heightCentimetres }
    let months = Assessor.months(born: born, on: entry.date)
    let isChild = !AgeResolver().isAdult(.born(born), months: months, measuredOn: entry.date)
    guard isChild, today.dayNumber - day > DatedHeights.childWindowDays else {
      return profile.heightCentimetres
    }
    return nil
  }
}
