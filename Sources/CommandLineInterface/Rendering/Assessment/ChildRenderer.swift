import DataSource
import Model

/// Shows a child's BMI-for-age for people, and the fields of the calc record that an adult's
/// classes fill, under the same names so every calc record has one shape.
struct ChildRenderer {
  let assessment: ChildAssessment
  let system: UnitSystem
  var style = TerminalStyle(isEnabled: false)

  /// The child's fields of the calc record (`FieldCatalog.calc`). The adult-only ones (BMI
  /// Prime, healthy range, change) stay null: those targets are not for children.
  var values: [String: FieldValue] {
    let a = assessment
    let pound = UnitFactors.kilogramsPerPound
    return [
      "bmi": .number(a.bmi),
      "category": .string(a.category.rawValue),
      "category_label": .string(a.category.label),
      "weight_kg": .number(FixedDecimal(a.weightKilograms, places: 2)),
      "height_cm": .number(FixedDecimal(a.heightCentimetres, places: 2)),
      "weight_lb": .number(FixedDecimal(a.weightKilograms / pound, places: 2)),
      "height_in": .number(
        FixedDecimal(a.heightCentimetres / UnitFactors.centimetresPerInch, places: 2)),
    ]
  }

  var lines: [String] {
    let a = assessment
    let s = a.scores
    let show = MeasureFormatter(system: system)
    let person = a.sex == .female ? "girl" : "boy"
    let t = ChildScoreFields.text
    var lines = [
      style.bold("BMI \(a.bmi)") + "  " + style.paint(a.category.label, a.category.color)
        + " (BMI-for-age)",
      "\(ordinal(a)) (\(t(s.bmiPercentile))), z-score \(t(s.bmiZ)), for a \(person) of "
        + AgeText.words(months: a.ageMonths),
      "BMI is \(t(s.percentOfP95))% of the 95th percentile (\(t(s.bmiP95))), "
        + Self.fromMedian(s.percentOfMedian) + " the median (\(t(s.bmiP50)))",
      "Weight \(show.weight(a.weightKilograms)), height \(show.height(a.heightCentimetres))",
      "Weight-for-age z \(t(s.weightZ)) (percentile \(t(s.weightPercentile))), "
        + "height-for-age z \(t(s.heightZ)) (percentile \(t(s.heightPercentile)))",
    ]
    if s.isExtended {
      lines.append(
        "Extended BMI-for-age (CDC 2022): LMS percentile \(t(s.originalBMIPercentile)), "
          + "z-score \(t(s.originalBMIZ))")
    }
    for (name, flag, z) in [
      ("Weight-for-age", s.implausible.weight, s.modifiedWeightZ),
      ("Height-for-age", s.implausible.height, s.modifiedHeightZ),
      ("BMI-for-age", s.implausible.bmi, s.modifiedBMIZ),
    ] where flag != .none {
      lines.append(
        "Check the measurements: \(name) is implausibly \(flag == .high ? "high" : "low") "
          + "(modified z \(t(z)), CDC cut-off \(Self.cutOff(name, flag)))")
    }
    lines.append(
      "Reference: CDC 2000 growth charts for \(person)s at \(AgeText.months(a.ageMonths)) months, "
        + "interpolated as the CDC's programs do")
    return lines
  }

  /// `4.01% above` or `3.20% below`: the CDC's `perc_median`, signed in words.
  private static func fromMedian(_ value: Double) -> String {
    value < 0
      ? "\(ChildScoreFields.text(-value))% below" : "\(ChildScoreFields.text(value))% above"
  }

  /// The CDC's modified-z cut-off that `flag` crossed.
  private static func cutOff(_ name: String, _ flag: BiologicallyImplausibleFlags.Flag) -> String {
    if flag == .low { return name == "BMI-for-age" ? "-4" : "-5" }
    return name == "Height-for-age" ? "4" : "8"
  }

  /// `74th percentile`: the percentile rounded to a whole number, but kept inside its
  /// category's band so that 84.6 reads `84th` beside `Healthy weight`, never `85th`; below 0.5
  /// and from 99.5 it says so rather than print a 0th or 100th.
  private func ordinal(_ a: ChildAssessment) -> String {
    let whole = Int(a.scores.bmiPercentile.rounded(.toNearestOrAwayFromZero))
    if whole < 1 { return "Below the 1st percentile" }
    if whole > 99 { return "Above the 99th percentile" }
    let band: ClosedRange<Int>
    switch a.category {
    case .underweight: band = 1...4
    case .healthy: band = 5...84
    case .overweight: band = 85...94
    case .obesity, .severeObesity: band = 95...99
    }
    let n = min(max(whole, band.lowerBound), band.upperBound)
    let suffix: String
    switch (n % 10, n % 100) {
    case (_, 11...13): suffix = "th"
    case (1, _): suffix = "st"
    case (2, _): suffix = "nd"
    case (3, _): suffix = "rd"
    default: suffix = "th"
    }
    return "\(n)\(suffix) percentile"
  }
}
