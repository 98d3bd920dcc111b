import DataSource

/// Finds the typing slips that would explain an implausible weight and height: bare numbers
/// in the other unit system, weight and height swapped, metres or feet typed as a bare number,
/// else a slipped digit in a bare weight. A slip is named only when reading the numbers its
/// way gives a BMI in `likely`.
public struct SlipDetector: Sendable {
  /// The BMIs most people have: a corrected reading must land here to be worth naming.
  public static let likely: ClosedRange<Double> = 15...50

  public init() {}

  /// The slips behind a BMI from `weight` and `height` as typed (`nil`: not typed, taken from
  /// a profile), bare numbers read in `bareUnits`.
  public func slips(
    weight: String?, height: String?, bareUnits: UnitSystem, kilograms: Double,
    centimetres: Double
  ) -> [MeasurementSlip] {
    var slips = unitSlips(
      weight: weight, height: height, bareUnits: bareUnits, kilograms: kilograms,
      centimetres: centimetres)
    // Only when no unit explains it: a bare weight with a slipped digit (`800`, `7.9`).
    if slips.isEmpty, weight.flatMap(Self.bare) != nil {
      for candidate in [kilograms * 10, kilograms / 10]
      where Self.bmi(candidate, centimetres) != nil {
        slips.append(.decimalPoint(kilograms: candidate))
      }
    }
    return slips
  }

  /// Bare numbers in the other unit system, weight and height swapped, a height that is
  /// metres or feet typed as a bare number.
  private func unitSlips(
    weight: String?, height: String?, bareUnits: UnitSystem, kilograms: Double,
    centimetres: Double
  ) -> [MeasurementSlip] {
    let weightNumber = weight.flatMap(Self.bare)
    let heightNumber = height.flatMap(Self.bare)
    guard weightNumber != nil || heightNumber != nil else { return [] }
    var slips: [MeasurementSlip] = []
    let other: UnitSystem = bareUnits == .metric ? .imperial : .metric
    let reread = Self.bmi(
      weightNumber.map { Self.kilograms($0, in: other) } ?? kilograms,
      heightNumber.map { Self.centimetres($0, in: other) } ?? centimetres)
    if let reread {
      slips.append(other == .imperial ? .imperialNumbers(bmi: reread) : .metricNumbers(bmi: reread))
    }
    if let weight, let height, let weightNumber, let heightNumber,
      let swapped = Self.bmi(
        Self.kilograms(heightNumber, in: bareUnits), Self.centimetres(weightNumber, in: bareUnits))
    {
      slips.append(.swapped(weight: height, height: weight, bmi: swapped))
    }
    if let height { slips += heightSlips(height, bareUnits: bareUnits) }
    return slips
  }

  /// The slips behind a height typed as a bare number that is no height: metres (`1.75`) or
  /// feet and inches as a decimal (`5.9`, `5.11`).
  public func heightSlips(_ text: String, bareUnits: UnitSystem) -> [MeasurementSlip] {
    guard let number = Self.bare(text) else { return [] }
    let trimmed = text.trimmingCharacters(in: " ")
    if bareUnits == .metric, (0.5..<2.75).contains(number) {
      return [.metresAsCentimetres(metres: trimmed)]
    }
    if (3..<9).contains(number), let dot = trimmed.firstIndex(of: "."),
      let inches = Int(trimmed[trimmed.index(after: dot)...]), inches < 12,
      !trimmed[trimmed.index(after: dot)...].isEmpty
    {
      return [.feetAsDecimal(feet: Int(number), inches: inches)]
    }
    return []
  }

  /// The number of a bare number (`180`, ` 71.5 `); `nil` when the text names a unit.
  static func bare(_ text: String) -> Double? {
    let trimmed = text.trimmingCharacters(in: " ")
    guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isNumber || $0 == "." }) else { return nil }
    return Double(trimmed)
  }

  static func kilograms(_ number: Double, in system: UnitSystem) -> Double {
    system == .metric ? number : number * UnitFactors.kilogramsPerPound
  }

  static func centimetres(_ number: Double, in system: UnitSystem) -> Double {
    system == .metric ? number : number * UnitFactors.centimetresPerInch
  }

  /// The BMI, to 2 decimals, when the values are ones the parser accepts and it is likely.
  static func bmi(_ kilograms: Double, _ centimetres: Double) -> FixedDecimal? {
    guard QuantityParser.weightRange.contains(kilograms),
      QuantityParser.heightRange.contains(centimetres)
    else { return nil }
    let value = BMICalculator().bmi(weightKilograms: kilograms, heightCentimetres: centimetres)
    return likely.contains(value) ? FixedDecimal(value, places: 2) : nil
  }
}

extension String {
  fileprivate func trimmingCharacters(in character: Character) -> String {
    var text = Substring(self)
    while text.first == character { text = text.dropFirst() }
    while text.last == character { text = text.dropLast() }
    return String(text)
  }
}
