import DataSource
import Model
import Testing

/// A logged height far from the heights logged around it: a child's may not shrink by more
/// than 3 cm nor grow by more than 3 cm plus 5 cm a month; an adult's may not change by more
/// than 3 cm, from the one logged before or, with none, from the profile's.
struct HeightChangeTests {
  static func day(_ month: Int, _ day: Int) -> LocalDate {
    LocalDate(year: 2026, month: month, day: day)
  }

  /// A girl born 2025-06-01 with heights logged on 1 March, `date` and 1 June.
  static func child(_ height: Double, on date: LocalDate) -> Profile {
    var entries = [
      WeightEntry(date: day(3, 1), kilograms: 8.5, heightCentimetres: 70),
      WeightEntry(date: day(6, 1), kilograms: 9.5, heightCentimetres: 76),
    ]
    entries.append(WeightEntry(date: date, kilograms: 9, heightCentimetres: height))
    entries.sort { $0.date < $1.date }
    return Profile(
      name: "kid", heightCentimetres: 76, sex: .female,
      born: LocalDate(year: 2025, month: 6, day: 1), entries: entries)
  }

  @Test(arguments: [
    // Between 70 (1 March) and 76 (1 June): fine.
    (73.0, day(4, 1), nil as Double?),
    // 57 for 75: 13 cm less than the 70 before it.
    (57.0, day(4, 1), -13.0),
    // 170 for 70: 100 cm more than a month's growth.
    (170.0, day(4, 1), 100.0),
    // 67.5, 2.5 cm less than the one before: a measuring difference, fine.
    (67.5, day(4, 1), nil),
    // 80 a day before 76: taller than the one after it by more than 3 cm.
    (80.0, day(5, 31), 4.0),
  ])
  func surprise_childHeight_saidWhenItDoesNotFit(
    height: Double, date: LocalDate, change: Double?
  ) {
    let sut = HeightChange.surprise(on: date, in: Self.child(height, on: date))
    #expect(sut.map { ($0.centimetres * 10).rounded() / 10 } == change)
  }

  @Test(arguments: [(172.0, nil as Double?), (165.0, -10.0), (185.0, 10.0)])
  func surprise_adultsFirstLoggedHeight_againstTheProfiles(height: Double, change: Double?) {
    let profile = Profile(
      name: "ad", heightCentimetres: 175,
      entries: [WeightEntry(date: Self.day(5, 1), kilograms: 70, heightCentimetres: height)])
    let sut = HeightChange.surprise(on: Self.day(5, 1), in: profile)
    #expect(sut?.centimetres == change)
    #expect(sut.map { $0.otherDate == nil } ?? true)
  }
}
