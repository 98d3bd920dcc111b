import DataSource

/// Reads a row's optional cells exactly as `bmi calc` reads `--sex`, `--age`, `--born`,
/// `--date`, `--population` and `--waist`, with the same accepted values and ranges. Plain
/// cells are read in place; anything else goes through the options' own parsers.
struct PersonCellReader: Sendable {
  /// `today`'s day number for `read` (`LocalDate.dayNumber`), or this when today is not
  /// known: no date is after it.
  static let todayUnknown = Int.max

  /// The input's delimiter: in a `;` or tab file an age, waist, head or arm with a decimal
  /// comma (`14,5`) is read as the weight and height are (`CSVRowWriter.decimalPoint`).
  var delimiter = CSVScanner.comma

  /// A plain day number rather than a stored `LocalDate?`: a reader with no state costs each
  /// row of the mixed CDC file 17 fewer instructions (callgrind).
  static func day(_ today: LocalDate?) -> Int { today?.dayNumber ?? todayUnknown }

  /// `today` is a day number from `day(_:)`: a measurement date after it is not assessed.
  func read(_ bytes: UnsafePointer<UInt8>, _ cells: PersonCells, today: Int = todayUnknown)
    throws(PersonCells.Failure) -> BatchPerson
  {
    var person = BatchPerson()
    if case .csv(let field) = cells.sex, field.end == field.start + 1,
      let sex = Self.sex(oneByte: bytes[field.start])
    {
      // The common cell, one character as a survey codes it (`1`, `F`): read in place.
      person.sex = sex
    } else if !cells.sex.isAbsent {
      person.sex = try sex(bytes, cells.sex)
    }
    // The most exact age a row gives: its days, else the days between its birth and
    // measurement dates, else its months, else its years (a survey's completed months
    // beside the dates are a rounding of them, and the WHO scores by the day).
    if !cells.ageDays.isAbsent { try days(bytes, cells.ageDays, into: &person) }
    var datesRead = false
    if person.ageMonths == nil, !cells.born.isAbsent, !cells.measuredOn.isAbsent {
      // `isAdult` by the birthday when an age results. An empty date cell gives none: the
      // months or years are the age then, and the dates are read again below as before.
      try dates(bytes, cells, today: today, into: &person)
      datesRead = person.ageMonths != nil
      person.lacksMeasurementDate = false
    }
    if person.ageMonths == nil {
      if case .csv(let field) = cells.ageMonths, !field.isQuoted,
        let months = DecimalText.exactValue(bytes, field.start..<field.end),
        Self.isAccepted(months: months)
      {
        // The common cell, a plain number of months in range: read in place.
        person.ageMonths = months
      } else if !cells.ageMonths.isAbsent {
        person.ageMonths = try age(bytes, cells.ageMonths, role: .ageMonths)
      }
      if person.ageMonths == nil && !cells.ageYears.isAbsent {
        person.ageMonths = try age(bytes, cells.ageYears, role: .ageYears)
      }
      if let months = person.ageMonths { person.isAdult = months >= AgeResolver.adultMonths }
    } else if !datesRead, let months = person.ageMonths {
      person.isAdult = months >= AgeResolver.adultMonths
    }
    if !datesRead, !cells.measuredOn.isAbsent || (person.ageMonths == nil && !cells.born.isAbsent) {
      try dates(bytes, cells, today: today, into: &person)
    }
    if !cells.population.isAbsent { person.population = try population(bytes, cells.population) }
    if !cells.waist.isAbsent {
      person.waistCentimetres = try waist(bytes, cells.waist, unit: cells.waistUnit)
    }
    return person
  }

