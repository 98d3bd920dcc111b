import DataSource

/// How a tracker's CSV names its columns and writes its cells: the column for each role,
/// the note and person columns' names, decimal commas and the blanks trackers write for "no
/// reading" (the units: `TrackerCSVImport+Units`).
extension TrackerCSVImport {
  /// What a spreadsheet writes in the date column of a row of figures over the others
  /// (`Average`, `Total`, `Durchschnitt`), counted as such rather than refused as a bad date.
  static let summaryRowWords: Set<String> = [
    "average", "avg", "mean", "total", "totals", "sum", "min", "max", "minimum", "maximum",
    "median", "durchschnitt", "mittelwert", "summe", "gesamt", "moyenne", "somme", "promedio",
    "media", "suma", "gemiddelde", "totaal",
  ]

  /// Whether a date cell names a row of totals or averages (`summaryRowWords`).
  static func isSummary(_ dateText: String) -> Bool {
    summaryRowWords.contains(dateText.trimmingSpaces.lowercased())
  }

  static func column(_ role: ColumnVocabulary.Role, named name: String?, in table: ImportTable)
    throws(ImportFailure) -> Int
  {
    let header = table.header
    let wanted: String
    switch role {
    case .date: wanted = "date"
    case .weight: wanted = "weight"
    case .height: wanted = "height"
    case .waist: wanted = "waist"
    }
    if let name {
      guard let index = header.firstIndex(of: name.lowercased()) else {
        throw .namedColumnMissing(wanted: wanted, named: name, header: table.written)
      }
      return index
    }
    guard let index = ColumnVocabulary.column(for: role, in: table.named) else {
      throw .missingColumn(wanted: wanted, header: table.written)
    }
    // A workout log's `Weight` is the load on the bar: found by its name, it would be
    // stored as the lifter's (100 kg squats, BMI 41). Named with --weight-column, it is taken.
    if role == .weight,
      let lifts = table.named.firstIndex(where: {
        workoutColumnNames.contains(ColumnVocabulary.words(of: $0))
      })
    {
      throw .workoutLog(column: table.written[lifts])
    }
    return index
  }

  /// The date column; a table without one that has a birthday column and one row, no date
  /// in it but the birthday, is a person's details (Zepp's `USER` file), not a log whose
  /// dates are under another name (a visit's `Measured` beside `Birthday`).
  static func dateColumn(named name: String?, in table: ImportTable, rows: ImportRows)
    throws(ImportFailure) -> Int
  {
    do {
      return try column(.date, named: name, in: table)
    } catch {
      var rest = rows
      if name == nil, ColumnVocabulary.namesBirthDate(table.written),
        let row = try? rest.next(), (try? rest.next()) == .some(nil),
        !row.fields.indices.contains(where: {
          looksLikeDate(row.fields[$0])
            && !($0 < table.written.count && ColumnVocabulary.namesBirthDate([table.written[$0]]))
        })
      {
        throw .personDetails(header: table.written)
      }
      throw error
    }
  }

  /// Whether a cell is written as a date is (`1990-05-01`, `01.05.1990`, `5/1/1990`): three
  /// runs of digits parted by `-`, `/` or `.`, and nothing else.
  private static func looksLikeDate(_ cell: String) -> Bool {
    let parts = cell.trimmingSpaces.split(omittingEmptySubsequences: false) {
      $0 == "-" || $0 == "/" || $0 == "."
    }
    return parts.count == 3
      && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
  }

  /// The weight column: the one named, else the one the vocabulary finds, unless the file
  /// has one a person (a family's sheet), which takes a name to choose.
  static func weightColumn(named name: String?, in table: ImportTable) throws(ImportFailure)
    -> Int
  {
    let people = name == nil ? ColumnVocabulary.peoplesWeightColumns(in: table.named) : []
    guard people.isEmpty else { throw .weightColumnPerPerson(people.map { table.written[$0] }) }
    return try column(.weight, named: name, in: table)
  }

  /// Columns only a log of lifts has (FitNotes' `Exercise,Category,Weight,Weight Unit,Reps`,
  /// Strong's `Exercise Name;Set Order;Weight;Reps`), as their words.
  static let workoutColumnNames: Set<[String]> = [
    ["exercise"], ["exercise", "name"], ["reps"], ["repetitions"], ["set", "order"],
  ]

  /// A file of one reading a row (`MetricColumns`): no weight column by its name or an
  /// option, but a measure column and a value column.
  static func metricColumns(in table: ImportTable, options: ImportOptions) -> MetricColumns? {
    guard options.weightColumn == nil, options.waistColumn == nil,
      ColumnVocabulary.column(for: .weight, in: table.named) == nil
    else { return nil }
    return MetricColumns(header: table.named)
  }

