import DataSource
import Testing

@testable import Model

/// A weekday before a date is evidence: it settles the order of dates that read either way,
/// and one that is not the date's day refuses the row rather than import a wrong day.
struct WeekdayNamesTests {
  /// Each language's names and abbreviations name their day; two letters that name two days
  /// in the languages that write them (`ma`, `di`, `do`, `so`), and an unknown word, none.
  @Test(
    arguments: [
      ("mon", 0), ("lun", 0), ("lu", 0), ("seg", 0), ("tue", 1), ("mar", 1), ("ter", 1),
      ("wed", 2), ("mi", 2), ("mié", 2), ("wo", 2), ("qua", 2), ("thu", 3), ("jeu", 3),
      ("gio", 3), ("fri", 4), ("fr", 4), ("vr", 4), ("sex", 4), ("sat", 5), ("sa", 5),
      ("sáb", 5), ("za", 5), ("sun", 6), ("dim", 6), ("zo", 6), ("sonntag", 6), ("ma", nil),
      ("di", nil), ("do", nil), ("so", nil), ("xyz", nil), ("nov", nil),
    ] as [(String, Int?)])
  func weekday_eachLanguage_namesItsDay(word: String, day: Int?) {
    #expect(WeekdayNames.weekday(word) == day)
  }

  /// 1970-01-01 was a Thursday; 2026-11-21 a Saturday; a day before 1970 too.
  @Test func weekdayOfDate_knownDays() {
    #expect(WeekdayNames.weekday(of: LocalDate(year: 1970, month: 1, day: 1)) == 3)
    #expect(WeekdayNames.weekday(of: LocalDate(year: 2026, month: 11, day: 21)) == 5)
    #expect(WeekdayNames.weekday(of: LocalDate(year: 1969, month: 12, day: 29)) == 0)
  }

  /// `Sat 03/10/2026` is Saturday 3 October (10 March is a Tuesday), even in pounds, which
  /// alone would read month first; `Tue 03/10/2026` is 10 March, even in kilograms.
  @Test(arguments: [
    ("Date,Weight (lb)\nSat 03/10/2026,175\n", LocalDate(year: 2026, month: 10, day: 3)),
    ("Date,Weight (kg)\nTue 03/10/2026,79.6\n", LocalDate(year: 2026, month: 3, day: 10)),
    ("Fecha;Peso\nmar 03-10-2026;79,6\n", LocalDate(year: 2026, month: 3, day: 10)),
    // Czech weekdays (`so` is its Saturday, German Sunday) settle nothing: the days between
    // the rows read the file day first.
    (
      "Datum;Hmotnost (kg)\nso 03/01/2026;80,1\nne 04/01/2026;80\npo 05/01/2026;79,9\n",
      LocalDate(year: 2026, month: 1, day: 3)
    ),
  ])
  func read_weekdayBeforeADateEitherWay_settlesTheOrder(text: String, date: LocalDate) throws {
    let batch = try ImportReader(options: ImportOptions(units: .metric)).read(Array(text.utf8))
    #expect(batch.profiles[0].entries.first?.date == date)
  }

  /// A weekday that is neither reading's day refuses the row, naming both days; with
  /// `--skip-invalid` the row is counted.
  @Test func read_weekdayNotTheDatesDay_refusedOrCounted() throws {
    let text = "Date,Weight (kg)\nMon 21/11/2026,79.6\nSun 22/11/2026,79.4\n"
    #expect(
      throws: ImportFailure.row(
        line: 2, column: 1, name: "Date",
        .weekdayContradicts(
          "Mon 21/11/2026", named: 0, date: LocalDate(year: 2026, month: 11, day: 21)))
    ) {
      _ = try ImportReader(options: ImportOptions(units: .metric)).read(Array(text.utf8))
    }
    var options = ImportOptions(units: .metric)
    options.skipInvalid = true
    let batch = try ImportReader(options: options).read(Array(text.utf8))
    #expect(batch.profiles[0].entries.map(\.date) == [LocalDate(year: 2026, month: 11, day: 22)])
  }
}
