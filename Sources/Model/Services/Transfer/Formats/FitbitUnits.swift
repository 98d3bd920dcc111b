import DataSource

/// The unit of a Fitbit file's bare weights, from the file itself, never guessed: every
/// weigh-in carries the BMI Fitbit computed, so a weight in kg and one in lb give BMIs 2.2
/// times apart. First the profile's height: the unit whose BMI at that height is within 10%
/// of every row's own. Else the weight/BMI pair alone: the unit whose implied height is a
/// person's (100–250 cm) for every row. When neither picks exactly one unit, `nil`: the file
/// is refused unless `--units` says.
enum FitbitUnits {
  /// A row's weight as written and the BMI Fitbit wrote beside it.
  typealias Row = (weight: Double, bmi: Double)

  static let people = 100.0...250.0

  static func decide(_ rows: [Row], heightCentimetres: Double?) -> UnitSystem? {
    let rows = rows.filter { $0.bmi > 0 && $0.weight > 0 }
    guard !rows.isEmpty else { return nil }
    if let height = heightCentimetres, height > 0,
      let unit = only(
        rows,
        where: { kilograms, bmi in
          let computed = kilograms / (height / 100 * height / 100)
          return abs(computed / bmi - 1) < 0.1
        })
    {
      return unit
    }
    return only(rows) { kilograms, bmi in people.contains((kilograms / bmi).squareRoot() * 100) }
  }

  /// The one unit for which `fits` holds for every row, if exactly one.
  private static func only(_ rows: [Row], where fits: (Double, Double) -> Bool) -> UnitSystem? {
    let units = [UnitSystem.metric, .imperial].filter { unit in
      let factor = unit == .metric ? 1 : UnitFactors.kilogramsPerPound
      return rows.allSatisfy { fits($0.weight * factor, $0.bmi) }
    }
    return units.count == 1 ? units[0] : nil
  }
}
