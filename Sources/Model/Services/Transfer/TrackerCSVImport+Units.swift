import DataSource

/// The units of a tracker's file: a row's own unit column (and the rows whose unit is another
/// measure's), the unit a header names, and a waist-to-height ratio beside a bare waist.
extension TrackerCSVImport {
  /// The waist column: `--waist-column`'s (which must be there), else one named like a waist.
  static func waistColumn(named name: String?, in table: ImportTable) throws(ImportFailure)
    -> Int?
  {
    guard let name else { return ColumnVocabulary.column(for: .waist, in: table.named) }
    return try column(.waist, named: name, in: table)
  }

  /// The names of a column of each row's unit, as their words.
  static let unitColumnNames: Set<[String]> = [
    ["unit"], ["units"], ["weight", "unit"], ["weight", "units"],
  ]

  /// The names of a waist-to-height ratio column (openScale 3's `WHTR`), as their words.
  static let waistRatioNames: Set<[String]> = [
    ["whtr"], ["wthr"], ["waist", "to", "height", "ratio"], ["waist", "height", "ratio"],
  ]

  /// A waist column whose name gives no unit and a ratio column beside it, whose values say
  /// the waists' unit (`UnitsFromWaistRatio`).
  static func waistRatio(in table: ImportTable, waist: Int?) -> (waist: Int, ratio: Int)? {
    guard let waist, ColumnVocabulary.unit(in: table.named[waist], forWeight: false) == nil,
      let ratio = table.named.firstIndex(where: {
        waistRatioNames.contains(ColumnVocabulary.words(of: $0))
      })
    else { return nil }
    return (waist, ratio)
  }

  /// The column of each row's unit, if the file has one.
  static func unitColumn(in table: ImportTable) -> Int? {
    table.named.firstIndex { unitColumnNames.contains(ColumnVocabulary.words(of: $0)) }
  }

  /// A bare weight with its row's unit (`165.5` and `lb`: `165.5 lb`); a unit cell that
  /// names no weight unit (empty, `n/a`, `metric`) leaves it bare; `nil` for a row whose unit
  /// is another measure's (`namesOtherMeasure`) under a weight column `column` that names no
  /// weight.
  static func weight(_ text: String, rowUnit written: String, column: String = "")
    -> String?
  {
    // A BMI's `kg/m²` says kilograms; a unit system's pair (`kg/cm`, `lb/in`) leaves the
    // weight bare, as before, since its length unit is the waist's and not said for it.
    let parts = written.split(separator: "/").map { String($0).trimmingSpaces.lowercased() }
    let isLength = parts.count > 1 && QuantityUnit(spelling: parts[1])?.isWeight == false
    let rowUnit = Self.startsWithWeightUnit(written) && !isLength ? parts[0] : written
    // Only under a column of values (`value`, `--weight-column value`): beside a column named
    // as a weight (`Weight (kg)`), a `cm` is another column's, a waist's or a height's.
    if namesOtherMeasure(rowUnit), !ColumnVocabulary.names(column, .weight) { return nil }
    guard Double(text) != nil, QuantityUnit(spelling: rowUnit.lowercased())?.isWeight == true
    else { return text }
    return text + " " + rowUnit
  }

  /// Whether a row's unit cell is another measure's: a length (`cm`), a rate (`count/min`,
  /// `kcal/h`; not a pair that starts with a weight's, `kg/cm`, `kg/m²`), a percentage, or a
  /// count (`bpm`, `steps`, `kcal`), as an Apple Health exporter's folder of every type's
  /// files has them beside a weight's `kg`.
  static func namesOtherMeasure(_ unit: String) -> Bool {
    let unit = unit.trimmingSpaces.lowercased()
    if isBlank(unit) { return false }
    if unit.contains("/") { return !startsWithWeightUnit(unit) }
    if let known = QuantityUnit(spelling: unit) { return !known.isWeight }
    return ["%", "bpm", "count", "kcal", "cal", "steps", "ms", "mmhg", "degc", "°c"].contains(unit)
  }

  /// The unit a header names: `Weight (kg)`, `weight_lbs`, `Body weight [lb]`.
  static func units(in name: String) -> UnitSystem? {
    switch ColumnVocabulary.unit(in: name, forWeight: true) {
    case .kilogram, .gram: .metric
    case .pound, .stone, .ounce: .imperial
    default: nil
    }
  }

  /// Whether a unit pair's first unit is a weight's (`kg/cm`, `lb/in`, `kg/m²`).
  static func startsWithWeightUnit(_ unit: String) -> Bool {
    let first =
      unit.split(separator: "/").first.map { String($0).trimmingSpaces.lowercased() } ?? ""
    return unit.contains("/") && QuantityUnit(spelling: first)?.isWeight == true
  }
}
