import DataSource

/// Reads the dates trackers write: ISO (`2026-11-21`, `2026-11-21T07:02:14+01:00`,
/// `2026/11/21 07:02`), European (`21.11.2026`), US (`11/21/2026, 7:02:14 AM`, `11/21/26`),
/// month names (`Nov 21, 2026`, `21 Nov 2026`) and epoch seconds or milliseconds (as UTC
/// dates). A time after the date is ignored: the date as written is the local date.
/// `--date-format` (`DD/MM/YYYY`, `%d.%m.%Y`, `epoch`) replaces the guessing.
struct ImportDateParser: Sendable {
  /// `--date-format`, as tokens; `nil`: guess.
  let pattern: [Token]?
  /// For `A/B/YYYY`: whether A is the day (a file where some A is over 12).
  let dayFirst: Bool
  /// For `A-B-YYYY`, day first as Europe writes it unless the file shows otherwise: whether
  /// A is the month (a file where some B is over 12, as a US export's `03-13-2024`).
  let dashesMonthFirst: Bool
  /// Whether a weekday before a date is checked against it (`WeekdayNames.contradiction`):
  /// not when the file's weekdays are in a language bmi does not know (`TrackerSurvey`).
  let checksWeekdays: Bool

  enum Token: Sendable, Equatable {
    case year4, year2, month, monthName, day, epochSeconds, epochMilliseconds
    case literal(Character)
  }

  init(
    format: String?, dayFirst: Bool = false, dashesMonthFirst: Bool = false,
    checksWeekdays: Bool = true
  ) {
    pattern = format.map(Self.tokens)
    self.dayFirst = dayFirst
    self.dashesMonthFirst = dashesMonthFirst
    self.checksWeekdays = checksWeekdays
  }

  /// Whether a `--date-format` is one this parser understands.
  static func isValid(format: String) -> Bool {
    let tokens = tokens(format)
    let has = { (token: Token) in tokens.contains(token) }
    return has(.epochSeconds) || has(.epochMilliseconds)
      || ((has(.year4) || has(.year2)) && (has(.month) || has(.monthName)) && has(.day))
  }

  static func tokens(_ format: String) -> [Token] {
    let lowered = format.lowercased()
    if lowered == "epoch" || lowered == "unix" { return [.epochSeconds] }
    if lowered == "epoch-ms" || lowered == "epoch_ms" { return [.epochMilliseconds] }
    var tokens: [Token] = []
    var rest = Substring(format)
    let words: [(String, Token)] = [
      ("YYYY", .year4), ("%Y", .year4), ("YY", .year2), ("%y", .year2), ("MMMM", .monthName),
      ("MMM", .monthName),
      ("%b", .monthName), ("MM", .month),
      ("%m", .month), ("M", .month), ("DD", .day), ("%d", .day), ("D", .day),
    ]
    outer: while let first = rest.first {
      for (word, token) in words where rest.uppercased().hasPrefix(word.uppercased()) {
        if word.hasPrefix("%") != rest.hasPrefix("%") { continue }
        tokens.append(token)
        rest = rest.dropFirst(word.count)
        continue outer
      }
      tokens.append(.literal(first))
      rest = rest.dropFirst()
    }
    return tokens
  }

  func date(_ raw: String) -> LocalDate? {
    let text = Self.withoutWeekday(Self.withoutLeadingTime(raw.trimmingSpaces))
    if let pattern { return Self.match(pattern, Array(text)) }
    return guess(Array(text))
  }

  /// Whether a cell holds a time of day alone (`07:02`, `7:02 AM`): a Garmin reading row.
  static func isTimeOnly(_ raw: String) -> Bool {
    let text = raw.trimmingSpaces.uppercased()
    guard let colon = text.firstIndex(of: ":"), colon > text.startIndex else { return false }
    let allowed = Set("0123456789: APM.")
    return text.count <= 11 && text.allSatisfy(allowed.contains)
      && text[..<colon].allSatisfy(\.isNumber)
  }