  /// `79,6` as `79.6` (European files): a comma between two digits; a number with both a
  /// comma and a point is left for the parser to refuse, and so is a comma that parts two
  /// units (`13 st, 1 lb`). A reference range in parentheses after the number is left out
  /// (Fitdays' `117.8(64.7-87.5)kg`, its healthy range beside the reading; `80.5 (75–85) kg`),
  /// and after its unit when the range is in the same one (`80.5kg (64.7-87.5kg)`).
  static func decimalPoint(_ text: String) -> String {
    // Bytes first, not characters: every row's weight comes through here.
    if text.containsByte(UInt8(ascii: "(")), let open = text.firstIndex(of: "("),
      let close = text[open...].firstIndex(of: ")")
    {
      let before = text[..<open].reversed().drop { $0 == " " }
      let unit = String(before.prefix { $0.isLetter }.reversed()).lowercased()
      let range = text[text.index(after: open)..<close]
      let rangeUnits = range.split { !$0.isLetter }.map { $0.lowercased() }
      if before.drop(while: { $0.isLetter }).drop(while: { $0 == " " }).first?.isNumber == true,
        range.contains(where: \.isNumber),
        range.allSatisfy({ $0.isNumber || $0.isLetter || "., -–".contains($0) }),
        rangeUnits.allSatisfy({ $0 == unit })
      {
        return decimalPoint(String(text[..<open] + text[text.index(after: close)...]))
      }
    }
    guard text.containsByte(UInt8(ascii: ",")), !text.containsByte(UInt8(ascii: ".")) else {
      return text
    }
    let bytes = Array(text.utf8)
    let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    let decimal = bytes.indices.map { index in
      bytes[index] == UInt8(ascii: ",") && index > 0 && index + 1 < bytes.count
        && isDigit(bytes[index - 1]) && isDigit(bytes[index + 1]) ? UInt8(ascii: ".") : bytes[index]
    }
    return String(decoding: decimal, as: UTF8.self)
  }

  /// Empty, a dash trackers write for "no reading", or a zero (openScale's `0.0`, EufyLife's
  /// `0.000000`: not measured; no weight or waist is ever zero).
  static func isBlank(_ text: String) -> Bool {
    // A reading starts with a non-zero digit (`79.6`): none of the blanks below does.
    if let first = text.utf8.first, first >= UInt8(ascii: "1"), first <= UInt8(ascii: "9") {
      return false
    }
    // Home Assistant's states of a sensor without a reading too.
    return text.isEmpty
      || ["-", "--", "–", "—", "n/a", "na", "unavailable", "unknown"].contains(text.lowercased())
      || (text.contains("0") && text.allSatisfy { $0 == "0" || $0 == "." || $0 == "," })
  }

  /// The column whose yes says a row is no weigh-in, and why: TrendWeight's `Weight Is
  /// Interpolated` (a day filled in between readings; its `Fat Is Interpolated` is another
  /// measure's), Lose It!'s `Deleted` (a reading the person deleted, still exported).
  static func notWeighInColumn(in table: ImportTable) -> (index: Int, reason: ImportSkips.Reason)? {
    for (index, name) in table.named.enumerated() {
      let words = ColumnVocabulary.words(of: name)
      if words.contains("interpolated"),
        words.contains("weight") || words == ["interpolated"] || words == ["is", "interpolated"]
      {
        return (index, .interpolated)
      }
      if words == ["deleted"] || words == ["is", "deleted"] { return (index, .deleted) }
    }
    return nil
  }

  /// A cell that says yes (`Yes`, `true`, `1`, `y`), in any case.
  static func isYes(_ cell: String) -> Bool {
    ["yes", "y", "true", "1"].contains(cell.trimmingSpaces.lowercased())
  }

  /// Words that make a column say whose reading a row is (EufyLife's `Family Members`,
  /// other scales' and apps' `Member`, `User`, `Name`, `Profile`, `user_id`, `Patient`), in
  /// English and the languages the apps export in (`Familienmitglieder`, `Nutzer`, `Membre
  /// de la famille`, `Usuario`): any case, punctuation and camel case (`UserID`).
  static let personWords: Set<String> = [
    "member", "members", "person", "user", "username", "userid", "name", "fullname", "nickname",
    "profile", "patient", "athlete", "client", "subject", "participant", "account", "nutzer",
    "benutzer", "membre", "utilisateur", "usuario", "usuário", "miembro", "utente", "gebruiker",
  ]

