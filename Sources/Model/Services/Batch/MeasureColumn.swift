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

  /// A bare number in this column, in kg or cm: the same products `QuantityParser` forms for
  /// `70kg`, `154lb`, `1.75m` or `69in`, so both paths give identical doubles.
  @inline(__always)
  public func canonical(_ number: Double) -> Double {
    let pound = UnitFactors.kilogramsPerPound
    let inch = UnitFactors.centimetresPerInch
    switch unit {
    case .kilogram, .centimetre: return number
    case .pound: return number * pound
    case .stone: return number * (UnitFactors.poundsPerStone * pound)
    case .metre: return number * 100
    case .millimetre: return number / 10
    case .inch: return number * inch
    case .foot: return number * (UnitFactors.inchesPerFoot * inch)
    }
  }
}
