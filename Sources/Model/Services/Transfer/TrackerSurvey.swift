import DataSource

/// What `TrackerCSVImport` must know of the whole file before it takes a row, found in one
/// walk over the date and person cells, without making the other cells' text: whether dates
/// are written day first (`13/02/2024` anywhere) or, with dashes, month first (`03-13-2024`
/// anywhere), whether some rows give only a time
/// (Garmin's rows under a date row), whose readings the file holds (EufyLife's `Family
/// Members`), how many rows it has, and, for a file whose weights name no unit but sit beside
/// a BMI column, what the BMIs say of the unit (`UnitsFromBMI`).
struct TrackerSurvey {
  /// Where to look for the unit's evidence: the weight and BMI columns, and the person whose
  /// rows count (`--person`: another person's BMIs are of another height).
  struct BMIColumns {
    let weight: Int
    let bmi: Int
    let person: String?
  }

  private(set) var isDayFirst = false
  /// A slashed date whose second number is over 12 (`01/13/2026`): month first, settled.
  private var isMonthFirst = false
  /// The first date with slashes that reads either way (`04/03/2024`, not `04/04/2024`).
  private var eitherWay: String?
  private(set) var isMonthFirstWithDashes = false
  /// What the weekdays before dates that read either way say of their order
  /// (`WeekdayNames.saysDayFirst`), and whether every word before a date is a weekday bmi
  /// knows: weekdays in another language (Czech `po`, `ne`, and `so`, its Saturday, which is
  /// German Sunday) settle nothing and are not checked against the dates.
  private var weekdays = (dayFirst: 0, monthFirst: 0, allKnown: true)
  private(set) var hasTimeRows = false
  /// The first weight cell that holds something, as written: its unit or decimal comma is
  /// evidence of the order of dates that read either way (`DateOrderGuess`).
  private(set) var firstWeight: String?
  /// The unit cell of `firstWeight`'s row, when the file has a unit column (`lb`).
  private(set) var firstUnit: String?
  /// `firstWeight` with its row's unit (`165.5 lb`); `nil` when that unit is another
  /// measure's.
  var firstWeightWithItsUnit: String? {
    firstWeight.flatMap { TrackerCSVImport.weight($0, rowUnit: firstUnit ?? "") }
  }
  /// The days between consecutive slashed dates, read month first and day first: the order
  /// whose rows lie closer together is the file's (`DateOrderGuess.Evidence.spacing`).
  private var gaps = (monthFirst: 0, dayFirst: 0, dates: 0)
  private var previous: (monthFirst: Int, dayFirst: Int)?
  /// The people named in the person column, in the order they first appear.
  private(set) var people: [String] = []
  /// Whether a name in the person column is on more than one row.
  private(set) var namesRepeat = false
  /// The data rows.
  private(set) var rowCount = 0
  /// The unit the BMIs give away, when `bmiColumns` was given.
  private(set) var bmiUnits: UnitsFromBMI?
  /// The unit of bare waists the waist-to-height ratios give away, when `waistRatio` (the
  /// waist and ratio columns) was given.
  private(set) var waistUnits: UnitsFromWaistRatio?

