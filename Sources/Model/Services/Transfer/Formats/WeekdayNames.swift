import DataSource

/// Weekday names as a spreadsheet's custom date format writes them before a date (`Sat
/// 21/11/2026`, `Sa., 21.11.2026`, `mar. 3/11/2026`), in the languages `MonthNames` reads:
/// English, French, German, Spanish, Italian, Portuguese and Dutch, full or abbreviated as
/// each language does. A word is known only when it names one day in every language that
/// writes it: two letters often name two (`ma` is Monday in Dutch and Tuesday in Spanish,
/// `do` Thursday in German and Sunday in Spanish, `di` Tuesday and French Sunday, `so` Sunday
/// and Czech Saturday), so those name none, and a file that writes them is not checked.
public enum WeekdayNames {
  /// The weekday (0 Monday … 6 Sunday) that the word leading `written` names, when a date
  /// follows it (`ImportDateParser.withoutWeekday`).
  static func leading(_ written: String) -> Int? {
    let text = written.trimmingSpaces
    guard ImportDateParser.withoutWeekday(text) != text else { return nil }
    return weekday(String(text.prefix { $0.isLetter }).lowercased())
  }

  /// A weekday before `written` that is not `date`'s (`Mon 21/11/2026`: a Saturday).
  static func contradiction(_ written: String, _ date: LocalDate) -> RowProblem? {
    // A byte, not a character, looked at first: every row's date comes through here.
    guard let first = written.utf8.first, first >= 0x80 || (0x61...0x7A).contains(first | 0x20),
      let named = leading(written),
      named != weekday(of: date)
    else { return nil }
    return .weekdayContradicts(written, named: named, date: date)
  }

  /// Whether a weekday before a date that reads either way says it is day first
  /// (`Sat 03/10/2026` is Saturday 3 October, not Tuesday 10 March), or nil when it does
  /// not tell them apart or names no weekday.
  static func saysDayFirst(
    _ written: String, _ numbers: [(value: Int, text: String, separator: Character?)]
  ) -> Bool? {
    guard let named = leading(written),
      let (monthFirst, dayFirst) = ImportDateParser.bothReadings(numbers)
    else { return nil }
    let (month, day) = (weekday(of: monthFirst) == named, weekday(of: dayFirst) == named)
    return month == day ? nil : day
  }

  /// The weekday (0 Monday … 6 Sunday) of `date`.
  public static func weekday(of date: LocalDate) -> Int {
    // 1970-01-01, day 0, was a Thursday.
    ((date.dayNumber + 3) % 7 + 7) % 7
  }

  /// An English name of a weekday (0 Monday … 6 Sunday), for messages.
  public static func english(_ weekday: Int) -> String {
    ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][weekday]
  }

  /// The weekday a lower-cased word names, or nil.
  static func weekday(_ word: String) -> Int? { byWord[word] }

  /// Each weekday's names and abbreviations, Monday first.
  private static let spellings: [[String]] = [
    [
      "mon", "monday", "mo", "montag", "lun", "lundi", "lunes", "lunedì", "lunedi", "lu",
      "seg", "segunda", "maandag",
    ],
    [
      "tue", "tues", "tuesday", "dienstag", "mar", "mardi", "martes", "martedì", "martedi",
      "ter", "terça", "terca", "dinsdag",
    ],
    [
      "wed", "weds", "wednesday", "mi", "me", "mit", "mittwoch", "mer", "mercredi", "mié",
      "mie", "miércoles", "miercoles", "mercoledì", "mercoledi", "qua", "quarta", "wo",
      "woensdag",
    ],
    [
      "thu", "thur", "thurs", "thursday", "don", "donnerstag", "je", "jeu", "jeudi", "ju",
      "jue", "jueves", "gi", "gio", "giovedì", "giovedi", "qui", "quinta", "donderdag",
    ],
    [
      "fri", "friday", "fr", "fre", "freitag", "ve", "ven", "vendredi", "vi", "vie", "viernes",
      "venerdì", "venerdi", "sex", "sexta", "vr", "vrijdag",
    ],
    [
      "sat", "saturday", "sa", "sam", "samstag", "samedi", "sáb", "sab", "sábado", "sabado",
      "sabato", "za", "zaterdag",
    ],
    [
      "sun", "sunday", "sonntag", "dim", "dimanche", "dom", "domingo", "domenica", "zo",
      "zondag",
    ],
  ]

  private static let byWord: [String: Int] = {
    var table: [String: Int] = [:]
    for (day, names) in spellings.enumerated() {
      for name in names {
        precondition(table[name] == nil, "\(name) names two weekdays")
        table[name] = day
      }
    }
    return table
  }()
}
