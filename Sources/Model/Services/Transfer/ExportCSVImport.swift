import DataSource

/// `bmi export --format csv` read back a row at a time: rows grouped by profile, each
/// profile's details taken from its first row. A row may give a weight and any of the day's
/// measures (`waist_cm`, `measured_height_cm`, `head_cm`, `arm_cm`, each optional), or those
/// alone.
struct ExportCSVImport: ImportRowReader {
  let table: ImportTable
  private let dateColumn: Int
  private let profileColumn: Int
  private let weightColumn: Int
  private let waistColumn: Int?
  /// `measured_height_cm`, `head_cm`, `arm_cm`: absent from exports before schema 3.
  private let heightColumn: Int?
  private let headColumn: Int?
  private let armColumn: Int?
  private let noteColumn: Int?
  private let defaultColumn: Int?
  /// Profile names in the order they first appear.
  private var order: [String] = []
  private var profiles: [String: (details: Profile?, line: Int, entries: [WeightEntry])] = [:]
  private var defaultProfile: String?
  /// `--skip-invalid`: a row of the wrong shape or with a value bmi cannot read is counted
  /// in `skipped` instead of refusing the file, as for a tracker's file.
  private let skipsInvalid: Bool
  private(set) var skipped = ImportSkips()

  /// Checks the header; `ImportReader` has seen its profile and weight_kg columns.
  init(table: ImportTable, skipsInvalid: Bool = false) throws(ImportFailure) {
    self.skipsInvalid = skipsInvalid
    let columns = ExportColumns.self
    guard let dateColumn = table.column(columns.date) else {
      throw .missingColumn(wanted: "date", header: table.written)
    }
    self.table = table
    self.dateColumn = dateColumn
    profileColumn = table.column(columns.profile)!
    weightColumn = table.column(columns.weight)!
    waistColumn = table.column(columns.waist)
    heightColumn = table.column(columns.measuredHeight)
    headColumn = table.column(columns.head)
    armColumn = table.column(columns.arm)
    noteColumn = table.column(columns.note)
    defaultColumn = table.column(columns.isDefault)
  }

  mutating func read(_ row: CSVRow) throws(ImportFailure) {
    do {
      try take(row)
    } catch {
      guard skipsInvalid, case .row(let line, _, let name, let problem) = error else {
        throw error
      }
      if case .missingField = problem {
        skipped.add(.shape(fields: row.fields.count, header: table.header.count), line: line)
      } else {
        skipped.add(.unreadable(column: name), line: line)
      }
    }
  }

  private mutating func take(_ row: CSVRow) throws(ImportFailure) {
    guard row.fields.count >= table.header.count else {
      throw table.failure(row, min(row.fields.count, table.header.count - 1), .missingField)
    }
    // As written: " ann" is not a name (the name rule), not "ann" (bmi writes names as they are).
    let name = table.rawCell(row, profileColumn)
    if let problem = ProfileLookup.problem(with: name) {
      throw table.failure(row, profileColumn, .badProfileName(name, problem))
    }
    if profiles[name] == nil {
      order.append(name)
      profiles[name] = (try details(row, name: name), row.line, [])
      if table.cell(row, defaultColumn) == "true" { defaultProfile = name }
    }
    let dateText = table.cell(row, dateColumn)
    let weightText = table.cell(row, weightColumn)
    let waistText = table.cell(row, waistColumn)
    let otherTexts = [heightColumn, headColumn, armColumn].map { table.cell(row, $0) }
    let others = !otherTexts.allSatisfy(\.isEmpty)
    if dateText.isEmpty, weightText.isEmpty, waistText.isEmpty, !others { return }
    guard let date = LocalDate(iso: dateText), StoreDocumentRules.dates.contains(date) else {
      throw table.failure(row, dateColumn, .badDate(dateText))
    }
    let parser = QuantityParser(bareUnits: .metric)
    var kilograms: Double?
    // A row needs a weight unless it has another measure: an empty weight alone is an error.
    if !weightText.isEmpty || (waistText.isEmpty && !others) {
      do {
        kilograms = StoredMeasure.kilograms(try parser.weight(weightText).value)
      } catch {
        throw table.failure(row, weightColumn, .badWeight(weightText, error))
      }
    }
    var waist: Double?
    if let waistColumn, !waistText.isEmpty {
      do {
        waist = StoredMeasure.centimetres(
          try parser.length(waistText, within: WaistToHeightCalculator.waistRange).value)
      } catch {
        throw table.failure(row, waistColumn, .badWaist(waistText, error))
      }
    }
    func length(
      _ column: Int?, _ range: ClosedRange<Double>, _ problem: (String, QuantityError) -> RowProblem
    ) throws(ImportFailure) -> Double? {
      let text = table.cell(row, column)
      guard let column, !text.isEmpty else { return nil }
      do {
        return StoredMeasure.centimetres(try parser.length(text, within: range).value)
      } catch {
        throw table.failure(row, column, problem(text, error))
      }
    }
    let rules = StoreDocumentRules.self
    let note = try table.note(row, noteColumn, raw: true)
    profiles[name]!.entries.append(
      WeightEntry(
        date: date, kilograms: kilograms, waistCentimetres: waist,
        heightCentimetres: try length(heightColumn, rules.heightCentimetres, RowProblem.badHeight),
        headCentimetres: try length(headColumn, rules.headCentimetres) {
          .badCircumference($0, $1, measure: "head")
        },
        armCentimetres: try length(armColumn, rules.armCentimetres) {
          .badCircumference($0, $1, measure: "arm")
        }, note: note.isEmpty ? nil : note))
  }

  func finish() -> ImportBatch {
    var repeats = 0
    let imported = order.map { name in
      let profile = profiles[name]!
      let (sorted, repeated) = ImportTable.sortedKeepingLast(profile.entries)
      repeats += repeated
      return ImportedProfile(
        name: name, details: profile.details, line: profile.line, entries: sorted)
    }
    return ImportBatch(
      format: .csv, defaultProfile: defaultProfile, profiles: imported, repeatedDates: repeats)
  }
}
