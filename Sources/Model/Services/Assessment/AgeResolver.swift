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
}
