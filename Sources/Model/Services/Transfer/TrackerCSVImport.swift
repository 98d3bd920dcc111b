import DataSource

/// Another tracker's CSV, read a row at a time: finds the date, weight and waist columns by
/// their headers (`Date`, `Weight (kg)`, `weight_lbs`, `Gewicht`, ...) or the options, the
/// unit from that header, the cell, `--units` or the profile, and reduces several readings on
/// one day by `--per-day`; Garmin's date rows (over rows of a time alone) and `79,6` too.
struct TrackerCSVImport: ImportRowReader {
  let table: ImportTable
  let options: ImportOptions
  private let dateColumn: Int
  private let weightColumn: Int
  private let waistColumn: Int?
  /// A file of one reading a row (Cronometer's biometrics): the weight and waist column
  /// above are its value column, read for the rows whose measure is one.
  private let metricColumns: MetricColumns?
  private let noteColumn: Int?
  /// EufyLife's `Family Members`: whose reading a row is; only `--person`'s rows are taken.
  private let personColumn: Int?
  /// A column whose `Yes` row is no reading (`notWeighInColumn`): interpolated, or deleted.
  private let notWeighInColumn: (index: Int, reason: ImportSkips.Reason)?
  /// The offset of where each reading was taken, or a date column named for UTC.
  let zones: TrackerZoneColumns
  /// A column of its own for the time of day (Renpho Health's `Time`).
  private let timeColumn: Int?
  /// A column of each row's unit (`Date,Weight,Unit`: `165.5,lb`) for a bare weight.
  private let unitColumn: Int?
  /// The height, head and arm columns: a child's logged with each row, an adult's height's
  /// latest value (Samsung Health, some scales) offered, not applied.
  private let growth: TrackerGrowthColumns
  private var height: (centimetres: Double, date: LocalDate)?
  /// What a bare weight means by the file: the unit its weight column's name carries, else
  /// the file's (Libra's `#Units:`), else the one its BMIs give away (`UnitsFromBMI`).
  private let fileUnits: UnitSystem?
  /// The units the weight and waist columns' names carry (`Weight (st)`, `Weight
  /// (g)`, `Waist (in)`), found once: a bare value is in its column's.
  private let headerUnits: (weight: QuantityUnit?, waist: QuantityUnit?)
  private let parser: QuantityParser
  private let dates: ImportDateParser
  private var readings = DailyReadings()
  /// Whether a bare weight was read in the profile's units, the file and `--units` silent.
  private var usedProfileUnits = false
  /// Dates that read either way (`04/03/2024`), read as the file's evidence says.
  private let dateOrderGuess: DateOrderGuess?
  private var skips = ImportSkips()
  /// Libra's rows may stop after their last value (`2008-09-06T06:00:00.000Z;83.3`).
  private let allowsShortRows: Bool
  /// Whether some rows give only a time (Garmin): a row of a date alone then heads them; with
  /// none, under Garmin's `Time`, it is a day without a reading (counted), not a wrong shape.
  private let hasTimeRows: Bool
  /// The data rows, counted by the look over the file.
  let rowCount: Int
  /// The date of Garmin's last date row, for the rows under it that give only a time.
  private var currentDate: LocalDate?
  /// The last date cell read and its date.
  private var lastDate: (text: String, date: LocalDate?)?

