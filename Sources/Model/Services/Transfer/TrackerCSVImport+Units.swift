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
  /// names no weight unit (empty, `metric`) leaves it bare; `nil` for a row whose unit is
  /// another measure's (`namesOtherMeasure`).
  static func weight(_ text: String, rowUnit written: String) -> String? {
    // A unit pair (`kg/cm`, `lb/in`) says the weight's first.
    let pair = written.split(separator: "/").first.map { String($0).trimmingSpaces } ?? ""
    let rowUnit = QuantityUnit(spelling: pair.lowercased())?.isWeight == true ? pair : written
    if namesOtherMeasure(rowUnit) { return nil }
    guard Double(text) != nil, QuantityUnit(spelling: rowUnit.lowercased())?.isWeight == true
    else { return text }
    return text + " " + rowUnit
  }

  /// Whether a row's unit cell is another measure's: a length (`cm`), a rate (`count/min`,
  /// `kcal/h`; not a unit pair that starts with a weight's, `kg/cm`), a percentage, or a
  /// count (`bpm`, `steps`, `kcal`), as an Apple Health exporter's folder of every type's
  /// files has them beside a weight's `kg`.
  static func namesOtherMeasure(_ unit: String) -> Bool {
    let unit = unit.trimmingSpaces.lowercased()
    if unit.contains("/") { return true }
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
}
