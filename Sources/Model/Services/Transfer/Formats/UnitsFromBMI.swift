import DataSource

/// The unit of a file's bare weights, from the file itself, never guessed: a tracker that
/// writes the BMI it computed beside each weight (Fitbit's JSON and website CSV, scales' CSVs
/// with a `BMI` column) gives the unit away, since a weight in kg, lb or st gives BMIs 2.2 or
/// 14 times apart. First the profile's height: the unit whose BMI at that height is within
/// 10% of every row's own. Else the weight/BMI pair alone: the unit whose implied height is a
/// person's (100–250 cm) for every row. When neither picks exactly one unit, `nil`: the file
/// is refused unless `--units` says. The rows are taken one at a time (`add`), so a large
/// file is looked over without keeping them.
struct UnitsFromBMI {
  static let people = 100.0...250.0
  /// The units a bare weight may be in: openScale writes stones bare for a user who weighs in
  /// stones, with the BMI beside them.
  static let candidates: [QuantityUnit] = [.kilogram, .pound, .stone]

  /// The profile's height (cm), if known.
  let heightCentimetres: Double?
  /// The rows that gave evidence: a weight and a BMI, both above zero.
  private(set) var rows = 0
  /// Whether each of `candidates` fits every row so far, by the profile's height and by the
  /// pair alone.
  private var byHeight = [true, true, true]
  private var byPair = [true, true, true]

  init(heightCentimetres: Double?) {
    self.heightCentimetres = heightCentimetres.flatMap { $0 > 0 ? $0 : nil }
  }

  /// A row's weight as written and the BMI written beside it; a row without both (a zero
  /// BMI: a scale that did not know the height) tells nothing.
  mutating func add(weight: Double, bmi: Double) {
    guard weight > 0, bmi > 0, weight.isFinite, bmi.isFinite else { return }
    rows += 1
    for (index, unit) in Self.candidates.enumerated() {
      let kilograms = unit.canonical(weight)
      if let height = heightCentimetres {
        let square = height / 100 * height / 100
        byHeight[index] = byHeight[index] && abs(kilograms / square / bmi - 1) < 0.1
      }
      byPair[index] = byPair[index] && Self.people.contains((kilograms / bmi).squareRoot() * 100)
    }
  }

  /// The one unit the rows give away, or `nil` (no row, or not exactly one unit).
  var unit: QuantityUnit? {
    guard rows > 0 else { return nil }
    if heightCentimetres != nil, let unit = Self.only(byHeight) { return unit }
    return Self.only(byPair)
  }

  /// `unit` as a unit system: kilograms metric, pounds imperial; stones, which a unit system
  /// cannot say, `nil`.
  var units: UnitSystem? {
    switch unit {
    case .kilogram?: .metric
    case .pound?: .imperial
    default: nil
    }
  }

  private static func only(_ fits: [Bool]) -> QuantityUnit? {
    guard fits.count(where: { $0 }) == 1, let index = fits.firstIndex(of: true) else {
      return nil
    }
    return candidates[index]
  }

  /// The unit system of a whole file's rows at once (Fitbit's, in kg or lb).
  static func decide(_ rows: [(weight: Double, bmi: Double)], heightCentimetres: Double?)
    -> UnitSystem?
  {
    var evidence = UnitsFromBMI(heightCentimetres: heightCentimetres)
    for row in rows { evidence.add(weight: row.weight, bmi: row.bmi) }
    return evidence.units
  }
}
