import DataSource
import Testing

struct LocalDateTests {
  @Test(arguments: [
    ("2026-11-21", LocalDate(year: 2026, month: 11, day: 21)),
    ("2024-02-29", LocalDate(year: 2024, month: 2, day: 29)),
    ("2000-02-29", LocalDate(year: 2000, month: 2, day: 29)),
    ("0001-01-01", LocalDate(year: 1, month: 1, day: 1)),
  ])
  func init_iso_validDate_parses(text: String, expected: LocalDate) {
    let sut = LocalDate(iso: text)
    #expect(sut == expected)
    #expect(sut?.description == text)
  }

  @Test(arguments: [
    "2023-02-29", "1900-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "2026-1-1",
    "26-01-01", "2026/01/01", "", "2026-01-01T00:00", "２０２６-01-01",
  ])
  func init_iso_invalidDate_isNil(text: String) {
    #expect(LocalDate(iso: text) == nil)
  }

  @Test(arguments: [
    (LocalDate(year: 1970, month: 1, day: 1), 0),
    (LocalDate(year: 1969, month: 12, day: 31), -1),
    (LocalDate(year: 2000, month: 3, day: 1), 11_017),
    (LocalDate(year: 2026, month: 11, day: 21), 20_778),
  ])
  func dayNumber_knownDates_matchesEpochDays(date: LocalDate, days: Int) {
    #expect(date.dayNumber == days)
    #expect(LocalDate(dayNumber: days) == date)
  }

  @Test func dayNumber_everyDayFrom1900To2100_roundTrips() {
    var date = LocalDate(year: 1900, month: 1, day: 1)
    var expected = date.dayNumber
    while date.year < 2100 {
      #expect(date.dayNumber == expected)
      #expect(LocalDate(dayNumber: expected) == date)
      let next = LocalDate(dayNumber: expected + 1)
      #expect(next > date)
      date = next
      expected += 1
    }
  }
}
