import DataSource

/// A tracker file's columns of body size, beside its weights: a height (`Height (cm)`,
/// Samsung Health's `height`), a head circumference and a mid-upper arm circumference (the
/// names batch mode reads, `head_cm`, `muac`: `PersonColumnRole`). A parent's or a clinic's
/// spreadsheet of a child's growth is such a file.
///
/// A child's height is a measurement of its day, as `bmi log --height` keeps it: on the rows
/// of a child (the profile's birth date and reference say when that is) it is logged with the
/// row's entry, so each weigh-in is assessed with the height measured then. An adult's height
/// column is the app's copy of a setting, so its latest value is only offered for the
/// profile (`ImportSummary`). A head or an arm is always a measurement of its day.
struct TrackerGrowthColumns {
  /// One row's measures, in centimetres; `nil` where the row has none.
  struct Measures {
    var height: Double?
    var head: Double?
    var arm: Double?

    var isEmpty: Bool { height == nil && head == nil && arm == nil }
  }

  let height: Int?
  let head: Int?
  let arm: Int?
  private let heightUnit: QuantityUnit?
  private let headUnit: QuantityUnit
  private let armUnit: QuantityUnit
  /// The profile being filled (`ImportOptions.profileForAge`).
  private let person: Profile?

  /// `fileUnits`: the units the file's weights are in by its own say (a weight column's
  /// `(lb)`, a kg-only app's layout), before `--units` and the profile's: a bare height is in
  /// the same system, inches in an imperial file (Basis's `Weight,Height`: `172.0,66.0`).
  init(table: ImportTable, options: ImportOptions, fileUnits: UnitSystem? = nil) {
    let units = fileUnits ?? options.units ?? options.profileUnits
    // Never the column `--waist-column` or `--weight-column` named (a French `Taille` named
    // the waist is not the height too).
    let named = [options.waistColumn, options.weightColumn].compactMap { $0?.lowercased() }
    height = ColumnVocabulary.column(for: .height, in: table.named).flatMap {
      named.contains(table.header[$0]) ? nil : $0
    }
    heightUnit =
      height.flatMap { ColumnVocabulary.unit(in: table.named[$0], forWeight: false) }
      ?? (units == .imperial ? .inch : nil)
    func column(_ role: PersonColumnRole) -> (index: Int, unit: QuantityUnit)? {
      guard
        let index = role.names.lazy.compactMap({ table.header.firstIndex(of: $0) }).first
          ?? table.named.firstIndex(where: { Self.names($0, role) })
      else { return nil }
      return (index, PersonColumns.waistUnit(table.named[index], units: units))
    }
    let head = column(.head)
    let arm = column(.arm)
    (self.head, headUnit) = (head?.index, head?.unit ?? .centimetre)
    (self.arm, armUnit) = (arm?.index, arm?.unit ?? .centimetre)
    person = options.profileForAge
  }

  /// Whether a header names a head or arm circumference in words (`Head circumference (cm)`,
  /// `MUAC (mm)`): batch mode's names, or the measure's word with `circumference`. Not the
  /// word alone: a body-composition scale's `Right Arm Fat %` is no circumference.
  static func names(_ name: String, _ role: PersonColumnRole) -> Bool {
    let words = ColumnVocabulary.words(of: name)
    // Or the word alone with a unit (`Head (in)`, `Head (cm)`), as a clinic's sheet has it.
    switch role {
    case .head:
      return (words.contains("head") && words.contains("circumference"))
        || ColumnVocabulary.namesOnly(name, "head")
    case .arm:
      return words.contains("muac") || (words.contains("arm") && words.contains("circumference"))
        || ColumnVocabulary.namesOnly(name, "arm")
    default: return false
    }
  }

  /// Whether the row of `date` is a child's, whose height is logged with it.
  func logsHeight(on date: LocalDate) -> Bool {
    guard height != nil, let person else { return false }
    return Assessor().isChild(person, on: date)
  }

  /// The measures of `row` (of `date`) that are logged with its entry, through the same
  /// ranges as `bmi log`: an unreadable one is the row's error, as an unreadable waist is.
  func measures(of row: CSVRow, on date: LocalDate, in table: ImportTable)
    throws(ImportFailure) -> Measures
  {
    func length(
      _ column: Int?, _ unit: QuantityUnit?, _ range: ClosedRange<Double>,
      _ problem: (String, QuantityError) -> RowProblem
    ) throws(ImportFailure) -> Double? {
      guard let column else { return nil }
      do {
        return try Self.centimetres(table.cell(row, column), unit: unit, within: range)
      } catch {
        throw table.failure(row, column, problem(table.cell(row, column), error))
      }
    }
    let rules = StoreDocumentRules.self
    return Measures(
      height: logsHeight(on: date)
        ? try length(height, heightUnit, rules.heightCentimetres, RowProblem.badHeight) : nil,
      head: try length(head, headUnit, rules.headCentimetres) {
        .badCircumference($0, $1, measure: "head")
      },
      arm: try length(arm, armUnit, rules.armCentimetres) {
        .badCircumference($0, $1, measure: "arm")
      })
  }

  /// The height offered for an adult's profile: `row`'s when it is readable and no earlier
  /// than `latest`, else `latest`. An unreadable one is no reason to refuse the file, since
  /// it is only offered; a child's is logged instead (`measures`).
  func offeredHeight(
    of row: CSVRow, on date: LocalDate, in table: ImportTable,
    latest: (centimetres: Double, date: LocalDate)?
  ) -> (centimetres: Double, date: LocalDate)? {
    guard let height, !logsHeight(on: date), latest.map({ $0.date <= date }) ?? true,
      let centimetres = try? Self.centimetres(
        table.cell(row, height), unit: heightUnit, within: StoreDocumentRules.heightCentimetres)
    else { return latest }
    return (centimetres, date)
  }

  /// A length cell in centimetres (`nil` when blank): a bare number in its column's unit
  /// (`Height (in)`, `MUAC (mm)`), a bare height under 3 in a column that names none in
  /// metres (1.78), centimetres otherwise; a number with its unit as written (`5'10"`).
  static func centimetres(_ cell: String, unit: QuantityUnit?, within range: ClosedRange<Double>)
    throws(QuantityError) -> Double?
  {
    let text = TrackerCSVImport.decimalPoint(cell)
    guard !TrackerCSVImport.isBlank(text) else { return nil }
    let spelled: String
    if let number = Double(text) {
      spelled = text + (unit ?? (number < 3 ? .metre : .centimetre)).spellings[0]
    } else {
      spelled = text
    }
    return StoredMeasure.centimetres(
      try QuantityParser(bareUnits: .metric).length(spelled, within: range).value)
  }

  /// Whether `row` holds a head, an arm or (a child's) height: a row of these alone is a
  /// measurement day, not a row without a reading.
  func hasMeasure(in row: CSVRow, on date: LocalDate?, in table: ImportTable) -> Bool {
    let filled = { (column: Int?) in
      column.map { !TrackerCSVImport.isBlank(table.cell(row, $0)) } ?? false
    }
    return filled(head) || filled(arm) || ((date.map(logsHeight) ?? false) && filled(height))
  }
}
