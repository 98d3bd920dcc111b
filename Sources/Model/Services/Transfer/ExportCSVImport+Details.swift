import DataSource

extension ExportCSVImport {
  /// The profile's details from its first row; `nil` when that row gives no height, which is
  /// only an error if the profile turns out to be new.
  func details(_ row: CSVRow, name: String) throws(ImportFailure) -> Profile? {
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
    // Any spelling every other way in takes, `none` (no sex recorded) included.
    if let column = table.column(columns.sex), Sex.isNone(table.cell(row, column)) {
      profile.sex = nil
    } else {
      profile.sex = try choice(row, columns.sex, Sex.init(spelling:), Sex.spellingWords)
    }
    profile.units = try choice(
      row, columns.units, UnitSystem.init(rawValue:), UnitSystem.allCases.map(\.rawValue))
    let population = try choice(
      row, columns.population, Population.init(rawValue:), Population.allCases.map(\.rawValue))
    profile.population = population == .default ? nil : population
    // `cdc` is stored as not set, as `profile save` stores it.
    let references = try choice(
      row, columns.references, ReferenceChoice.init(rawValue:),
      ReferenceChoice.allCases.map(\.rawValue))
    profile.reference = references == .cdc ? nil : references
    if let column = table.column(columns.born), !table.cell(row, column).isEmpty {
      let text = table.cell(row, column)
      guard let born = LocalDate(iso: text), StoreDocumentRules.dates.contains(born) else {
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

  func choice<Word>(
    _ row: CSVRow, _ name: String, _ make: (String) -> Word?, _ expected: [String]
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
