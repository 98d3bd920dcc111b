import DataSource

/// What `TrackerCSVImport` must know of the whole file before it takes a row, found in one
/// walk over the date and person cells: whether dates are written day first (`13/02/2024`
/// anywhere), whether some rows give only a time (Garmin's rows under a date row), and
/// whose readings the file holds (EufyLife's `Family Members`); and how many rows it has.
struct TrackerSurvey {
  private(set) var isDayFirst = false
  private(set) var hasTimeRows = false
  /// The people named in the person column, in the order they first appear.
  private(set) var people: [String] = []
  /// The data rows.
  private(set) var rowCount = 0

  init(_ rows: ImportRows, table: ImportTable, date: Int, person: Int?) throws(ImportFailure) {
    var rows = rows
    let columns = [date] + (person.map { [$0] } ?? [])
    while let row = try rows.next(columns: columns) {
      rowCount += 1
      let cell = table.cell(row, date)
      // Only a cell with a slash can be day first, only one with a colon a time alone: the
      // byte tests spare a million ISO dates the parser.
      if !isDayFirst, cell.containsByte(UInt8(ascii: "/")) {
        let numbers = ImportDateParser.leadingNumbers(Array(cell))
        isDayFirst =
          numbers.count == 3 && numbers[0].separator == "/" && numbers[0].value > 12
          && numbers[0].text.count <= 2
      }
      if !hasTimeRows, cell.containsByte(UInt8(ascii: ":")) {
        hasTimeRows = ImportDateParser.isTimeOnly(cell)
      }
      if let person {
        let name = table.cell(row, person)
        if !name.isEmpty, !people.contains(name) { people.append(name) }
      }
    }
  }
}
