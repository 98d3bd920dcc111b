import DataSource

/// Fitbit's weight JSON (the data export's `weight-YYYY-MM-DD.json`, or the Web API's
/// `weight` array): `[{"logId":…,"weight":79.6,"bmi":…,"date":"11/21/26","time":"07:02:14",
/// "source":"Aria"}]`, or `{"weight":[…]}`. Dates are `MM/DD/YY` (export) or `YYYY-MM-DD`
/// (API); the weight is in the account's units, which the file does not name: `--units`,
/// else the unit its own BMIs give away (`UnitsFromBMI`), else it is refused.
struct FitbitImport {
  let options: ImportOptions

  /// One element of the array, read.
  private struct Row {
    let date: LocalDate
    let time: Int?
    let weight: ParsedQuantity
    let bmi: Double?
    /// Its place: the element's number in the array and the line it starts on.
    let index: Int
    let line: Int
  }

  /// The file's weigh-ins, and its elements not taken, by why: an element without a weight
  /// (a day with only a note, say) is counted, as a CSV row without one is; a date or weight
  /// that cannot be read refuses the file unless `--skip-invalid`. A file in which no element
  /// has a weight is refused as the wrong file (a Fitbit `fat-….json`). An element's line is
  /// where it starts.
  func read(_ bytes: [UInt8]) throws(ImportFailure) -> (batch: ImportBatch, skips: ImportSkips) {
    let dates = ImportDateParser(format: options.dateFormat)
    let parser = QuantityParser(bareUnits: .metric)
    var rows: [Row] = []
    var skips = ImportSkips()
    var index = 0
    var lines = LineCounter(bytes)
    var line = 1
    var problem: ImportFailure?
    func element(_ reader: inout JSONReader) throws(JSONError) {
      index += 1
      // Its line: the one its `{` is on, past the blank space after the comma.
      var start = reader.offset
      while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
      line = lines.line(at: start)
      let fields = try JSONFlatObject.read(&reader)
      let weightText = fields["weight"] ?? ""
      let dateText = fields["date"] ?? ""
      guard problem == nil else { return }
      func refuse(_ field: String, _ value: String) {
        if options.skipInvalid {
          skips.add(.unreadable(column: field), line: line)
        } else {
          problem = .fitbit(index: index, field: field, value: value)
        }
      }
      // An element with no weight at all is another of Fitbit's measures (steps, sleep,
      // heart rate: `dateTime`, `value`), whatever its date is called.
      guard fields["weight"] != nil else { return skips.add(.noReading, line: line) }
      guard let date = dates.date(dateText) else { return refuse("date", dateText) }
      guard !weightText.isEmpty else { return skips.add(.noReading, line: line) }
      guard let weight = try? parser.weight(weightText) else {
        return refuse("weight", weightText)
      }
      let time = fields["time"].flatMap { ImportDateParser.timeOfDay(in: $0) }
      rows.append(
        Row(
          date: date, time: time, weight: weight, bmi: fields["bmi"].flatMap(Double.init),
          index: index, line: line))
    }
    do {
      var reader = JSONReader(bytes)
      if try reader.kind() == .object {
        try reader.readObject { reader, name throws(JSONError) in
          if name == "weight" { try reader.readArray(element) } else { try reader.skipValue() }
        }
      } else {
        try reader.readArray(element)
      }
      try reader.readEnd()
    } catch {
      throw .json(error)
    }
    if let problem { throw problem }
    if rows.isEmpty {
      // Not one weight: another of Fitbit's files (body fat), named as such.
      if skips.tallies.contains(where: { $0.reason == .noReading }) {
        throw .fitbit(index: 1, field: "weight", value: "")
      }
      if skips.isEmpty { throw .noneOf(what: "weight entry (an empty list)") }
      return (ImportBatch(format: .fitbit, profiles: []), skips)
    }
    let units = try unit(of: rows)
    var readings = DailyReadings()
    for row in rows {
      let kilograms =
        row.weight.writtenIn != nil || units == .metric
        ? row.weight.value : row.weight.value * UnitFactors.kilogramsPerPound
      // The one gate: a weight the store cannot hold refuses the file (or is skipped).
      let stored = StoredMeasure.kilograms(kilograms)
      guard Measure.accepts(stored, as: .weight) else {
        guard options.skipInvalid else {
          throw .fitbit(index: row.index, field: "weight", value: "\(row.weight.value)")
        }
        skips.add(.unreadable(column: "weight"), line: row.line)
        continue
      }
      readings.add(row.date, time: row.time, kilograms: stored)
    }
    let (profile, repeats) = readings.profile(options.perDay)
    let batch = ImportBatch(
      format: .fitbit, profiles: [profile], repeatedDates: repeats, skippedRows: skips.total)
    return (batch, skips)
  }

  /// `--units`, else the unit the rows' own BMIs give away; a file that names no unit and
  /// whose BMIs do not tell is refused rather than guessed.
  private func unit(of rows: [Row]) throws(ImportFailure) -> UnitSystem {
    if let units = options.units { return units }
    if rows.allSatisfy({ $0.weight.writtenIn != nil }) { return .metric }
    let pairs = rows.compactMap { row in row.bmi.map { (weight: row.weight.value, bmi: $0) } }
    if let units = UnitsFromBMI.decide(pairs, heightCentimetres: options.profileHeightCentimetres) {
      return units
    }
    throw .fitbitNeedsUnits
  }
}