  private func guess(_ text: [Character]) -> LocalDate? {
    let numbers = Self.leadingNumbers(text)
    // ISO 8601's basic form, `20261121` (or `20261121 07:02`). Its basic moment,
    // `20261121T070214Z`, is made extended first (`extended`), so that its zone is read.
    if numbers.count == 1, numbers[0].text.count == 8, [nil, " "].contains(numbers[0].separator) {
      let value = numbers[0].value
      return Self.make(value / 10_000, value / 100 % 100, value % 100)
    }
    // A spreadsheet's serial day, the date column saved as a number (`46347`, or with the
    // time as a fraction, `46347.3125`, `46347,3125` in a decimal-comma locale's file): days
    // since 1899-12-30, as Excel and Sheets count.
    if numbers.first?.text.count == 5, numbers.count <= 2,
      text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") }),
      text.count(where: { $0 == "." || $0 == "," }) <= 1
    {
      return Self.kept(Self.spreadsheetEpoch.adding(days: numbers[0].value))
    }
    if numbers.count == 1, numbers[0].text.count == text.count {
      return Self.epoch(numbers[0].value, digits: numbers[0].text.count)
    }
    if let named = Self.monthNamed(text) { return named }
    guard numbers.count >= 3 else { return nil }
    let (a, b, c) = (numbers[0], numbers[1], numbers[2])
    if a.text.count == 4 { return Self.make(a.value, b.value, c.value) }
    guard c.text.count == 4 || c.text.count == 2 else { return nil }
    let year = c.text.count == 4 ? c.value : 2000 + c.value
    if a.separator == "." || (a.separator == "-" && !dashesMonthFirst) {
      return Self.make(year, b.value, a.value)
    }
    return dayFirst ? Self.make(year, b.value, a.value) : Self.make(year, a.value, b.value)
  }

  /// The first numbers of the text, each with the character after it: `21.11.2026` gives
  /// (21, "."), (11, "."), (2026, nil); a space after a dot is part of the separator. Stops
  /// at the first character that is not a digit or a date separator.
  static func leadingNumbers(_ text: [Character]) -> [(
    value: Int, text: String, separator: Character?
  )] {
    var result: [(Int, String, Character?)] = []
    var index = 0
    while index < text.count, result.count < 3 {
      var digits = ""
      while index < text.count, text[index].isASCII, text[index].isNumber {
        digits.append(text[index])
        index += 1
      }
      guard !digits.isEmpty, digits.count <= 13, let value = Int(digits) else { break }
      let separator = index < text.count ? text[index] : nil
      result.append((value, digits, separator))
      guard let separator, "-/.".contains(separator), result.count < 3 else { break }
      index += 1
      // Hungarian and Korean dates space their parts after the dot: `2026. 01. 15.`.
      if separator == ".", index < text.count, text[index] == " " { index += 1 }
    }
    return result
  }

  /// Day 0 of a spreadsheet's serial days (Excel's 1900 system from 1900-03-01 on).
  static let spreadsheetEpoch = LocalDate(year: 1899, month: 12, day: 30)

  static func epoch(_ value: Int, digits: Int) -> LocalDate? {
    switch digits {
    case 9...10: kept(LocalDate(dayNumber: value / 86_400))
    case 12...13: kept(LocalDate(dayNumber: value / 86_400_000))
    default: nil
    }
  }

  /// A numeric date after a word, as a spreadsheet's custom format writes a weekday before
  /// it in any language (`Sat 21/11/2026`, `Sa., 21.11.2026`, `ma 21-11-2026`): the date
  /// alone. A word followed by anything else is kept (`Nov 21, 2026` names its month).
  static func withoutWeekday(_ text: String) -> String {
    guard let first = text.first, first.isLetter else { return text }
    let characters = Array(text)
    var index = 0
    while index < characters.count, characters[index].isLetter { index += 1 }
    guard index <= 12 else { return text }
    while index < characters.count, ". ,".contains(characters[index]) { index += 1 }
    let rest = Array(characters[index...])
    return startsNumericDate(rest) ? String(rest) : text
  }

  /// Whether `text` starts with a numeric date: three numbers, the first two parted by `-`,
  /// `/` or `.`.
  private static func startsNumericDate(_ text: [Character]) -> Bool {
    let numbers = leadingNumbers(text)
    return numbers.count == 3 && numbers[0].separator.map({ "-/.".contains($0) }) == true
  }

  /// A numeric date after a time of day, as some scales' apps write it (Fitdays' `06:37
  /// 20/03/2026`, `7:02 PM 3/20/2026`): the date alone (the time is still read from the
  /// cell, `timeOfDay(in:)`).
  static func withoutLeadingTime(_ text: String) -> String {
    guard let first = text.utf8.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9"),
      var space = text.firstIndex(of: " "), isTimeOnly(String(text[..<space]))
    else { return text }
    let after = text[text.index(after: space)...]
    if ["AM ", "PM ", "am ", "pm "].contains(where: after.hasPrefix) {
      space = text.index(space, offsetBy: 3)
    }
    let rest = String(text[text.index(after: space)...]).trimmingSpaces
    return startsNumericDate(Array(rest)) ? rest : text
  }

