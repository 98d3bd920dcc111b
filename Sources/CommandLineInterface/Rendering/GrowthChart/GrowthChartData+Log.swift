import DataSource
import Model

extension GrowthChartData {
  /// The CDC's BMI-for-age chart of a child's `rows`, the one choice `bmi chart` and
  /// `bmi report` both make: each weigh-in the CDC scored, at its age, and in `notDrawn` the
  /// days of those it could not, for want of a height measured near them; `nil` when the CDC
  /// scored none.
  init?(title: String, rows: HistoryRows) {
    guard let sex = rows.last(where: { $0.assessment?.child != nil })?.assessment?.child?.sex
    else { return nil }
    let points = rows.compactMap { row in
      row.assessment?.child.map { Point(ageMonths: $0.ageMonths, bmi: $0.scores.bmi) }
    }
    self.init(title: title, sex: sex, points: points)
    notDrawn = rows.filter { $0.assessment?.reason == .heightTooOld }.map(\.entry.date)
    underCurves = rows.filter { row in
      row.entry.kilograms != nil && row.assessment?.child == nil
        && row.assessment?.reason != .heightTooOld
        && (row.assessment?.ageMonths).map { $0 < CDCGrowthScorer.childMonths.lowerBound } == true
    }.map(\.entry.date)
  }

  /// The weigh-ins under 2 years the chart leaves out, named (at most three), or `nil`: what
  /// `bmi chart` says on stderr and the report's caption.
  var underCurvesSummary: String? {
    guard let first = underCurves.first else { return nil }
    let count = underCurves.count
    let named = underCurves.prefix(3).map(\.description).joined(separator: ", ")
    let more = count > 3 ? " and \(count - 3) more" : ""
    return
      "\(count) weigh-in\(count == 1 ? "" : "s") under 2 years not drawn: \(count == 1 ? "\(first)" : named + more), before the CDC's curves start"
  }
}
