import DataSource

/// The rows around a tracker CSV's table that are its layout, not data: those before the
/// header found in the file's first rows, those among the data set aside by `ImportRows` as
/// the rows stream:
/// - Samsung Health's metadata first line (`com.samsung.health.weight,6313008,3`);
/// - the Fitbit website's section title (`Body`), its table ending at the next title
///   (`Activities`), and any report's preamble under its title up to the table's header
///   (Beurer HealthManager's user details and period);
/// - Polar Flow's session export, whose one row ends at its samples' header;
/// - the unit of apps that always write kilograms (Samsung Health, openScale, Mi Fit);
/// - Hacker's Diet Online's preamble (`Epoch`, `User`, `Preferences`, `Diet-Plan`), the
///   header repeated for each month, and its `StartTrend` rows, whose third field is the
///   log's unit (0 kilogram, 1 pound, 2 stone, which it logs in pounds).
struct TrackerLayout {
  /// The header row, with its line in the file.
  var header: CSVRow
  /// The data rows, read as they are walked.
  var rows: ImportRows
  /// The unit the layout declares (Hacker's Diet's log unit).
  var units: UnitSystem?
  /// The columns the layout's header names for the options that do not: Home Assistant's
  /// history (`entity_id,state,last_changed`) holds every sensor asked for, often several
  /// people's weights and other measures, so the sensor says whose reading a row is.
  var columns: (date: String, weight: String, person: String)?

  static let homeAssistantHistory = ["entity_id", "state", "last_changed"]

  /// Reads the head of the file (the layout's rows and the header) from `cursor`; nil when
  /// the file has no header. `named`: the columns the options name, lower-cased, which
  /// make a row the header as the vocabulary's words do.
  init?(_ cursor: CSVRowCursor, named: [String] = []) throws(ImportFailure) {
    var cursor = cursor
    // The first rows, to recognise the layout by.
    var peek = cursor
    var head: [CSVRow] = []
    while head.count < 8, let row = try Self.next(&peek) { head.append(row) }
    guard let first = head.first else { return nil }
    var units: UnitSystem?
    var rules = ImportRows.Rules()
    if first.fields.first?.hasPrefix("com.samsung.health.") == true, head.count > 1 {
      _ = try Self.next(&cursor)
      units = .metric
    } else if Self.isTitle(first), head.count > 1 {
      _ = try Self.next(&cursor)
      rules.endsAtTitle = true
      // A report's preamble under its title, up to the table's header (Beurer
      // HealthManager: `User details`, `"Gender";""`, `Period`, `"Start";"2020-05-31"`,
      // then `Weight` and `Date;Time;kg;BMI;…`); the Fitbit website's header follows its
      // title at once.
      try Self.skipToHeader(&cursor, named: named)
    } else if head.contains(where: { $0.fields.first == "StartTrend" || $0.fields.first == "Epoch" }
    ) {
      rules.isHackersDiet = true
      // The preamble runs to the `Date` header.
      var skipped = cursor
      while true {
        guard let row = try Self.next(&skipped) else { return nil }
        if row.fields.first == "Date" { break }
        if row.fields.first == "Preferences", row.fields.count > 2 {
          units = Self.hackersDietUnits(name: row.fields[2])
        }
        cursor = skipped
      }
    } else if !Self.isHeader(first, named: named) {
      // Lines before the header that no title announces (Beurer HealthManager Pro's
      // `Benutzerdetails;;;;` padded as a row, `Vorname;Holger;;;`): skipped only when a
      // later row is a header; else the first row is the header it always was.
      try Self.skipToHeader(&cursor, named: named)
    }
    if head.contains(where: Self.isRule) { rules.skipsRuleLines = true }
    guard let header = try Self.next(&cursor) else { return nil }
    if Self.alwaysKilograms(header.fields) { units = .metric }
    // Polar Flow's session export: its `Name` is the session's, not a person's, and its
    // one row ends at the samples' header.
    if header.fields.starts(with: ["Name", "Sport", "Date", "Start time"]) {
      rules.sectionHeader = ("Sample rate", "samples")
    }
    if rules.isHackersDiet {
      rules.header = header.fields
      // Each `StartTrend` row gives the log's unit from there on; the last one is the file's.
      var rest = cursor
      while let row = try Self.next(&rest) {
        guard row.fields.first == "StartTrend", row.fields.count > 2 else { continue }
        units = Self.hackersDietUnits(code: row.fields[2]) ?? units
      }
    }
    self.header = header
    self.rows = ImportRows(cursor, rules: rules)
    self.units = units
    if header.fields.map(\.trimmingSpaces).starts(with: Self.homeAssistantHistory) {
      columns = ("last_changed", "state", "entity_id")
    }
  }

