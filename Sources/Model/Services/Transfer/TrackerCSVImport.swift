import DataSource

/// Another tracker's CSV, read a row at a time: finds the date and weight columns by their
/// headers (`Date`, `Weight (kg)`, `weight_lbs`, ...) and the unit from that header or
/// `--units`.
struct TrackerCSVImport: ImportRowReader {
  let table: ImportTable
  let units: UnitSystem?
  private let dateColumn: Int
  private let weightColumn: Int
  private let noteColumn: Int?
  private let headerUnits: UnitSystem?
  private let parser: QuantityParser
  private var entries: [WeightEntry] = []
  private var skipped = 0

  /// Finds the columns, or says which one the header lacks.
  init(table: ImportTable, units: UnitSystem?) throws(ImportFailure) {
    self.table = table
    self.units = units
    guard let dateColumn = table.header.firstIndex(where: Self.isDateHeader) else {
      throw .missingColumn(wanted: "date", header: table.header)
    }
    guard let weightColumn = table.header.firstIndex(where: Self.isWeightHeader) else {
      throw .missingColumn(wanted: "weight", header: table.header)
    }
    self.dateColumn = dateColumn
    self.weightColumn = weightColumn
    noteColumn = table.header.firstIndex {
      ["note", "notes", "comment", "comments"].contains($0)
    }
    headerUnits = Self.units(in: table.header[weightColumn])
    parser = QuantityParser(bareUnits: headerUnits ?? units ?? .metric)
    entries.reserveCapacity(table.rows.count)
  }

  mutating func read(_ row: CSVReader.Row) throws(ImportFailure) {
    let weightText = table.cell(row, weightColumn)
    if weightText.isEmpty {
      skipped += 1
      return
    }
    let dateText = table.cell(row, dateColumn)
    guard let date = Self.date(dateText) else {
      throw table.failure(row, dateColumn, .badDate(dateText))
    }
    let weight: ParsedQuantity
    do {
      weight = try parser.weight(weightText)
    } catch {
      throw table.failure(row, weightColumn, .badWeight(weightText, error))
    }
    if weight.writtenIn == nil, headerUnits == nil, units == nil {
      throw table.failure(row, weightColumn, .weightNeedsUnit(weightText))
    }
    let note = table.cell(row, noteColumn)
    entries.append(
      WeightEntry(
        date: date, kilograms: StoredMeasure.kilograms(weight.value),
        note: note.isEmpty ? nil : note))
  }

  func finish() -> ImportBatch {
    let (sorted, repeats) = ImportTable.sortedKeepingLast(entries)
    return ImportBatch(
      format: .trackerCSV, profiles: [ImportedProfile(name: nil, details: nil, entries: sorted)],
      repeatedDates: repeats, skippedRows: skipped)
  }

  static func isDateHeader(_ name: String) -> Bool {
    ["date", "day", "time", "timestamp", "datetime", "date/time"].contains(name)
      || words(name).contains("date")
  }

  static func isWeightHeader(_ name: String) -> Bool {
    let words = words(name)
    return words.contains("weight") || ["kg", "lb", "lbs", "mass"].contains(name)
  }

  /// The unit a header names: `Weight (kg)`, `weight_lbs`, `Body weight [lb]`.
  static func units(in name: String) -> UnitSystem? {
    for word in words(name) {
      if ["kg", "kgs", "kilograms", "kilogram", "kilos"].contains(word) { return .metric }
      if ["lb", "lbs", "pounds", "pound"].contains(word) { return .imperial }
    }
    return nil
  }

  /// `YYYY-MM-DD`, optionally followed by a time (`2026-01-15 07:30`, `2026-01-15T07:30Z`);
  /// `/` or `.` may separate the parts. Day-first and month-first dates are refused rather
  /// than guessed.
  static func date(_ text: String) -> LocalDate? {
    var day = String(text.prefix(10))
    let rest = text.dropFirst(10)
    guard rest.isEmpty || rest.first == "T" || rest.first == " " else { return nil }
    day = String(day.map { $0 == "/" || $0 == "." ? "-" : $0 })
    return LocalDate(iso: day).flatMap { StoreDocumentRules.dates.contains($0) ? $0 : nil }
  }

  private static func words(_ name: String) -> [String] {
    name.split { !$0.isLetter }.map(String.init)
  }
}
