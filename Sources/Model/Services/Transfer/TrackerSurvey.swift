import DataSource

/// What `TrackerCSVImport` must know of the whole file before it takes a row, found in one
/// walk over the date and person cells, without making the other cells' text: whether dates
/// are written day first (`13/02/2024` anywhere), whether some rows give only a time
/// (Garmin's rows under a date row), whose readings the file holds (EufyLife's `Family
/// Members`), and how many rows it has.
struct TrackerSurvey {
  private(set) var isDayFirst = false
  private(set) var hasTimeRows = false
  /// The people named in the person column, in the order they first appear.
  private(set) var people: [String] = []
  /// The data rows.
  private(set) var rowCount = 0

  init(_ rows: ImportRows, date: Int, person: Int?) throws(ImportFailure) {
    var rows = rows
    // Only a cell with a slash can be day first, only one with a colon a time alone: the
    // byte tests spare a million ISO dates their text.
    let slash = UInt8(ascii: "/")
    let colon = UInt8(ascii: ":")
    var dateCell: String?
    var name: String?
    while try rows.nextRecord({ record in
      dateCell =
        record.field(date, contains: slash) || record.field(date, contains: colon)
        ? record.text(date).trimmingSpaces : nil
      name = person.map { record.text($0).trimmingSpaces }
    }) {
      rowCount += 1
      if let cell = dateCell { look(at: cell) }
      if let name, !name.isEmpty, !people.contains(name) { people.append(name) }
    }
  }

  private mutating func look(at cell: String) {
    if !isDayFirst, cell.containsByte(UInt8(ascii: "/")) {
      let numbers = ImportDateParser.leadingNumbers(Array(cell))
      isDayFirst =
        numbers.count == 3 && numbers[0].separator == "/" && numbers[0].value > 12
        && numbers[0].text.count <= 2
    }
    if !hasTimeRows, cell.containsByte(UInt8(ascii: ":")) {
      hasTimeRows = ImportDateParser.isTimeOnly(cell)
    }
  }
}
