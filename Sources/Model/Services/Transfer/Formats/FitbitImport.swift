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
  }

  func read(_ bytes: [UInt8]) throws(ImportFailure) -> ImportBatch {
    let dates = ImportDateParser(format: options.dateFormat)
    let parser = QuantityParser(bareUnits: .metric)
    var rows: [Row] = []
    var index = 0
    var problem: ImportFailure?
    func element(_ reader: inout JSONReader) throws(JSONError) {
      index += 1
      let fields = try JSONFlatObject.read(&reader)
      let weightText = fields["weight"] ?? ""
      let dateText = fields["date"] ?? ""
      guard problem == nil else { return }
      guard let date = dates.date(dateText) else {
        problem = .fitbit(index: index, field: "date", value: dateText)
        return
      }
      guard let weight = try? parser.weight(weightText) else {
        problem = .fitbit(index: index, field: "weight", value: weightText)
        return
      }
      let time = fields["time"].flatMap { ImportDateParser.timeOfDay(in: $0) }
      rows.append(
        Row(date: date, time: time, weight: weight, bmi: fields["bmi"].flatMap(Double.init)))
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
    if rows.isEmpty { throw .empty }
    let units = try unit(of: rows)
    var readings = DailyReadings()
    for (index, row) in rows.enumerated() {
      let kilograms =
        row.weight.writtenIn != nil || units == .metric
        ? row.weight.value : row.weight.value * UnitFactors.kilogramsPerPound
      // The one gate: a weight the store cannot hold refuses the file.
      let stored = StoredMeasure.kilograms(kilograms)
      guard Measure.accepts(stored, as: .weight) else {
        throw .fitbit(index: index + 1, field: "weight", value: "\(row.weight.value)")
      }
      readings.add(row.date, time: row.time, kilograms: stored)
    }
    let (profile, repeats) = readings.profile(options.perDay)
    return ImportBatch(format: .fitbit, profiles: [profile], repeatedDates: repeats)
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
