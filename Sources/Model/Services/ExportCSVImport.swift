import DataSource

/// `bmi export --format csv` read back: rows grouped by profile, each profile's details
/// taken from its first row. A row may give a weight, a waist (`waist_cm`, optional), or both.
struct ExportCSVImport {
  let table: ImportTable

  func read() throws(ImportFailure) -> ImportBatch {
    let columns = ExportColumns.self
    guard let dateColumn = table.column(columns.date) else {
      throw .missingColumn(wanted: "date", header: table.header)
    }
    let profileColumn = table.column(columns.profile)!
    let weightColumn = table.column(columns.weight)!
    var order: [String] = []
    var profiles: [String: (details: Profile?, line: Int, entries: [WeightEntry])] = [:]
    var defaultProfile: String?
    var repeats = 0
    for row in table.rows {
      guard row.fields.count >= table.header.count else {
        throw table.failure(row, min(row.fields.count, table.header.count - 1), .missingField)
      }
      let name = table.cell(row, profileColumn)
      if let problem = ProfileLookup.problem(with: name) {
        throw table.failure(row, profileColumn, .badProfileName(name, problem))
      }
      if profiles[name] == nil {
        order.append(name)
        profiles[name] = (try details(row, name: name), row.line, [])
        if table.cell(row, table.column(columns.isDefault)) == "true" { defaultProfile = name }
      }
      let dateText = table.cell(row, dateColumn)
      let weightText = table.cell(row, weightColumn)
      let waistColumn = table.column(columns.waist)
      let waistText = table.cell(row, waistColumn)
      if dateText.isEmpty, weightText.isEmpty, waistText.isEmpty { continue }
      guard let date = LocalDate(iso: dateText) else {
        throw table.failure(row, dateColumn, .badDate(dateText))
      }
      let parser = QuantityParser(bareUnits: .metric)
      var kilograms: Double?
      // A row needs a weight unless it has a waist: an empty weight alone is an error.
      if !weightText.isEmpty || waistText.isEmpty {
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
      let note = table.cell(row, table.column(columns.note))
      profiles[name]!.entries.append(
        WeightEntry(
          date: date, kilograms: kilograms, waistCentimetres: waist,
          note: note.isEmpty ? nil : note))
    }
    let imported = order.map { name in
      let (sorted, repeated) = ImportTable.sortedKeepingLast(profiles[name]!.entries)
      repeats += repeated
      let profile = profiles[name]!
      return ImportedProfile(
        name: name, details: profile.details, line: profile.line, entries: sorted)
    }
    return ImportBatch(
      format: .csv, defaultProfile: defaultProfile, profiles: imported, repeatedDates: repeats)
  }

  /// The profile's details from its first row; `nil` when that row gives no height, which is
  /// only an error if the profile turns out to be new.
  private func details(_ row: CSVReader.Row, name: String) throws(ImportFailure) -> Profile? {
    let columns = ExportColumns.self
    let heightColumn = table.column(columns.height)
    let heightText = table.cell(row, heightColumn)
    guard let heightColumn, !heightText.isEmpty else { return nil }
    var profile = Profile(name: name, heightCentimetres: 0)
    do {
      profile.heightCentimetres = StoredMeasure.centimetres(
        try QuantityParser(bareUnits: .metric).height(heightText).value)
    } catch {
      throw table.failure(row, heightColumn, .badHeight(heightText, error))
    }
    profile.sex = try choice(row, columns.sex, Sex.init(rawValue:), Sex.allCases.map(\.rawValue))
    profile.units = try choice(
      row, columns.units, UnitSystem.init(rawValue:), UnitSystem.allCases.map(\.rawValue))
    let population = try choice(
      row, columns.population, Population.init(rawValue:), Population.allCases.map(\.rawValue))
    profile.population = population == .default ? nil : population
    if let column = table.column(columns.born), !table.cell(row, column).isEmpty {
      let text = table.cell(row, column)
      guard let born = LocalDate(iso: text) else {
        throw table.failure(row, column, .badDate(text))
      }
      profile.born = born
    }
    if let column = table.column(columns.goal), !table.cell(row, column).isEmpty {
      let text = table.cell(row, column)
      do {
        profile.goalKilograms = StoredMeasure.kilograms(
          try QuantityParser(bareUnits: .metric).weight(text).value)
      } catch {
        throw table.failure(row, column, .badWeight(text, error))
      }
    }
    return profile
  }

  private func choice<Word>(
    _ row: CSVReader.Row, _ name: String, _ make: (String) -> Word?, _ expected: [String]
  ) throws(ImportFailure) -> Word? {
    guard let column = table.column(name) else { return nil }
    let text = table.cell(row, column)
    if text.isEmpty { return nil }
    guard let word = make(text) else {
      throw table.failure(row, column, .badChoice(text, expected: expected))
    }
    return word
  }
}