  /// The measurement date (after `today`: not assessed) and, without an age cell, the age
  /// from the birth date to it. Out of line: most files have neither column, and inlined
  /// this cost every row of the mixed CDC file 36 instructions (callgrind).
  @inline(never)
  private func dates(
    _ bytes: UnsafePointer<UInt8>, _ cells: PersonCells, today: Int,
    into person: inout BatchPerson
  ) throws(PersonCells.Failure) {
    // Read whenever there is one, as calc checks `--date` with any age or none.
    let measured =
      cells.measuredOn.isAbsent ? nil : try date(bytes, cells.measuredOn, role: .measuredOn)
    if let measured, measured.dayNumber > today {
      // calc checks the date first, so a future date wins over a birth date after it.
      person.isMeasuredInFuture = true
    } else if person.ageMonths == nil, !cells.born.isAbsent,
      let born = try date(bytes, cells.born, role: .born)
    {
      if let measured {
        guard born <= measured else {
          throw .init(
            role: .born, problem: .bornAfterMeasurement(born: born, measuredOn: measured))
        }
        let months = Double(measured.dayNumber - born.dayNumber) / AgeResolver.daysPerMonth
        guard AgeParser.acceptedMonths.contains(months) else {
          let error = AgeError.outOfRange(months: months, accepted: AgeParser.acceptedMonths)
          throw .init(role: .born, problem: .age(born.description, error))
        }
        person.ageMonths = months
        person.ageDays = Double(measured.dayNumber - born.dayNumber)
        person.isAdult = AgeResolver().isAdult(.born(born), months: months, measuredOn: measured)
      } else {
        person.lacksMeasurementDate = true
      }
    }
  }

  /// An age-in-days cell: the months, and the days as given for the WHO standards (a bare
  /// number; an age with units, `9m`, is months). Out of line: the CDC files have none.
  @inline(never)
  private func days(
    _ bytes: UnsafePointer<UInt8>, _ cell: BatchCell, into person: inout BatchPerson
  )
    throws(PersonCells.Failure)
  {
    // The common cell, a plain number of days in range: read once, as `age` reads it.
    if let days = DecimalText.exactValue(bytes, cell.range) {
      let months = days / AgeResolver.daysPerMonth
      if Self.isAccepted(months: months) {
        person.ageMonths = months
        person.ageDays = days
        return
      }
    }
    person.ageMonths = try age(bytes, cell, role: .ageDays)
    if person.ageMonths != nil,
      let days = DecimalText.exactValue(bytes, cell.range)
        ?? Double(
          CSVRowWriter.decimalPoint(cell.text(in: bytes), delimiter: delimiter).withoutSpaces)
    {
      person.ageDays = days
    }
  }

  /// The WHO standards' measures of a row the WHO scores, as `bmi calc` reads `--measured`,
  /// `--oedema`, `--head` and `--arm`: an empty cell is not given (no oedema).
  func who(_ bytes: UnsafePointer<UInt8>, _ cells: PersonCells.WHO, age: WHOAge?)
    throws(PersonCells.Failure) -> WHOMeasurement
  {
    var measurement = WHOMeasurement(age: age)
    if !cells.measured.isAbsent {
      // A survey's one-letter code (`l`, `h`) without the list; other words through it.
      if let byte = Self.oneByte(bytes, cells.measured), let position = Self.measured(oneByte: byte)
      {
        measurement.measured = position
      } else if !cells.measured.isBlank(in: bytes) {
        guard let position = Self.word(bytes, cells.measured, Self.measuredSpellings) else {
          throw .init(role: .measured, problem: .measured(cells.measured.text(in: bytes)))
        }
        measurement.measured = position
      }
    }
    if !cells.oedema.isAbsent {
      if let byte = Self.oneByte(bytes, cells.oedema), let oedema = Self.oedema(oneByte: byte) {
        measurement.oedema = oedema
      } else if !cells.oedema.isBlank(in: bytes) {
        guard let oedema = Self.word(bytes, cells.oedema, Self.oedemaSpellings) else {
          throw .init(role: .oedema, problem: .oedema(cells.oedema.text(in: bytes)))
        }
        measurement.oedema = oedema
      }
    }
    if let head = try circumference(
      bytes, cells.head, unit: cells.headUnit, role: .head, range: GrowthMeasures.headRange)
    {
      measurement.headCentimetres = head
    }
    if let arm = try circumference(
      bytes, cells.arm, unit: cells.armUnit, role: .arm, range: GrowthMeasures.armRange)
    {
      measurement.armCentimetres = arm
    }
    return measurement
  }

