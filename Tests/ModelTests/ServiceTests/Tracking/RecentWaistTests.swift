import DataSource
import Model
import Testing

/// Which logged waist `bmi calc` borrows: the latest on or before the day, 30 days old at most.
struct RecentWaistTests {
  static func day(_ offset: Int) -> LocalDate {
    LocalDate(year: 2026, month: 1, day: 1).adding(days: offset)
  }

  /// Waists on days 0 and 40, a weigh-in without one on day 45.
  static let entries = [
    WeightEntry(date: day(0), kilograms: 80, waistCentimetres: 92),
    WeightEntry(date: day(40), kilograms: nil, waistCentimetres: 90),
    WeightEntry(date: day(45), kilograms: 79),
  ]

  @Test(arguments: [
    (0, Optional(92.0)),
    (30, 92),
    (31, nil),
    (39, nil),
    (40, 90),
    (45, 90),
    (70, 90),
    (71, nil),
    (-1, nil),
  ])
  func find_measurementDay_takesTheLatestRecentWaist(offset: Int, waist: Double?) {
    let sut = RecentWaist.find(in: Self.entries, measuredOn: Self.day(offset))
    #expect(sut?.waistCentimetres == waist)
  }
}
