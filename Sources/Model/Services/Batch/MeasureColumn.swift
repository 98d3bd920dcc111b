import DataSource

/// The column a weight or a height is read from, and the unit its bare numbers are in.
public struct MeasureColumn: Sendable, Equatable {
  /// Position among the fields (CSV) or the name to look up (NDJSON), from 0.
  public let index: Int
  /// The name as written in the header.
  public let name: String
  /// What a bare number in the column means.
  public let unit: QuantityUnit

  public init(index: Int, name: String, unit: QuantityUnit) {
    self.index = index
    self.name = name
    self.unit = unit
  }
}
