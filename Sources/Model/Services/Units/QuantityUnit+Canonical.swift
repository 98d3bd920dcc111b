import DataSource

extension QuantityUnit {
  /// A bare number in this unit, in kg or cm: the same products `QuantityParser` forms for
  /// `70kg`, `154lb`, `1.75m` or `69in`, so the batch mode and `bmi calc` get equal doubles.
  @inline(__always)
  public func canonical(_ number: Double) -> Double {
    let pound = UnitFactors.kilogramsPerPound
    let inch = UnitFactors.centimetresPerInch
    switch self {
    case .kilogram, .centimetre: return number
    case .pound: return number * pound
    case .stone: return number * (UnitFactors.poundsPerStone * pound)
    case .gram: return number / 1000
    case .ounce: return number * pound / QuantityParser.ouncesPerPound
    case .metre: return number * 100
    case .millimetre: return number / 10
    case .inch: return number * inch
    case .foot: return number * (UnitFactors.inchesPerFoot * inch)
    }
  }

  /// Whether a bare number in this unit is what `--units imperial` would mean.
  var isImperial: Bool { [.pound, .stone, .ounce, .inch, .foot].contains(self) }
}