  init(
    _ rows: ImportRows, date: Int, person: Int?, weight: Int? = nil, unit: Int? = nil,
    bmiColumns: BMIColumns? = nil, waistRatio: (waist: Int, ratio: Int)? = nil,
    heightCentimetres: Double? = nil
  ) throws(ImportFailure) {
    var rows = rows
    // Only a cell with a slash can be day first, only one with a dash in its first three
    // bytes month first (`3-13-2024`, not ISO's `2024-`), only one with a colon a time alone:
    // the byte tests spare a million ISO dates their text.
    let slash = UInt8(ascii: "/")
    let colon = UInt8(ascii: ":")
    let dash = UInt8(ascii: "-")
    var dateCell: String?
    var name: String?
    var pair: (weight: String, bmi: String)?
    var weightCell: String?
    var unitCell: String?
    var ratioPair: (waist: String, ratio: String)?
    if bmiColumns != nil { bmiUnits = UnitsFromBMI(heightCentimetres: heightCentimetres) }
    if waistRatio != nil { waistUnits = UnitsFromWaistRatio(heightCentimetres: heightCentimetres) }
    while try rows.nextRecord({ record in
      dateCell =
        record.field(date, contains: slash) || record.field(date, contains: colon)
          || record.field(date, starts: 3, with: dash)
          // A weekday before a date (`Di., 03-10-2026`), which may settle its order.
          || record.fieldStartsWithLetter(date)
        ? record.text(date).trimmingSpaces : nil
      name = person.map { record.text($0).trimmingSpaces }
      pair = bmiColumns.map { (record.text($0.weight), record.text($0.bmi)) }
      ratioPair = waistRatio.map { (record.text($0.waist), record.text($0.ratio)) }
      // Until one is found only: a million rows' weights are not made into text twice.
      weightCell = firstWeight == nil ? weight.map { record.text($0).trimmingSpaces } : nil
      unitCell = firstWeight == nil ? unit.map { record.text($0).trimmingSpaces } : nil
    }) {
      if let cell = weightCell, !TrackerCSVImport.isBlank(cell) {
        (firstWeight, firstUnit) = (cell, unitCell)
      }
      rowCount += 1
      if let cell = dateCell { look(at: cell) }
      if let name, !name.isEmpty {
        // One person however the name is cased (`Anna@Example.com`, `anna@example.com`), as
        // `--person` picks them.
        if people.contains(where: { $0.lowercased() == name.lowercased() }) {
          namesRepeat = true
        } else {
          people.append(name)
        }
      }
      if let pair, let columns = bmiColumns {
        let isChosen =
          columns.person.map { $0.trimmingSpaces.lowercased() == name?.lowercased() } ?? true
        if isChosen { weigh(pair) }
      }
      if let ratioPair,
        let waist = Double(TrackerCSVImport.decimalPoint(ratioPair.waist.trimmingSpaces)),
        let ratio = Double(TrackerCSVImport.decimalPoint(ratioPair.ratio.trimmingSpaces))
      {
        waistUnits?.add(waist: waist, ratio: ratio)
      }
    }
  }

  /// The unit of the bare weights the BMIs give away (`bmiUnits`); `nil` when no row gave
  /// evidence; refused when the rows fit no one unit. `column`: the weight column, as written.
  func weightUnitFromBMI(column: String) throws(ImportFailure) -> QuantityUnit? {
    guard let evidence = bmiUnits, evidence.rows > 0 else { return nil }
    guard let unit = evidence.unit else { throw .unitsNotShownByBMI(column: column) }
    return unit
  }

  /// A bare weight and its BMI, as evidence of the unit; a weight written with its unit
  /// (`83.5 kg`), a blank or anything else that is not a plain number tells nothing.
  private mutating func weigh(_ pair: (weight: String, bmi: String)) {
    let weight = TrackerCSVImport.decimalPoint(pair.weight.trimmingSpaces)
    let bmi = TrackerCSVImport.decimalPoint(pair.bmi.trimmingSpaces)
    guard let kilograms = Double(weight), let index = Double(bmi) else { return }
    bmiUnits?.add(weight: kilograms, bmi: index)
  }

  /// The parser the file's dates call for; `--date-format` over all.
  func dates(format: String?, guess: DateOrderGuess? = nil) -> ImportDateParser {
    ImportDateParser(
      format: format,
      dayFirst: isDayFirst || (!isMonthFirst && weekdayOrder == true) || guess?.isDayFirst == true,
      dashesMonthFirst: isMonthFirstWithDashes || weekdayOrder == false,
      checksWeekdays: weekdays.allKnown)
  }

