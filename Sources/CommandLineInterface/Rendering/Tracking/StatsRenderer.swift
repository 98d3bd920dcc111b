import DataSource
import Model

/// Shows `bmi stats`: a table per period in the profile's units, or one record per period.
struct StatsRenderer {
  let profile: Profile

  static func record(_ period: PeriodStats) -> Record {
    Record(
      .stats,
      [
        "period": .string(period.label),
        "start": .string(period.start.description),
        "end": .string(period.end.description),
        "count": .integer(period.count),
        "mean_kg": Fields.kilograms(period.meanKilograms),
        "min_kg": Fields.kilograms(period.minimumKilograms),
        "max_kg": Fields.kilograms(period.maximumKilograms),
        "change_kg": Fields.kilograms(period.changeKilograms),
        "mean_lb": Fields.pounds(period.meanKilograms),
        "min_lb": Fields.pounds(period.minimumKilograms),
        "max_lb": Fields.pounds(period.maximumKilograms),
        "change_lb": Fields.pounds(period.changeKilograms),
        "bmi": period.bmi.map(FieldValue.number) ?? .null,
      ])
  }

  func table(_ periods: [PeriodStats]) -> String {
    let show = MeasureFormatter(system: profile.units ?? .metric)
    let rows = periods.map { period in
      [
        period.label, String(period.count), show.shortWeight(period.meanKilograms),
        show.shortWeight(period.minimumKilograms), show.shortWeight(period.maximumKilograms),
        show.signedWeight(period.changeKilograms, places: 1), period.bmi?.description ?? "-",
      ]
    }
    return TextTable(
      header: ["PERIOD", "COUNT", "MEAN", "MIN", "MAX", "CHANGE", "BMI AT MEAN"], rows: rows
    ).rendered
  }
}
