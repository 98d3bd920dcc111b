import DataSource

/// Finds the weight and height columns among a header's names and the unit of each.
public struct BatchColumns: Sendable, Equatable {
  /// The names looked for when the user names no column, in order of preference; `lenhei`
  /// is the WHO's anthro name for a length or height.
  public static let weightNames = ["weight_kg", "weight", "weight_lb"]
  public static let heightNames = ["height_cm", "height", "height_m", "height_in", "lenhei"]

  public let weight: MeasureColumn
  public let height: MeasureColumn

  public init(weight: MeasureColumn, height: MeasureColumn) {
    self.weight = weight
    self.height = height
  }

  /// Matches names case-insensitively: the chosen name, else a known name, else any name the
  /// shared `ColumnVocabulary` reads as the measure (`Weight (kg)`, `Gewicht`); units come
  /// from the name (`weight_lb`, `Height (m)`), else from `units`, else kg and cm.
  public init(
    names: [String], weightColumn: String?, heightColumn: String?, units: UnitSystem?
  ) throws(BatchError) {
    let lowered = names.map { $0.lowercased() }
    func find(_ role: BatchError.Role, chosen: String?) throws(BatchError) -> MeasureColumn {
      for candidate in Self.candidates(for: role, chosen: chosen, units: units) {
        guard let index = lowered.firstIndex(of: candidate.name) else { continue }
        return MeasureColumn(index: index, name: names[index], unit: candidate.unit)
      }
      if chosen == nil,
        let index = ColumnVocabulary.column(for: role == .weight ? .weight : .height, in: names)
      {
        let unit =
          ColumnVocabulary.unit(in: names[index], forWeight: role == .weight)
          ?? Self.candidates(for: role, chosen: names[index], units: units)[0].unit
        return MeasureColumn(index: index, name: names[index], unit: unit)
      }
      throw .columnNotFound(role, named: chosen, available: names)
    }
    weight = try find(.weight, chosen: weightColumn)
    height = try find(.height, chosen: heightColumn)
  }

  /// The lower-cased names a measure is looked for under, best first, each with the unit of
  /// its bare numbers: the user's `chosen` name alone, or the known names.
  public static func candidates(for role: BatchError.Role, chosen: String?, units: UnitSystem?)
    -> [(name: String, unit: QuantityUnit)]
  {
    let isWeight = role == .weight
    let fallback: QuantityUnit =
      switch (units ?? .metric, isWeight) {
      case (.metric, true): .kilogram
      case (.metric, false): .centimetre
      case (.imperial, true): .pound
      case (.imperial, false): .inch
      }
    let names = chosen.map { [$0.lowercased()] } ?? (isWeight ? weightNames : heightNames)
    return names.map { ($0, unit(named: $0, forWeight: isWeight) ?? fallback) }
  }

  /// The unit a column's name ends in (`weight_lb`, `height (in)`), if it suits the quantity.
  static func unit(named name: String, forWeight: Bool) -> QuantityUnit? {
    ColumnVocabulary.unit(in: name, forWeight: forWeight)
  }
}
