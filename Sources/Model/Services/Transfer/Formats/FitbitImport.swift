import DataSource

/// Fitbit's weight JSON (the data export's `weight-YYYY-MM-DD.json`, or the Web API's
/// `weight` array): `[{"logId":…,"weight":79.6,"bmi":…,"date":"11/21/26","time":"07:02:14",
/// "source":"Aria"}]`, or `{"weight":[…]}`. Dates are `MM/DD/YY` (export) or `YYYY-MM-DD`
/// (API); the weight is in the account's units, which the file does not name: `--units`,
/// else the profile's units.
struct FitbitImport {
  let options: ImportOptions

  func read(_ bytes: [UInt8]) throws(ImportFailure) -> ImportBatch {
    var readings = DailyReadings()
    let dates = ImportDateParser(format: options.dateFormat)
    let parser = QuantityParser(bareUnits: options.bareUnits ?? .metric)
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
      if weight.writtenIn == nil, options.bareUnits == nil {
        problem = .fitbitNeedsUnits
        return
      }
      readings.add(date, kilograms: StoredMeasure.kilograms(weight.value))
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
    if readings.isEmpty { throw .empty }
    let (entries, repeats) = readings.entries(options.perDay)
    return ImportBatch(
      format: .fitbit, profiles: [ImportedProfile(name: nil, details: nil, entries: entries)],
      repeatedDates: repeats)
  }
}
