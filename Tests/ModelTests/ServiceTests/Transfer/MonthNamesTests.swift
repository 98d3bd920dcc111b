import DataSource
import Model
import Testing

/// Dates with month names in the languages trackers write them, each month in each
/// language that abbreviates it its own way, read by an import without --date-format.
struct MonthNamesTests {
  /// Every month, as English, French, German, Spanish, Italian, Portuguese and Dutch write
  /// it in a date (full or short, with or without the dot).
  static let months: [(Int, [String])] = [
    (1, ["Jan", "janv.", "Jänner", "ene", "gennaio", "janeiro", "januari"]),
    (2, ["February", "févr.", "Feb.", "febrero", "febbraio", "fev", "februari"]),
    (3, ["Mar", "mars", "März", "Mrz", "marzo", "março", "mrt", "maart"]),
    (4, ["April", "avr.", "Apr", "abril", "aprile", "abr", "april"]),
    (5, ["May", "mai", "Mai", "mayo", "maggio", "maio", "mei"]),
    (6, ["June", "juin", "Juni", "junio", "giugno", "junho", "jun"]),
    (7, ["July", "juil.", "Juli", "julio", "luglio", "julho", "jul"]),
    (8, ["Aug", "août", "aout", "agosto", "ago", "augustus"]),
    (9, ["Sept", "sept.", "September", "septiembre", "settembre", "set", "sep"]),
    (10, ["Oct", "oct.", "Okt.", "octubre", "ottobre", "out", "oktober"]),
    (11, ["Nov", "nov.", "November", "noviembre", "novembre", "novembro", "nov"]),
    (12, ["Dec", "déc.", "Dez.", "diciembre", "dicembre", "dezembro", "december"]),
  ]

  @Test(arguments: months)
  func read_dayMonthNameYear_isThatMonth(month: Int, names: [String]) throws {
    for name in names {
      let batch = try ImportReader(options: ImportOptions()).read(
        Array("date;weight_kg\n\"3 \(name) 2024\";70\n".utf8))
      #expect(
        batch.profiles[0].entries.map(\.date) == [LocalDate(year: 2024, month: month, day: 3)],
        "\(name)")
    }
  }

  /// Spanish and Portuguese long dates, as Excel and LibreOffice write them there: the parts
  /// joined by `de`, after a weekday or not.
  @Test(arguments: [
    "15 de enero de 2026", "15 de ene. de 2026", "jueves, 15 de enero de 2026",
    "15 de enero del 2026", "15 de janeiro de 2026", "quinta-feira, 15 de jan. de 2026",
  ])
  func read_longDateJoinedByDe_isThatDay(text: String) throws {
    let batch = try ImportReader(options: ImportOptions()).read(
      Array("fecha;peso (kg)\n\(text);70\n".utf8))
    #expect(batch.profiles[0].entries.map(\.date) == [LocalDate(year: 2026, month: 1, day: 15)])
  }

  /// Three letters that begin no month's name in any of these languages are no date.
  @Test(arguments: ["3 jui 2024", "3 foo 2024", "3 ju 2024"])
  func read_unknownMonthName_isRefused(text: String) {
    #expect(throws: ImportFailure.self) {
      try ImportReader(options: ImportOptions()).read(Array("date,weight_kg\n\(text),70\n".utf8))
    }
  }
}

/// A weekday before a numeric date, as a spreadsheet's custom format writes it (Excel's
/// `ddd dd/mm/yyyy`, German `TTT., TT.MM.JJJJ`): the date read as without it, its order
/// settled by the file's other dates; a month's name after a word is still a month.
struct WeekdayBeforeNumericDateTests {
  @Test(arguments: [
    ("Date,Weight (kg)\nSat 21/11/2026,79.6\nSun 22/11/2026,79.4\n", 21),
    ("Datum;Gewicht\nSa., 21.11.2026;79,6\nSo., 22.11.2026;79,4\n", 21),
    ("Date,Weight (lb)\nFri 11/20/2026,175\nSat 11/21/2026,174\n", 20),
    ("datum;gewicht\nma 16-11-2026;80\ndi 17-11-2026;79,8\n", 16),
  ])
  func read_weekdayThenNumericDate_readAsTheDate(text: String, firstDay: Int) throws {
    let batch = try ImportReader(options: ImportOptions(units: .metric)).read(Array(text.utf8))
    #expect(
      batch.profiles[0].entries.first?.date == LocalDate(year: 2026, month: 11, day: firstDay))
    #expect(batch.profiles[0].entries.count == 2)
  }

  @Test func read_weekdayWithDateFormat_readByTheFormat() throws {
    var options = ImportOptions(units: .metric)
    options.dateFormat = "DD.MM.YYYY"
    let text = "Datum;Gewicht\nSa., 21.11.2026;79,6\n"
    let batch = try ImportReader(options: options).read(Array(text.utf8))
    #expect(batch.profiles[0].entries.map(\.date) == [LocalDate(year: 2026, month: 11, day: 21)])
  }
}