  /// A login or e-mail address names whose reading a row is (export2garmin's `Login e-mail`:
  /// one file for every user of the scale) when the name says nothing else: `Last Login`,
  /// `Email Date` and `Email sent` are no people.
  static let accountWords: Set<String> = ["login", "email", "mail"]
  static let accountCompanions: Set<String> = [
    "e", "address", "user", "account", "id", "name", "adresse", "dirección", "indirizzo",
  ]

  /// Parts of longer words that name a person (German compounds: `Familienmitglieder`).
  static let personWordParts = ["mitglied", "member"]

  /// Words that make a name with a person word something else: where a reading came from
  /// (Apple Health's `sourceName`, a `Device Name`) or what it is (`Exercise Name`).
  static let notPersonWords: Set<String> = [
    "source", "device", "app", "application", "product", "exercise", "food", "meal", "activity",
    "workout", "file", "type", "unit", "brand", "model", "scale", "metric", "measure", "sport",
    // Samsung Health's bookkeeping (`pkg_name`, `client_data_id`, `deviceuuid`).
    "pkg", "package", "data", "uuid", "version", "ver",
    // The same in the apps' languages (Strava's `Name der Aktivität`).
    "aktivität", "übung", "gerät", "quelle", "activité", "appareil", "actividad", "ejercicio",
    "dispositivo", "attività", "esercizio",
  ]

  /// Whether a column's name says whose reading a row is.
  static func namesPerson(_ name: String) -> Bool {
    let words = ColumnVocabulary.words(of: name)
    guard !words.contains(where: notPersonWords.contains) else { return false }
    if words.contains(where: accountWords.contains),
      words.allSatisfy({ accountWords.contains($0) || accountCompanions.contains($0) })
    {
      return true
    }
    return words.contains { word in
      personWords.contains(word) || personWordParts.contains { word.contains($0) }
    }
  }

  /// A file of several people needs `--person`, and `--person` must name one of them.
  /// `column`: the person column's name as written, for the refusal.
  static func checkPerson(_ person: String?, names: [String], column: String) throws(ImportFailure)
  {
    if let person {
      guard names.contains(where: { $0.lowercased() == person.trimmingSpaces.lowercased() }) else {
        throw .personNotInFile(name: person, available: names)
      }
    } else if names.count > 1 {
      throw .severalPeople(names, column: column)
    }
  }

  /// The column of times of day (`ColumnVocabulary.namesTimeOfDay`), other than the dates'
  /// own: the time that orders a day's readings for `--per-day`.
  static func timeColumn(in table: ImportTable, dateColumn: Int) -> Int? {
    table.named.indices.first {
      $0 != dateColumn && ColumnVocabulary.namesTimeOfDay(table.named[$0])
    }
  }

  /// The column that says whose reading a row is: `--person-column` (a name, or `none`),
  /// else the first whose name says so and is not read for another role (a `Name` named by
  /// --date-column or --weight-column).
  static func personColumn(in table: ImportTable, options: ImportOptions, taken: [Int?])
    throws(ImportFailure) -> Int?
  {
    guard let name = options.personColumn else {
      return table.header.indices.first { namesPerson(table.named[$0]) && !taken.contains($0) }
    }
    if name.trimmingSpaces.lowercased() == "none" { return nil }
    guard let index = table.header.firstIndex(of: name.lowercased()) else {
      throw .namedColumnMissing(wanted: "person", named: name, header: table.written)
    }
    guard !taken.contains(index) else { throw .columnTaken(option: "person-column", named: name) }
    return index
  }

  /// The person column `candidate`, unless it holds titles (`holdsTitles`), once the file
  /// is checked for several people (`checkPerson`).
  static func people(
    _ candidate: Int?, survey: TrackerSurvey, table: ImportTable, options: ImportOptions
  ) throws(ImportFailure) -> Int? {
    let column = candidate.flatMap {
      holdsTitles(survey, column: table.named[$0], options: options) ? nil : $0
    }
    try checkPerson(
      options.person, names: column == nil ? [] : survey.people,
      column: column.map { table.written[$0] } ?? "")
    return column
  }

  /// A person column found by its name that holds titles, not people: named `Name` or `Title`
  /// alone, each name on one row only and each with a digit (Notion's page titles under
  /// `Name`: `Day 1`, `Nov 21`), as no family's file is; a `User`, `Patient` or `UserId`
  /// column of numbers stays people. Named with --person-column, or with --person given, it
  /// is people.
  static func holdsTitles(_ survey: TrackerSurvey, column: String, options: ImportOptions)
    -> Bool
  {
    [["name"], ["title"]].contains(ColumnVocabulary.words(of: column))
      && options.personColumn == nil && options.person == nil && survey.people.count > 1
      && !survey.namesRepeat && survey.people.allSatisfy { $0.contains(where: \.isNumber) }
  }
}
