import DataSource
import Model

/// Shows weights and heights for people, in the unit system they think in.
public struct MeasureFormatter: Sendable {
  public let system: UnitSystem

  public init(system: UnitSystem) {
    self.system = system
  }

  /// `70.0 kg`, or `154.3 lb (11 st 0.3 lb)`.
  public func weight(_ kilograms: Double) -> String {
    switch system {
    case .metric:
      return "\(FixedDecimal(kilograms, places: 1)) kg"
    case .imperial:
      return "\(pounds(kilograms)) lb (\(stones(kilograms)))"
    }
  }

  /// A weight alone in the main unit, for tables: `70.0 kg`, `154.3 lb`.
  public func shortWeight(_ kilograms: Double) -> String {
    switch system {
    case .metric: return "\(FixedDecimal(kilograms, places: 1)) kg"
    case .imperial: return "\(pounds(kilograms)) lb"
    }
  }

  /// `175.0 cm`, or `5 ft 9.0 in (175.3 cm)`.
  public func height(_ centimetres: Double) -> String {
    let metric = "\(FixedDecimal(centimetres, places: 1)) cm"
    guard system == .imperial else { return metric }
    let totalInches = FixedDecimal(centimetres / UnitFactors.centimetresPerInch, places: 1)
    let tenthsPerFoot = Int(UnitFactors.inchesPerFoot) * 10
    let feet = totalInches.scaled / tenthsPerFoot
    let inches = FixedDecimal(scaled: totalInches.scaled % tenthsPerFoot, places: 1)
    return "\(feet) ft \(inches) in (\(metric))"
  }

  public func pounds(_ kilograms: Double) -> FixedDecimal {
    FixedDecimal(kilograms / UnitFactors.kilogramsPerPound, places: 1)
  }

  /// `11 st 0.3 lb`: rounded once, to a tenth of a pound, so it never shows `10 st 14.0 lb`.
  public func stones(_ kilograms: Double) -> String {
    let tenths = pounds(kilograms).scaled
    let tenthsPerStone = Int(UnitFactors.poundsPerStone) * 10
    let rest = FixedDecimal(scaled: tenths % tenthsPerStone, places: 1)
    return "\(tenths / tenthsPerStone) st \(rest) lb"
  }
}
