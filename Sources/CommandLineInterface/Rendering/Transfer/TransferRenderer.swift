import DataSource
import Model

/// `bmi export` rows and `bmi import` changes, for people and scripts.
enum TransferRenderer {
  /// One row per weigh-in with its profile's details; a profile without weigh-ins gets one
  /// row with an empty date. Weights in kg to 3 decimals: exactly what the store keeps.
  static func exportRecords(_ document: StoreDocument) -> [Record] {
    let ageAware = hasBirthDate(document)
    var records: [Record] = []
    for profile in document.profiles {
      let details: [(name: String, value: FieldValue)] = [
        (ExportColumns.profile, .string(profile.name)),
        (ExportColumns.isDefault, .bool(document.defaultProfile == profile.name)),
        (ExportColumns.height, .number(FixedDecimal(profile.heightCentimetres, places: 2))),
        (ExportColumns.sex, Fields.text(profile.sex?.rawValue)),
        (ExportColumns.born, Fields.date(profile.born)),
        (
          ExportColumns.goal,
          profile.goalKilograms.map { .number(FixedDecimal($0, places: 3)) } ?? .null
        ),
        (ExportColumns.units, Fields.text(profile.units?.rawValue)),
      ]
      let entries: [WeightEntry?] = profile.entries.isEmpty ? [nil] : profile.entries
      let assessor = Assessor()
      for entry in entries {
        let assessment = entry.flatMap { entry in
          entry.kilograms.map {
            assessor.assess(profile: profile, weightKilograms: $0, on: entry.date)
          }
        }
        records.append(
          Record(
            details + [
              (ExportColumns.date, Fields.date(entry?.date)),
              (
                ExportColumns.weight,
                entry?.kilograms.map { .number(FixedDecimal($0, places: 3)) } ?? .null
              ),
              (ExportColumns.note, Fields.text(entry?.note)),
              (ExportColumns.population, Fields.text(profile.population?.rawValue)),
              (ExportColumns.waist, Fields.centimetres(entry?.waistCentimetres)),
            ] + (ageAware ? assessmentFields(assessment) : [])))
      }
    }
    return records
  }

  /// Whether the export carries `ExportColumns.assessment`: a profile has a birth date.
  static func hasBirthDate(_ document: StoreDocument) -> Bool {
    document.profiles.contains { $0.born != nil }
  }

  private static func assessmentFields(_ assessment: WeighInAssessment?) -> [(
    name: String, value: FieldValue
  )] {
    [
      ("bmi", assessment.map { .number($0.bmi) } ?? .null),
      ("category", Fields.text(assessment?.categoryID)),
    ] + WeighInAssessment.trackingFields(assessment)
  }

  static let importFields = [
    "profile", "date", "action", "weight_kg", "previous_weight_kg", "note", "waist_cm",
    "previous_waist_cm",
  ]

  static func importRecords(_ summary: ImportSummary) -> [Record] {
    summary.changes.map { profile, change in
      var previous: WeightEntry?
      if case .replaced(let old, _) = change { previous = old }
      let action: String
      switch change {
      case .added: action = "added"
      case .replaced: action = "replaced"
      case .unchanged: action = "unchanged"
      }
      return Record([
        ("profile", .string(profile)),
        ("date", .string(change.entry.date.description)),
        ("action", .string(action)),
        ("weight_kg", Fields.kilograms(change.entry.kilograms)),
        ("previous_weight_kg", Fields.kilograms(previous?.kilograms)),
        ("note", Fields.text(change.entry.note)),
        ("waist_cm", Fields.centimetres(change.entry.waistCentimetres)),
        ("previous_waist_cm", Fields.centimetres(previous?.waistCentimetres)),
      ])
    }
  }

  /// `--dry-run` as text: one line per weigh-in that would change.
  static func importPlan(_ summary: ImportSummary) -> String {
    let rows = summary.changes.map { profile, change -> [String] in
      switch change {
      case .added(let entry):
        return ["add", profile, entry.date.description, planText(entry), ""]
      case .replaced(let old, let new):
        return ["replace", profile, new.date.description, planText(new), "was " + planText(old)]
      case .unchanged(let entry):
        return ["keep", profile, entry.date.description, "", ""]
      }
    }
    return rows.isEmpty
      ? "" : TextTable(header: ["CHANGE", "PROFILE", "DATE", "WEIGHT", ""], rows: rows).rendered
  }

  /// `60.10 kg`, `60.10 kg, waist 80.50 cm` or `waist 80.50 cm`: metric, to 2 decimals.
  private static func planText(_ entry: WeightEntry) -> String {
    let parts = [
      entry.kilograms.map { "\(FixedDecimal($0, places: 2)) kg" },
      entry.waistCentimetres.map { "waist \(FixedDecimal($0, places: 2)) cm" },
    ]
    return parts.compactMap { $0 }.joined(separator: ", ")
  }

  /// `Imported from data.csv: 12 added, 2 replaced, 30 already there.`
  static func importMessage(_ summary: ImportSummary, source: String, dryRun: Bool) -> String {
    var parts = [
      "\(summary.added) added", "\(summary.replaced) replaced",
      "\(summary.unchanged) already there",
    ]
    if !summary.createdProfiles.isEmpty {
      parts.append("new profiles: \(summary.createdProfiles.joined(separator: ", "))")
    }
    if summary.repeatedDates > 0 {
      parts.append("\(summary.repeatedDates) rows repeated a date (the later row was kept)")
    }
    if summary.skippedRows > 0 {
      parts.append("\(summary.skippedRows) rows without a weight skipped")
    }
    let lead = dryRun ? "Dry run of \(source) (nothing written)" : "Imported \(source)"
    return lead + ": " + parts.joined(separator: ", ") + ".\n"
  }
}
