import DataSource

/// The unit of a file's bare weights, from the file itself, never guessed: a tracker that
/// writes the BMI it computed beside each weight (Fitbit's JSON and website CSV, scales' CSVs
/// with a `BMI` column) gives the unit away, since a weight in kg and one in lb give BMIs
/// 2.2 times apart. First the profile's height: the unit whose BMI at that height is within
/// 10% of every row's own. Else the weight/BMI pair alone: the unit whose implied height is a
/// person's (100–250 cm) for every row. When neither picks exactly one unit, `nil`: the file
/// is refused unless `--units` says. The rows are taken one at a time (`add`), so a large
/// file is looked over without keeping them.
struct UnitsFromBMI {
  static let people = 100.0...250.0

  /// The profile's height (cm), if known.
  let heightCentimetres: Double?
  /// The rows that gave evidence: a weight and a BMI, both above zero.
  private(set) var rows = 0
  /// Whether each unit (kg, lb) fits every row so far, by the profile's height and by the
  /// pair alone.
  private var byHeight = (metric: true, imperial: true)
  private var byPair = (metric: true, imperial: true)

  init(heightCentimetres: Double?) {
    self.heightCentimetres = heightCentimetres.flatMap { $0 > 0 ? $0 : nil }
  }

  /// A row's weight as written and the BMI written beside it; a row without both (a zero
  /// BMI: a scale that did not know the height) tells nothing.
  mutating func add(weight: Double, bmi: Double) {
    guard weight > 0, bmi > 0, weight.isFinite, bmi.isFinite else { return }
    rows += 1
    let pound = UnitFactors.kilogramsPerPound
    if let height = heightCentimetres {
      let square = height / 100 * height / 100
      let fits = { (kilograms: Double) in abs(kilograms / square / bmi - 1) < 0.1 }
      byHeight = (byHeight.metric && fits(weight), byHeight.imperial && fits(weight * pound))
    }
    let isPerson = { (kilograms: Double) in
      Self.people.contains((kilograms / bmi).squareRoot() * 100)
    }
    byPair = (byPair.metric && isPerson(weight), byPair.imperial && isPerson(weight * pound))
  }

  /// The one unit the rows give away, or `nil` (no row, or not exactly one unit).
  var units: UnitSystem? {
    guard rows > 0 else { return nil }
    if heightCentimetres != nil, let unit = Self.only(byHeight) { return unit }
    return Self.only(byPair)
  }

  private static func only(_ fits: (metric: Bool, imperial: Bool)) -> UnitSystem? {
    switch fits {
    case (true, false): .metric
    case (false, true): .imperial
    default: nil
    }
  }

  /// The unit of a whole file's rows at once.
  static func decide(_ rows: [(weight: Double, bmi: Double)], heightCentimetres: Double?)
    -> UnitSystem?
  {
    var evidence = UnitsFromBMI(heightCentimetres: heightCentimetres)
    for row in rows { evidence.add(weight: row.weight, bmi: row.bmi) }
    return evidence.units
  }
}
