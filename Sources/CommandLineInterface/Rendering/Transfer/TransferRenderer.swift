import DataSource
import Model

/// `bmi export` rows and `bmi import` changes, for people and scripts.
enum TransferRenderer {
  /// One row per weigh-in with its profile's details; a profile without weigh-ins gets one
  /// row with an empty date. Weights in kg to 3 decimals: exactly what the store keeps.
  static func exportRecords(_ document: StoreDocument, today: LocalDate? = nil) -> [Record] {
    var records: [Record] = []
    forEachExportRecord(document, today: today) { record in
      records.append(record)
      return true
    }
    return records
  }

  /// The export rows one at a time, as they are made; `visit` returns `false` to stop.
  /// `today`: the day the profile's height stands for (`DatedHeights`).
  static func forEachExportRecord(
    _ document: StoreDocument, today: LocalDate? = nil, _ visit: (Record) -> Bool
  ) {
    func stored(_ kilograms: Double?) -> FieldValue {
      kilograms.map { .number(FixedDecimal($0, places: 3)) } ?? .null
    }
    for profile in document.profiles {
      let details: [String: FieldValue] = [
        ExportColumns.profile: .string(profile.name),
        ExportColumns.isDefault: .bool(document.defaultProfile == profile.name),
        ExportColumns.height: .number(FixedDecimal(profile.heightCentimetres, places: 2)),
        "height_in": Fields.inches(profile.heightCentimetres),
        ExportColumns.sex: Fields.text(profile.sex?.rawValue),
        ExportColumns.born: Fields.date(profile.born),
        ExportColumns.goal: stored(profile.goalKilograms),
        "goal_lb": Fields.pounds(profile.goalKilograms),
        ExportColumns.units: Fields.text(profile.units?.rawValue),
        ExportColumns.population: Fields.text(profile.population?.rawValue),
        ExportColumns.references: Fields.text(profile.reference?.rawValue),
      ]
      let entries: [WeightEntry?] = profile.entries.isEmpty ? [nil] : profile.entries
      // Each weigh-in at the person's age that day, as the Model assesses it.
      let assessments = WeighInAssessments(profile, today: today)
      for (index, entry) in entries.enumerated() {
        let assessment = entry == nil ? nil : assessments[index]
        let assessed: [String: FieldValue] = [
          AssessmentField.bmi.rawValue: assessment?.bmi.map(FieldValue.number) ?? .null,
          AssessmentField.category.rawValue: Fields.text(assessment?.categoryID),
        ]
        let values: [String: FieldValue] = [
          ExportColumns.date: Fields.date(entry?.date),
          ExportColumns.weight: stored(entry?.kilograms),
          "weight_lb": Fields.pounds(entry?.kilograms),
          ExportColumns.note: Fields.text(entry?.note),
          ExportColumns.waist: Fields.centimetres(entry?.waistCentimetres),
          "waist_in": Fields.inches(entry?.waistCentimetres),
          ExportColumns.measuredHeight: Fields.centimetres(entry?.heightCentimetres),
          "measured_height_in": Fields.inches(entry?.heightCentimetres),
          ExportColumns.head: Fields.centimetres(entry?.headCentimetres),
          "head_in": Fields.inches(entry?.headCentimetres),
          ExportColumns.arm: Fields.centimetres(entry?.armCentimetres),
          "arm_in": Fields.inches(entry?.armCentimetres),
        ]
        let all = details.merging(values) { first, _ in first }.merging(assessed) { a, _ in a }
          .merging(WeighInAssessment.entryValues(assessment)) { a, _ in a }
        guard visit(Record(.export, all)) else { return }
      }
    }
  }

  /// The changes an import made (or would make), as `log` prints its one change.
  static func importRecords(_ summary: ImportSummary) -> [Record] {
    summary.changes.map { profile, change in EntryRenderer.record(profile: profile, change) }
  }

  /// `--dry-run` as text: one line per weigh-in that would change.
  static func importPlan(_ summary: ImportSummary, units: [String: UnitSystem] = [:]) -> String {
    let rows = summary.changes.map { profile, change -> [String] in
      let system = units[profile] ?? .metric
      switch change {
      case .added(let entry):
        return ["add", profile, entry.date.description, planText(entry, system), ""]
      case .replaced(let old, let new):
        return [
          "replace", profile, new.date.description, planText(new, system),
          "was " + planText(old, system),
        ]
      case .unchanged(let entry):
        return ["keep", profile, entry.date.description, "", ""]
      }
    }
    return rows.isEmpty
      ? "" : TextTable(header: ["CHANGE", "PROFILE", "DATE", "WEIGHT", ""], rows: rows).rendered
  }

  /// `60.10 kg`, `60.10 kg, waist 80.50 cm` or `waist 80.50 cm` to 2 decimals, in the
  /// profile's units (`132.50 lb`, `waist 31.69 in`), a child's height, head and arm alike
  /// (an entry of a height alone is `height 49.53 cm`, not nothing); then the note, if any,
  /// so that a change of the note alone shows too.
  private static func planText(_ entry: WeightEntry, _ system: UnitSystem) -> String {
    let imperial = system == .imperial
    let weight = entry.kilograms.map {
      imperial
        ? "\(FixedDecimal($0 / UnitFactors.kilogramsPerPound, places: 2)) lb"
        : "\(FixedDecimal($0, places: 2)) kg"
    }
    let lengths = [
      ("waist", entry.waistCentimetres), ("height", entry.heightCentimetres),
      ("head", entry.headCentimetres), ("arm", entry.armCentimetres),
    ].compactMap { name, centimetres in
      centimetres.map {
        imperial
          ? "\(name) \(FixedDecimal($0 / UnitFactors.centimetresPerInch, places: 2)) in"
          : "\(name) \(FixedDecimal($0, places: 2)) cm"
      }
    }
    let note = entry.note.map { "note \(QuotedValue.quoted($0))" }
    return ([weight] + lengths + [note]).compactMap { $0 }.joined(separator: ", ")
  }