  /// `Nov 21, 2026` or `21 Nov 2026` (month names full or short, `MonthNames`), after a weekday
  /// if one leads (`Sat, 21 Nov 2026 07:02:14 +0000`, the e-mail form; `mar. 3 déc. 2023`,
  /// `Di., 3. Dez. 2024` in other languages); day first, the year may have two digits, 20YY
  /// (`21-Nov-26`, Excel's default d-mmm-yy).
  static func monthNamed(_ text: [Character]) -> LocalDate? {
    // `Nov 21, 2026`, `21 Nov 2026`, `21-Nov-2026` (as spreadsheets write it), and
    // `15/Jan/2024 8:00:00` and `20-Nov-2026 00:00` (QS Access).
    var words = String(text).lowercased().split {
      $0 == " " || $0 == "," || $0 == "." || $0 == "-" || $0 == "/"
    }
    // Spanish and Portuguese long dates join their parts with `de` (`15 de enero de 2026`,
    // `16 de fev. de 2026`, Excel's and LibreOffice's long date format there): no part.
    words.removeAll { $0 == "de" || $0 == "del" }
    // A weekday's name that is no month's (`mar` is March as well as French Tuesday).
    if let first = words.first, WeekdayNames.weekday(String(first)) != nil,
      MonthNames.month(first) == nil
    {
      words.removeFirst()
    }
    // A weekday in another language leads when the words after it are a date.
    return monthNamed(words[...]) ?? (words.count > 3 ? monthNamed(words.dropFirst()) : nil)
  }

  /// The date the first three of `words` write, month or day first.
  private static func monthNamed(_ words: ArraySlice<Substring>) -> LocalDate? {
    guard words.count >= 3 else { return nil }
    let (first, second, third) = (
      words[words.startIndex], words[words.startIndex + 1], words[words.startIndex + 2]
    )
    if let month = MonthNames.month(first), let day = Int(second), let year = Int(third),
      third.count == 4
    {
      return make(year, month, day)
    }
    if let day = Int(first), let month = MonthNames.month(second), let year = Int(third),
      third.count == 4 || third.count == 2
    {
      return make(third.count == 2 ? 2000 + year : year, month, day)
    }
    return nil
  }

  /// The date, if it is one and within the dates a store keeps.
  /// A numeric date of three numbers read both ways, month first and day first (a two-digit
  /// year is 20YY): `nil` when either reading is no date.
  static func bothReadings(_ numbers: [(value: Int, text: String, separator: Character?)])
    -> (monthFirst: LocalDate, dayFirst: LocalDate)?
  {
    guard numbers.count == 3, numbers[2].text.count == 4 || numbers[2].text.count == 2 else {
      return nil
    }
    let year = numbers[2].text.count == 4 ? numbers[2].value : 2000 + numbers[2].value
    guard let monthFirst = make(year, numbers[0].value, numbers[1].value),
      let dayFirst = make(year, numbers[1].value, numbers[0].value)
    else { return nil }
    return (monthFirst, dayFirst)
  }

  static func make(_ year: Int, _ month: Int, _ day: Int) -> LocalDate? {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...LocalDate.daysIn(month: month, year: year)).contains(day)
    else { return nil }
    return kept(LocalDate(year: year, month: month, day: day))
  }

  static func kept(_ date: LocalDate) -> LocalDate? {
    StoreDocumentRules.dates.contains(date) ? date : nil
  }

  private static func match(_ pattern: [Token], _ text: [Character]) -> LocalDate? {
    var index = 0
    var year: Int?
    var month: Int?
    var day: Int?
    func number(maxDigits: Int) -> Int? {
      var digits = ""
      while index < text.count, digits.count < maxDigits, text[index].isASCII,
        text[index].isNumber
      {
        digits.append(text[index])
        index += 1
      }
      return digits.isEmpty ? nil : Int(digits)
    }
    for token in pattern {
      switch token {
      case .year4: year = number(maxDigits: 4)
      case .year2: year = number(maxDigits: 2).map { 2000 + $0 }
      case .month: month = number(maxDigits: 2)
      case .monthName:
        let letters = text[index...].prefix { $0.isLetter }
        index += letters.count
        let word = String(letters).lowercased()
        month = MonthNames.month(word)
      case .day: day = number(maxDigits: 2)
      case .epochSeconds, .epochMilliseconds:
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard let value = Int(String(digits)) else { return nil }
        return kept(
          LocalDate(dayNumber: value / (token == .epochSeconds ? 86_400 : 86_400_000)))
      case .literal(let character):
        guard index < text.count, text[index] == character else { return nil }
        index += 1
      }
    }
    guard let year, let month, let day else { return nil }
    return make(year, month, day)
  }
}
