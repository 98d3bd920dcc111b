import DataSource
import Model

/// Shows weights and heights for people, in the unit system they think in.
public struct MeasureFormatter: Sendable {
  public let system: UnitSystem

  public init(system: UnitSystem) {
    self.system = system
  }

  /// `70.0 kg`, or `154.3 lb (11 st 0.3 lb)`; a baby's weight, under 2 st, with pounds and
  /// ounces, as a baby is weighed: `7.1 lb (7 lb 2 oz)`.
  public func weight(_ kilograms: Double) -> String {
    switch system {
    case .metric:
      return "\(FixedDecimal(kilograms, places: 1)) kg"
    case .imperial:
      // Decided on the pounds shown, as the height on the inches shown: 27.99 lb is 28.0 lb.
      let shown = self.pounds(kilograms)
      guard shown.scaled < 2 * Int(UnitFactors.poundsPerStone) * 10 else {
        return "\(shown) lb (\(stones(kilograms)))"
      }
      return "\(shown) lb (\(poundsAndOunces(kilograms / UnitFactors.kilogramsPerPound)))"
    }
  }

  /// `7 lb 2 oz`, or `8 oz` under a pound: rounded once, to a whole ounce, so it never shows
  /// `7 lb 16 oz`.
  func poundsAndOunces(_ pounds: Double) -> String {
    let ounces = Int((pounds * 16).rounded())
    return ounces < 16 ? "\(ounces) oz" : "\(ounces / 16) lb \(ounces % 16) oz"
  }

  /// A weight alone in the main unit, for tables: `70.0 kg`, `154.3 lb`.
  public func shortWeight(_ kilograms: Double) -> String {
    switch system {
    case .metric: return "\(FixedDecimal(kilograms, places: 1)) kg"
    case .imperial: return "\(pounds(kilograms)) lb"
    }
  }

  /// `175.0 cm`, or `5 ft 9.0 in (175.3 cm)`; a baby's length, under 3 ft, in inches alone,
  /// as growth charts give it: `20.0 in (50.8 cm)`.
  public func height(_ centimetres: Double) -> String {
    let metric = "\(FixedDecimal(centimetres, places: 1)) cm"
    guard system == .imperial else { return metric }
    let totalInches = FixedDecimal(centimetres / UnitFactors.centimetresPerInch, places: 1)
    let tenthsPerFoot = Int(UnitFactors.inchesPerFoot) * 10
    guard totalInches.scaled >= 3 * tenthsPerFoot else { return "\(totalInches) in (\(metric))" }
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