  /// A height found in the file, offered with the command that applies it: the import
  /// itself never changes a profile's height.
  static func heightOffer(_ centimetres: Double, date: LocalDate?, profile: String?) -> String {
    let height = "\(FixedDecimal(centimetres, places: 1))"
    let when = date.map { " (measured \($0))" } ?? ""
    return
      "The file gives a height of \(height) cm\(when); it was not applied. To use it: bmi profile save \(profile ?? "NAME") --height \(height)cm\n"
  }

  /// `Imported data.csv: 12 added, 2 replaced, 30 already there; 3 rows skipped: 2 without a
  /// weight, 1 with 1 field where the header has 2 (line 4).`
  static func importMessage(_ summary: ImportSummary, source: String, dryRun: Bool) -> String {
    var parts = [
      "\(summary.added) added", "\(summary.replaced) replaced",
      "\(summary.unchanged) already there",
    ]
    if !summary.createdProfiles.isEmpty {
      parts.append("new profiles: \(summary.createdProfiles.joined(separator: ", "))")
    }
    if summary.repeatedDates > 0 {
      parts.append(
        "\(summary.repeatedDates) \(summary.repeatedDates == 1 ? "reading" : "readings") shared a date with another (one kept a day: see --per-day)"
      )
    }
    if summary.skips.isEmpty, summary.skippedRows > 0 {
      let rows = summary.skippedRows == 1 ? "row" : "rows"
      parts.append("\(summary.skippedRows) \(rows) without a weight skipped")
    }
    if summary.filesWithoutWeighIns > 0 {
      let count = summary.filesWithoutWeighIns
      let more = count > summary.namesWithoutWeighIns.count ? ", …" : ""
      parts.append(
        "\(count) \(count == 1 ? "file" : "files") without weigh-ins (\(summary.namesWithoutWeighIns.map(TerminalText.escaped).joined(separator: ", "))\(more))"
      )
    }
    // Every row is accounted for: taken, or counted here with why.
    let skipped = summary.skips.isEmpty ? "" : "; " + summary.skips.sentence
    // File names are anyone's bytes: escaped as every name from outside is on a terminal.
    let source = TerminalText.escaped(source)
    let lead = dryRun ? "Dry run of \(source) (nothing written)" : "Imported \(source)"
    return lead + ": " + parts.joined(separator: ", ") + skipped + ".\n"
      + (summary.weightsInProfileUnits.map { Self.unitsNote($0, dryRun: dryRun) } ?? "")
      + (summary.dateOrderGuess.map { Self.datesNote($0, dryRun: dryRun) } ?? "")
      + (summary.misreadText.map { "Its text, " + Self.misreadNote($0, dryRun: dryRun) + ".\n" }
        ?? "")
  }

  /// Text that reads, through the code page named, as words no language writes: said, with
  /// the code page the file is most likely in, and how to take the import back.
  static func misreadNote(_ note: MisreadTextNote, dryRun: Bool) -> String {
    let redo = dryRun ? "" : "bmi undo, then "
    let other =
      note.likely.map { "import it with --encoding \($0.rawValue), the most likely" }
      ?? "import it with --encoding and the code page it was saved in"
    return
      "read as \(note.codePage), line \(note.line) has '\(TerminalText.escaped(note.word))', and many of the file's words are as odd: if its text looks wrong, \(redo)\(other)"
  }

  /// Dates that read either way, read in the order the file's evidence points to: said, with
  /// why, and what to do when they are the other way.
  static func datesNote(_ guess: DateOrderGuess, dryRun: Bool) -> String {
    let redo = dryRun ? "" : "bmi undo, then "
    let year = guess.yearFormat
    let (read, other) =
      guess.isDayFirst ? ("DD/MM/\(year)", "MM/DD/\(year)") : ("MM/DD/\(year)", "DD/MM/\(year)")
    let why: String
    switch guess.evidence {
    case .spacing: why = ", as the days between its rows show"
    case .decimalComma: why = ", as a file with decimal commas writes them"
    case .kilogramsOrStones: why = ", as a file of weights in kilograms or stones usually does"
    case .pounds: why = ", as a file of weights in pounds usually does"
    case .profileUnits(let units):
      why = ", as the profile's \(units == .metric ? "metric" : "imperial") units suggest"
    case .none: why = ""
    }
    return
      "Dates such as \(TerminalText.escaped(guess.example)) read either way: they were read \(guess.isDayFirst ? "day" : "month") first, as \(read)\(why) (if they are \(guess.isDayFirst ? "month" : "day") first: \(redo)import it with --date-format \(other)).\n"
  }

  /// Bare weights read in the profile's units: said, as the file itself does not say, with
  /// what to do when they are in the other units.
  static func unitsNote(_ units: UnitSystem, dryRun: Bool) -> String {
    let imperial = units == .imperial
    let (unit, word, other) =
      imperial ? ("lb", "kilograms", "metric") : ("kg", "pounds", "imperial")
    let redo = dryRun ? "" : "bmi undo, then "
    return
      "The file names no unit: its weights were read in \(unit), the profile's units (if they are \(word): \(redo)import it with --units \(other)).\n"
  }
}
