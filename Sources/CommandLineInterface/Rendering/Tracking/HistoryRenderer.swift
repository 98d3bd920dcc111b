import DataSource
import Model

/// Shows `bmi history`: a table in the profile's units, or one record per log entry.
struct HistoryRenderer {
  let profile: Profile

  /// Records always carry the waist fields (null without one), so their shape never depends
  /// on the data; the table shows a WAIST column only when a row has a waist.
  static func record(_ row: HistoryRow) -> Record {
    Record(
      .history,
      [
        "date": .string(row.entry.date.description),
        "weight_kg": Fields.kilograms(row.entry.kilograms),
        "weight_lb": Fields.pounds(row.entry.kilograms),
        "trend_kg": Fields.kilograms(row.trendKilograms),
        "trend_lb": Fields.pounds(row.trendKilograms),
        "bmi": row.bmi.map(FieldValue.number) ?? .null,
        "category": Fields.text(row.assessment?.categoryID),
        "note": Fields.text(row.entry.note),
        "waist_cm": Fields.centimetres(row.entry.waistCentimetres),
        "waist_in": Fields.inches(row.entry.waistCentimetres),
        "height_cm": Fields.centimetres(row.entry.heightCentimetres),
        "height_in": Fields.inches(row.entry.heightCentimetres),
        "bmi_height_cm": Fields.centimetres(row.bmiHeightCentimetres),
        "bmi_height_in": Fields.inches(row.bmiHeightCentimetres),
        "head_cm": Fields.centimetres(row.entry.headCentimetres),
        "head_in": Fields.inches(row.entry.headCentimetres),
        "arm_cm": Fields.centimetres(row.entry.armCentimetres),
        "arm_in": Fields.inches(row.entry.armCentimetres),
      ].merging(WeighInAssessment.entryValues(row.assessment)) { a, _ in a })
  }

  func table(_ rows: HistoryRows) -> String {
    var out = ""
    streamTable(rows) { line in
      out += line
      return true
    }
    return out
  }

  /// The table written line by line (see `TextTable.stream`).
  func streamTable(_ rows: HistoryRows, write: (String) -> Bool) {
    let show = MeasureFormatter(system: profile.units ?? .metric)
    let hasWaist = rows.contains { $0.entry.waistCentimetres != nil }
    // A height logged that day (`bmi log --height`), the one its BMI was worked out with.
    let hasHeight = rows.contains { $0.entry.heightCentimetres != nil }
    let header =
      ["DATE", "WEIGHT", "TREND", "BMI", "CATEGORY"] + (hasWaist ? ["WAIST"] : [])
      + (hasHeight ? ["HEIGHT"] : []) + ["NOTE"]
    var spans = ReferenceSpans()
    // A weigh-in's height taken from another day (or the profile) is shown in parentheses,
    // so that every BMI in the table can be worked out from its row, as the report does.
    var borrowed = false
    TextTable.stream(
      header: header, count: rows.count,
      cells: { index in
        let row = rows[index]
        spans.add(row.assessment?.reference, on: row.entry.date)
        var cells = [
          row.entry.date.description, row.entry.kilograms.map(show.shortWeight) ?? "-",
          row.trendKilograms.map(show.shortWeight) ?? "-", row.bmi?.description ?? "-",
          row.assessment?.categoryText ?? "-",
        ]
        if hasWaist { cells.append(row.entry.waistCentimetres.map(show.shortLength) ?? "-") }
        if hasHeight {
          if let centimetres = row.entry.heightCentimetres {
            cells.append(show.shortLength(centimetres))
          } else if let centimetres = row.bmiHeightCentimetres {
            cells.append("(\(show.shortLength(centimetres)))")
            borrowed = true
          } else {
            cells.append("-")
          }
        }
        return cells + [row.entry.note ?? ""]
      }, write: write)
    var footer = spans.footer.map { [$0] } ?? []
    if borrowed {
      footer.append(
        "(HEIGHT): not measured that day; the height its BMI was worked out with (bmi help tracking)"
      )
    }
    if !footer.isEmpty { _ = write("\n" + footer.joined(separator: "\n") + "\n") }
  }
}
