import DataSource
import Testing

/// The one date parser of the command line.
struct DateTextTests {
  static let today = LocalDate(year: 2026, month: 3, day: 1)

  @Test(arguments: [
    ("2026-02-14", LocalDate(year: 2026, month: 2, day: 14)),
    ("today", LocalDate(year: 2026, month: 3, day: 1)),
    ("yesterday", LocalDate(year: 2026, month: 2, day: 28)),
    ("-0", LocalDate(year: 2026, month: 3, day: 1)),
    ("-1", LocalDate(year: 2026, month: 2, day: 28)),
    ("-29", LocalDate(year: 2026, month: 1, day: 31)),
    ("-366", LocalDate(year: 2025, month: 2, day: 28)),
    ("-9999999", LocalDate(dayNumber: today.dayNumber - 9_999_999)),
  ])
  func parse_acceptedForm_givesTheDay(text: String, expected: LocalDate) {
    let sut = DateText.parse(text, today: Self.today)
    #expect(sut == expected)
  }

  @Test(arguments: [
    "", "Today", "tomorrow", "-", "+3", "3", "-3d", "- 3", "-10000000",
    "-99999999999999999999999", "-١", "2026-02-30", "14/02/2026", "2026-2-14",
  ])
  func parse_otherText_isNil(text: String) {
    #expect(DateText.parse(text, today: Self.today) == nil)
  }

  @Test func message_namesTheFormsOnce() {
    let sut = DateText.message("--date", "14/02/2026")
    #expect(
      sut
        == "invalid --date '14/02/2026': expected a date as YYYY-MM-DD, 'today', 'yesterday' or -N (N days ago)"
    )
  }

  /// Written as YYYY-MM-DD but no day of the calendar: the message says why, not the format.
  @Test(arguments: [
    ("2026-02-30", "invalid --born '2026-02-30': 2026-02 has 28 days"),
    ("2024-02-30", "invalid --born '2024-02-30': 2024-02 has 29 days"),
    ("2026-04-31", "invalid --born '2026-04-31': 2026-04 has 30 days"),
    ("2026-04-00", "invalid --born '2026-04-00': 2026-04 has 30 days"),
    ("2026-13-01", "invalid --born '2026-13-01': there is no month 13"),
    ("2026-00-10", "invalid --born '2026-00-10': there is no month 00"),
  ])
  func message_dateNotOnTheCalendar_saysWhy(text: String, expected: String) {
    #expect(DateText.message("--born", text) == expected)
  }
}