  /// Finds the columns, or says which one the header lacks, and looks over `rows` (the dates'
  /// order, time rows, the people) before any is taken. `fileUnits`: the unit the file
  /// declares outside its header (Libra's `#Units:` line).
  init(
    table: ImportTable, rows: ImportRows, options: ImportOptions, fileUnits: UnitSystem? = nil,
    allowsShortRows: Bool = false
  ) throws(ImportFailure) {
    self.table = table
    self.allowsShortRows = allowsShortRows
    dateColumn = try Self.dateColumn(named: options.dateColumn, in: table, rows: rows)
    metricColumns = Self.metricColumns(in: table, options: options)
    if let metricColumns {
      weightColumn = metricColumns.value
      waistColumn = metricColumns.value
    } else {
      weightColumn = try Self.weightColumn(named: options.weightColumn, in: table)
      waistColumn = try Self.waistColumn(named: options.waistColumn, in: table)
    }
    unitColumn = metricColumns == nil ? Self.unitColumn(in: table) : nil
    timeColumn = Self.timeColumn(in: table, dateColumn: dateColumn)
    // Whose reading a row is; never a column already read for another role (a `Name` named
    // by --date-column or --weight-column).
    let taken = [dateColumn, weightColumn, waistColumn, metricColumns?.metric]
    let candidate = try Self.personColumn(in: table, options: options, taken: taken)
    zones = TrackerZoneColumns(table: table, dateColumn: dateColumn)
    notWeighInColumn = Self.notWeighInColumn(in: table)
    let written = Self.units(in: table.named[weightColumn]) ?? fileUnits
    growth = TrackerGrowthColumns(table: table, options: options, fileUnits: written)
    // Bare weights beside a BMI column: the BMIs say the unit, unless the file or --units does.
    let bmiColumns = table.named.firstIndex { ColumnVocabulary.words(of: $0) == ["bmi"] }.map {
      [weightColumn] bmi in
      TrackerSurvey.BMIColumns(weight: weightColumn, bmi: bmi, person: options.person)
    }
    let survey = try TrackerSurvey(
      rows, date: dateColumn, person: candidate, weight: weightColumn, unit: unitColumn,
      bmiColumns: written == nil && options.units == nil && unitColumn == nil ? bmiColumns : nil,
      waistRatio: metricColumns == nil ? Self.waistRatio(in: table, waist: waistColumn) : nil,
      heightCentimetres: options.profileHeightCentimetres)
    // Home Assistant's sensors: the one weight sensor is the person read, in its name's unit.
    let (options, sensorUnit) = try HomeAssistantSensors.reading(
      options, table: table, column: candidate, sensors: survey.people)
    self.options = options
    personColumn = try Self.people(candidate, survey: survey, table: table, options: options)
    noteColumn = try NoteColumn.index(in: table, named: options.noteColumn, taken: taken)
    // Stones, which no unit system says, are read as a header's `(st)` is.
    let evidence = try survey.weightUnitFromBMI(column: table.written[weightColumn]) ?? sensorUnit
    self.fileUnits = evidence.map { $0 == .kilogram ? .metric : .imperial } ?? written
    let headerUnit =
      ColumnVocabulary.unit(in: table.named[weightColumn], forWeight: true)
      ?? (evidence == .stone ? .stone : nil)
    let waistUnit = waistColumn.flatMap {
      ColumnVocabulary.unit(in: table.named[$0], forWeight: false)
    }
    headerUnits = (headerUnit, waistUnit ?? survey.waistUnits?.unit)
    parser = QuantityParser(bareUnits: self.fileUnits ?? options.bareUnits ?? .metric)
    dateOrderGuess = survey.dateOrderGuess(
      format: options.dateFormat,
      evidence: DateOrderGuess.Evidence.of(
        firstWeight: survey.firstWeightWithItsUnit,
        units: fileUnits ?? options.units,
        headerUnit: headerUnit, profileUnits: options.profileUnits))
    dates = survey.dates(format: options.dateFormat, guess: dateOrderGuess)
    hasTimeRows = survey.hasTimeRows
    rowCount = survey.rowCount
    for (section, line) in try rows.rowsOfOtherSections() {
      skips.add(.otherSection(section), line: line)
    }
  }

  /// Takes the row, or counts why not: one without a reading always, one of the wrong shape
  /// or with an unreadable value only with `--skip-invalid` (else it refuses the file).
  mutating func read(_ row: CSVRow) throws(ImportFailure) {
    do {
      try take(row)
    } catch {
      guard options.skipInvalid else { throw error }
      switch error {
      case .row(let line, _, let name, let problem) where !problem.isFileWide:
        skips.add(.unreadable(column: name), line: line)
      case .shape(let line, let fields, let header):
        skips.add(.shape(fields: fields, header: header), line: line)
      default:
        throw error
      }
    }
  }