  /// `options` with the columns the layout names (`columns`) where they name none.
  func naming(_ options: ImportOptions) -> ImportOptions {
    guard let columns else { return options }
    var options = options
    options.dateColumn = options.dateColumn ?? columns.date
    options.weightColumn = options.weightColumn ?? columns.weight
    options.personColumn = options.personColumn ?? columns.person
    return options
  }

  private static func next(_ cursor: inout CSVRowCursor) throws(ImportFailure) -> CSVRow? {
    do {
      return try cursor.next()
    } catch {
      throw .csv(error)
    }
  }

  /// Apps that write kilograms whatever the user sees, with no unit in the file: openScale
  /// (`dateTime` and `lbm` or `lbw`), Mi Fit / Zepp Life (`fatRate`, `bodyWaterRate`).
  private static func alwaysKilograms(_ header: [String]) -> Bool {
    let names = Set(header.map { $0.trimmingSpaces })
    return (names.contains("dateTime") && (names.contains("lbm") || names.contains("lbw")))
      || (names.contains("fatRate") && names.contains("bodyWaterRate"))
  }

  /// Moves `cursor` to the first of its next 64 rows that is a header (`isHeader`), if one
  /// is and every row before it is a preamble's: a title or a `key;value` pair, at most two
  /// cells filled. Prose (a help page imported by mistake) is no preamble: its commas make
  /// rows of many cells, and the file is refused for its first line as before.
  private static func skipToHeader(_ cursor: inout CSVRowCursor, named: [String])
    throws(ImportFailure)
  {
    var preamble = cursor
    for _ in 0..<64 {
      let before = preamble
      guard let row = try next(&preamble) else { return }
      if isHeader(row, named: named) {
        cursor = before
        return
      }
      guard row.fields.count(where: { !$0.trimmingSpaces.isEmpty }) <= 2 else { return }
    }
  }

  /// A line that rules the header off from the rows (Seohtracker's `-----`).
  static func isRule(_ row: CSVRow) -> Bool {
    guard row.fields.count == 1, let text = row.fields.first, text.count >= 3 else {
      return false
    }
    return text.allSatisfy { "-=_*".contains($0) }
  }

  /// Whether `row` is a table's header: it names a date and a weight as the vocabulary
  /// knows them, or holds a column the options name.
  private static func isHeader(_ row: CSVRow, named: [String]) -> Bool {
    // A header's names are short; a sentence that mentions a date and a weight is not one.
    guard row.fields.count >= 2, row.fields.allSatisfy({ $0.count <= 60 }) else { return false }
    let names = row.fields.map { $0.trimmingSpaces.lowercased() }
    if names.contains(where: named.contains) { return true }
    return ColumnVocabulary.column(for: .date, in: row.fields) != nil
      && ColumnVocabulary.column(for: .weight, in: row.fields) != nil
  }

  /// The byte that separates a tracker file's fields: that of its first line, unless that
  /// line is a title with none (the Fitbit website's `Body`, Beurer HealthManager's `Data
  /// Export Details`): then that of the first of the next 64 lines that has one.
  static func delimiter(in text: [UInt8]) -> UInt8 {
    let separators: [UInt8] = [
      CSVScanner.comma, CSVDelimiter.semicolon, CSVDelimiter.tab, CSVDelimiter.pipe,
    ]
    var start = text.startIndex
    for _ in 0..<64 {
      let end = text[start...].firstIndex(of: CSVScanner.lineFeed) ?? text.endIndex
      if text[start..<end].contains(where: separators.contains) {
        return CSVDelimiter.detect(in: text[start...])
      }
      guard end < text.endIndex else { break }
      start = end + 1
    }
    return CSVDelimiter.detect(in: text)
  }

  /// A section title: one field of words of letters only, such as `Body` or `Activities`.
  static func isTitle(_ row: CSVRow) -> Bool {
    guard row.fields.count == 1, let text = row.fields.first else { return false }
    return !text.isEmpty && text.allSatisfy { $0.isLetter || $0 == " " }
  }

  private static func hackersDietUnits(code: String) -> UnitSystem? {
    switch code.trimmingSpaces {
    case "0": .metric
    case "1", "2": .imperial
    default: nil
    }
  }

  private static func hackersDietUnits(name: String) -> UnitSystem? {
    switch name.trimmingSpaces {
    case "kilogram": .metric
    case "pound", "stone": .imperial
    default: nil
    }
  }
}