  private func sex(_ bytes: UnsafePointer<UInt8>, _ cell: BatchCell) throws(PersonCells.Failure)
    -> Sex?
  {
    let range = BatchCell.trimmed(bytes, cell.range)
    if case .json(let member) = cell, member.kind == .literal, !range.isEmpty,
      bytes[range.lowerBound] == 0x6E
    {
      return nil
    }
    if range.isEmpty { return nil }
    if let sex = Self.sex(bytes, range) { return sex }
    if let code = Self.wholeNumberCode(bytes, range), let sex = Self.sex(bytes, code) {
      return sex
    }
    if BatchCell.isMissingMarker(bytes, range) || Self.isNone(bytes, range) { return nil }
    // Quotes doubled or escapes: compare the decoded text.
    var text = cell.text(in: bytes)
    let found = text.withUTF8 { buffer -> Sex? in
      guard let base = buffer.baseAddress else { return nil }
      return Self.sex(base, BatchCell.trimmed(base, 0..<buffer.count))
    }
    if let found { return found }
    if text.allSatisfy(\.isWhitespace) || Sex.isNone(text) { return nil }
    throw .init(role: .sex, problem: .sex(text))
  }

  /// Months from a months, years or days cell: a bare number in the column's unit, or an age
  /// with units (`9y6m`, `114.5m`) as `--age` reads it.
  private func age(_ bytes: UnsafePointer<UInt8>, _ cell: BatchCell, role: PersonColumnRole)
    throws(PersonCells.Failure) -> Double?
  {
    if case .absent = cell { return nil }
    // Days are divided, as an age from dates is (`AgeResolver`): a product with the
    // reciprocal can differ in the last bit.
    func months(_ number: Double) -> Double {
      role == .ageYears
        ? number * 12 : role == .ageDays ? number / AgeResolver.daysPerMonth : number
    }
    if let number = DecimalText.exactValue(bytes, cell.range) {
      return try checkedMonths(months(number), text: { cell.text(in: bytes) }, role: role)
    }
    if cell.isBlank(in: bytes) { return nil }
    let text = cell.text(in: bytes)
    let trimmed = CSVRowWriter.decimalPoint(text, delimiter: delimiter).withoutSpaces
    if !trimmed.isEmpty, trimmed.utf8.allSatisfy({ $0 == 0x2E || ($0 >= 0x30 && $0 <= 0x39) }),
      let number = Double(trimmed)
    {
      return try checkedMonths(months(number), text: { text }, role: role)
    }
    do {
      return try AgeParser().months(text)
    } catch {
      throw .init(role: role, problem: .age(text, error))
    }
  }

  /// An age cell's months as `--age` accepts them: from 0 (birth) within its range.
  @inline(__always)
  static func isAccepted(months: Double) -> Bool {
    AgeParser.acceptedMonths.contains(months)
  }

  private func checkedMonths(_ months: Double, text: () -> String, role: PersonColumnRole)
    throws(PersonCells.Failure) -> Double
  {
    if Self.isAccepted(months: months) { return months }
    guard months >= 0 else { throw .init(role: role, problem: .age(text(), .negative)) }
    guard AgeParser.acceptedMonths.contains(months) else {
      let error = AgeError.outOfRange(months: months, accepted: AgeParser.acceptedMonths)
      throw .init(role: role, problem: .age(text(), error))
    }
    return months
  }

  private func date(_ bytes: UnsafePointer<UInt8>, _ cell: BatchCell, role: PersonColumnRole)
    throws(PersonCells.Failure) -> LocalDate?
  {
    if case .absent = cell { return nil }
    let range = BatchCell.trimmed(bytes, cell.range)
    if let date = LocalDate(
      isoBytes: UnsafeBufferPointer(start: bytes + range.lowerBound, count: range.count))
    {
      return date
    }
    if cell.isBlank(in: bytes) { return nil }
    let text = cell.text(in: bytes)
    if let date = LocalDate(iso: text.withoutSpaces) { return date }
    throw .init(role: role, problem: .date(text))
  }

  private func population(_ bytes: UnsafePointer<UInt8>, _ cell: BatchCell)
    throws(PersonCells.Failure) -> Population?
  {
    if case .absent = cell { return nil }
    if cell.isBlank(in: bytes) { return nil }
    let text = cell.text(in: bytes)
    guard let population = Population(rawValue: text.withoutSpaces.lowercased()) else {
      throw .init(role: .population, problem: .population(text))
    }
    return population
  }
}

extension String {
  /// Without the white space around it (batch cells; calc's options trim the same way).
  var withoutSpaces: String {
    String(
      String.UnicodeScalarView(
        unicodeScalars.drop(while: \.properties.isWhitespace).reversed()
          .drop(while: \.properties.isWhitespace).reversed()))
  }
}
