import DataSource

/// Turns a person's age, given outright or as a birth date, into exact months at a
/// measurement date.
public struct AgeResolver: Sendable {
  /// The CDC's month: an average Gregorian month (365.25 / 12 days). The CDC programs divide
  /// an age in days by it, so a child 3672 days old is 120.641 months.
  public static let daysPerMonth = 30.4375

  public init() {}

  public func months(_ age: Person.Age, measuredOn: LocalDate) throws(AssessmentError) -> Double {
    switch age {
    case .months(let months):
      return months
    case .days(let days):
      return days / Self.daysPerMonth
    case .born(let born):
      guard born <= measuredOn else {
        throw .bornAfterMeasurement(born: born, measuredOn: measuredOn)
      }
      let months = Double(measuredOn.dayNumber - born.dayNumber) / Self.daysPerMonth
      guard AgeParser.acceptedMonths.contains(months) else {
        throw .ageOutOfRange(months: months, accepted: AgeParser.acceptedMonths)
      }
      return months
    }
  }

  /// Whether a person is assessed as an adult: from 240 months, and with a birth date from the
  /// 20th birthday itself (240 months by days / 30.4375 can fall a day after it), so someone who
  /// turns 20 in the middle of a history crosses to the adult classes on that date.
  public func isAdult(_ age: Person.Age, months: Double, measuredOn: LocalDate) -> Bool {
    if months >= Self.adultMonths { return true }
    guard case .born(let born) = age else { return false }
    return (measuredOn.year, measuredOn.month, measuredOn.day) >= (
      born.year + 20, born.month, born.day
    )
  }

  /// 20 years.
  public static let adultMonths = 240.0
}