  /// The order the weekdays settle, day first or not: when each is a weekday bmi knows and
  /// those that tell the orders apart agree.
  private var weekdayOrder: Bool? {
    guard weekdays.allKnown else { return nil }
    if weekdays.dayFirst > 0, weekdays.monthFirst == 0 { return true }
    if weekdays.monthFirst > 0, weekdays.dayFirst == 0 { return false }
    return nil
  }

  /// Dates that read either way, when nothing in the file or `--date-format` settled their
  /// order: read as `evidence` says (`DateOrderGuess`), and the summary says so.
  func dateOrderGuess(format: String?, evidence: DateOrderGuess.Evidence) -> DateOrderGuess? {
    guard format == nil, !isDayFirst, !isMonthFirst, weekdayOrder == nil, let eitherWay else {
      return nil
    }
    return DateOrderGuess(example: eitherWay, evidence: spacing ?? evidence)
  }

  /// The order whose dates lie clearly closer together (half the days between rows or
  /// less), from two dates on: the strongest evidence a file gives of its order.
  var spacing: DateOrderGuess.Evidence? {
    guard gaps.dates >= 2 else { return nil }
    if gaps.dayFirst * 2 <= gaps.monthFirst, gaps.dayFirst < gaps.monthFirst {
      return .spacing(dayFirst: true)
    }
    if gaps.monthFirst * 2 <= gaps.dayFirst, gaps.monthFirst < gaps.dayFirst {
      return .spacing(dayFirst: false)
    }
    return nil
  }

  /// A slashed date read both ways, for `spacing`: the days from the one before it.
  private mutating func space(_ numbers: [(value: Int, text: String, separator: Character?)]) {
    guard gaps.dates < 10_000, let (monthFirst, dayFirst) = ImportDateParser.bothReadings(numbers)
    else { return }
    let days = (monthFirst.dayNumber, dayFirst.dayNumber)
    if let previous {
      gaps.monthFirst += abs(days.0 - previous.monthFirst)
      gaps.dayFirst += abs(days.1 - previous.dayFirst)
    }
    previous = days
    gaps.dates += 1
  }

  private mutating func look(at written: String) {
    let dated = ImportDateParser.withoutLeadingTime(written)
    let cell = ImportDateParser.withoutWeekday(dated)
    if weekdays.allKnown, cell != dated, WeekdayNames.leading(dated) == nil {
      weekdays.allKnown = false
    }
    if !isDayFirst, cell.containsByte(UInt8(ascii: "/")) {
      let numbers = ImportDateParser.leadingNumbers(Array(cell))
      let isSlashDate =
        numbers.count == 3 && numbers[0].separator == "/" && numbers[0].text.count <= 2
      isDayFirst = isSlashDate && numbers[0].value > 12
      if isSlashDate, numbers[1].value > 12 { isMonthFirst = true }
      if isSlashDate { vote(WeekdayNames.saysDayFirst(written, numbers)) }
      if isSlashDate { space(numbers) }
      if eitherWay == nil, isSlashDate, numbers[0].value != numbers[1].value,
        numbers[1].value <= 12
      {
        eitherWay = cell
      }
    }
    if !isMonthFirstWithDashes, cell.containsByte(UInt8(ascii: "-")) {
      let numbers = ImportDateParser.leadingNumbers(Array(cell))
      let isDashDate =
        numbers.count == 3 && numbers[0].separator == "-" && numbers[0].text.count <= 2
      isMonthFirstWithDashes = isDashDate && numbers[0].value <= 12 && numbers[1].value > 12
      if isDashDate { vote(WeekdayNames.saysDayFirst(written, numbers)) }
    }
    if !hasTimeRows, cell.containsByte(UInt8(ascii: ":")) {
      hasTimeRows = ImportDateParser.isTimeOnly(cell)
    }
  }

  private mutating func vote(_ dayFirst: Bool?) {
    switch dayFirst {
    case true?: weekdays.dayFirst += 1
    case false?: weekdays.monthFirst += 1
    case nil: break
    }
  }
}