  private mutating func take(_ row: CSVRow) throws(ImportFailure) {
    if let person = options.person, let personColumn,
      table.cell(row, personColumn).lowercased() != person.trimmingSpaces.lowercased()
    {
      skips.add(HomeAssistantSensors.otherRow(table, row, column: personColumn), line: row.line)
      return
    }
    if let notWeighInColumn, Self.isYes(table.cell(row, notWeighInColumn.index)) {
      skips.add(notWeighInColumn.reason, line: row.line)
      return
    }
    let dateText = ImportDateParser.extended(table.cell(row, dateColumn))
    var weightText = Self.decimalPoint(table.cell(row, weightColumn))
    if let unitColumn {
      let (unit, column) = (table.cell(row, unitColumn), table.named[weightColumn])
      guard let text = Self.weight(weightText, rowUnit: unit, column: column) else {
        return skips.add(.otherMeasure, line: row.line)
      }
      weightText = text
    }
    var waistText = Self.decimalPoint(table.cell(row, waistColumn))
    // One reading a row: the value is the weight or the waist by the row's measure (a short
    // row is left to the shape check below).
    if let metricColumns, row.fields.count >= table.header.count {
      guard let cells = metricColumns.cells(of: row, in: table) else {
        skips.add(.otherMeasure, line: row.line)
        return
      }
      (weightText, waistText) = cells
    }
    let hasWeight = !Self.isBlank(weightText)
    let hasWaist = !Self.isBlank(waistText)
    var date = date(dateText)
    if date == nil, ImportDateParser.isTimeOnly(dateText), let currentDate { date = currentDate }
    // Google Fit's per-day file: times of day under a date in the file's name.
    let datedByName =
      date == nil && options.fileDate != nil && dateText.first?.isNumber == true
      && ImportDateParser.timeOfDay(in: dateText) != nil && !dateText.contains("-")
    if datedByName { date = options.fileDate }
    let width = table.header.count
    let isShort = row.fields.count < width
    // Extra fields are a wrong shape only when they hold something (a trailing comma is not).
    let isLong =
      row.fields.count > width && row.fields[width...].contains { !$0.trimmingSpaces.isEmpty }
    if isShort || isLong {
      // A Garmin date row: a date and nothing else, above times of day or under `Time`.
      let isDateRow =
        (hasTimeRows || table.header[dateColumn] == "time") && isShort
        && row.fields.indices.allSatisfy { $0 == dateColumn || Self.isBlank(table.cell(row, $0)) }
      if let date, isDateRow {
        if !hasTimeRows { skips.add(.noReading, line: row.line) }
        currentDate = date
        return
      }
      let holdsItsValues =
        allowsShortRows && !isLong && row.fields.count > max(dateColumn, weightColumn)
      if !holdsItsValues {
        throw .shape(line: row.line, fields: row.fields.count, header: width)
      }
    }
    if !hasWeight, !hasWaist, !growth.hasMeasure(in: row, on: date, in: table) {
      // Garmin's date row padded to the header's width by a spreadsheet: the rows' date.
      if hasTimeRows, let date, ImportDateParser.timeOfDay(in: dateText) == nil {
        currentDate = date
        return
      }
      // A row of another measure, or a day without a reading.
      skips.add(.noReading, line: row.line)
      return
    }
    guard var date else {
      if Self.isSummary(dateText) { return skips.add(.summary, line: row.line) }
      throw table.failure(row, dateColumn, .badDate(dateText, format: options.dateFormat))
    }
    if dates.checksWeekdays, let problem = WeekdayNames.contradiction(dateText, date) {
      throw table.failure(row, dateColumn, problem)
    }
    var kilograms: Double?
    if hasWeight {
      let weight: ParsedQuantity
      do {
        // A bare number under `Weight (st)` is stones, not the pounds of imperial units, and
        // under `Weight (g)` or `(oz)` grams or ounces: units `fileUnits` cannot say. (Kilograms
        // and pounds keep the plain number's fast path, in the parser's bare units.)
        let unit = headerUnits.weight
        let suffix = [.stone, .gram, .ounce].contains(unit) ? unit?.spellings[0] ?? "" : ""
        weight = try parser.weight(
          !suffix.isEmpty && Double(weightText) != nil ? weightText + suffix : weightText)
      } catch {
        // The cell as the file writes it, not as read (`13 st, 1 lb`, not `13 st. 1 lb`).
        throw table.failure(row, weightColumn, .badWeight(table.cell(row, weightColumn), error))
      }
      if weight.writtenIn == nil, fileUnits == nil {
        guard options.bareUnits != nil else {
          throw table.failure(row, weightColumn, .weightNeedsUnit(weightText))
        }
        if options.units == nil { usedProfileUnits = true }
      }
      kilograms = StoredMeasure.kilograms(weight.value)
    }
    var waist: Double?
    if hasWaist, let waistColumn {
      do {
        // A bare waist is in the file's units when it has them (openScale writes kg and cm
        // whatever the user sees), else the header's, else the profile's.
        let bare = headerUnits.waist
        let parser = QuantityParser(
          bareUnits: bare == .inch
            ? .imperial : bare == nil ? fileUnits ?? options.bareUnits ?? .metric : .metric)
        waist = StoredMeasure.centimetres(
          try parser.length(waistText, within: WaistToHeightCalculator.waistRange).value)
      } catch {
        throw table.failure(row, waistColumn, .badWaist(waistText, error))
      }
    }
    // The time orders the day's readings: in the date cell, or Garmin's time row.
    var time =
      ImportDateParser.timeOfDay(in: dateText)
      ?? timeColumn.flatMap { ImportDateParser.timeOfDay(in: table.cell(row, $0)) }
    // A moment in UTC or with an offset goes to the local date (`moved`), Google Fit's too.
    if options.dateFormat == nil || datedByName {
      (date, time) = moved(date, time: time, dateText: dateText, row: row)
    }
    let note = try table.note(row, noteColumn)
    readings.add(
      date, time: time, kilograms: kilograms, waist: waist,
      growth: try growth.measures(of: row, on: date, in: table),
      note: Self.isBlank(note) ? nil : note)
    height = growth.offeredHeight(of: row, on: date, in: table, latest: height)
  }

  /// The date a cell names: the previous row's when the cell is the same (a day's readings
  /// share it), a plain `YYYY-MM-DD` read directly, any other through the date parser.
  private mutating func date(_ text: String) -> LocalDate? {
    if let last = lastDate, last.text == text { return last.date }
    let date =
      options.dateFormat == nil && text.utf8.count == 10
      ? LocalDate(iso: text).flatMap(ImportDateParser.kept) ?? dates.date(text)
      : dates.date(text)
    lastDate = (text, date)
    return date
  }

  var skipped: ImportSkips { skips }

  mutating func finish() -> ImportBatch {
    let (profile, repeats) = readings.profile(options.perDay)
    var batch = ImportBatch(
      format: .trackerCSV, profiles: [profile], repeatedDates: repeats, skippedRows: skips.total)
    batch.heightCentimetres = height?.centimetres
    batch.heightDate = height?.date
    if usedProfileUnits { batch.weightsInProfileUnits = options.profileUnits }
    batch.dateOrderGuess = dateOrderGuess
    return batch
  }
}
