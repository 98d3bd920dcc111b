import DataSource
import Model

/// Shows `bmi history`: a table in the profile's units, or one record per weigh-in.
struct HistoryRenderer {
  static let fields = [
    "date", "weight_kg", "weight_lb", "trend_kg", "trend_lb", "bmi", "category", "note",
  ]

  let profile: Profile

  static func record(_ row: HistoryRow) -> Record {
    Record([
      ("date", .string(row.entry.date.description)),
      ("weight_kg", Fields.kilograms(row.entry.kilograms)),
      ("weight_lb", Fields.pounds(row.entry.kilograms)),
      ("trend_kg", Fields.kilograms(row.trendKilograms)),
      ("trend_lb", Fields.pounds(row.trendKilograms)),
      ("bmi", .number(row.bmi)),
      ("category", .string(row.category.rawValue)),
      ("note", Fields.text(row.entry.note)),
    ])
  }

  func table(_ rows: [HistoryRow]) -> String {
    let show = MeasureFormatter(system: profile.units ?? .metric)
    let cells = rows.map { row in
      [
        row.entry.date.description, show.shortWeight(row.entry.kilograms),
        show.shortWeight(row.trendKilograms), row.bmi.description, row.category.label,
        row.entry.note ?? "",
      ]
    }
    return TextTable(
      header: ["DATE", "WEIGHT", "TREND", "BMI", "CATEGORY", "NOTE"], rows: cells
    ).rendered
  }
}
