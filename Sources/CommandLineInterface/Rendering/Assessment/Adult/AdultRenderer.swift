import DataSource
import Model

/// Shows an adult assessment as a short summary for people or as a record for scripts.
struct AdultRenderer {
  let assessment: AdultAssessment
  /// The system the input was written in: imperial input is answered in lb and st too.
  let system: UnitSystem
  var style = TerminalStyle(isEnabled: false)

  /// The adult's fields of the calc record (`FieldCatalog.calc`).
  var values: [String: FieldValue] {
    let a = assessment
    let pound = UnitFactors.kilogramsPerPound
    func kg(_ value: Double) -> FieldValue { .number(FixedDecimal(value, places: 2)) }
    func lb(_ value: Double) -> FieldValue { .number(FixedDecimal(value / pound, places: 2)) }
    return [
      "bmi": .number(a.bmi),
      "category": .string(a.category.rawValue),
      "category_label": .string(a.category.label),
      "bmi_prime": .number(a.bmiPrime),
      "weight_kg": kg(a.weightKilograms),
      "height_cm": .number(FixedDecimal(a.heightCentimetres, places: 2)),
      "healthy_weight_min_kg": kg(a.healthyWeightKilograms.lowerBound),
      "healthy_weight_max_kg": kg(a.healthyWeightKilograms.upperBound),
      "weight_change_kg": kg(a.weightChangeKilograms),
      "weight_lb": lb(a.weightKilograms),
      "height_in": .number(
        FixedDecimal(a.heightCentimetres / UnitFactors.centimetresPerInch, places: 2)),
      "healthy_weight_min_lb": lb(a.healthyWeightKilograms.lowerBound),
      "healthy_weight_max_lb": lb(a.healthyWeightKilograms.upperBound),
      "weight_change_lb": lb(a.weightChangeKilograms),
    ]
  }

  var text: String {
    let a = assessment
    let show = MeasureFormatter(system: system)
    let headline =
      style.bold("BMI \(a.bmi)") + "  " + style.paint(a.category.label, a.category.color)
    var lines = [headline]
    lines.append(
      "Weight \(show.weight(a.weightKilograms)), height \(show.height(a.heightCentimetres)), BMI Prime \(a.bmiPrime)"
    )
    let healthy = a.healthyWeightKilograms
    let low = a.cutPoints.healthyBMI.lowerBound
    let high = a.cutPoints.healthyBMI.upperBound
    switch system {
    case .metric:
      lines.append(
        "Healthy weight for this height: \(FixedDecimal(healthy.lowerBound, places: 1))–\(FixedDecimal(healthy.upperBound, places: 1)) kg (BMI \(low)–\(high))"
      )
    case .imperial:
      lines.append(
        "Healthy weight for this height: \(show.pounds(healthy.lowerBound))–\(show.pounds(healthy.upperBound)) lb, \(show.stones(healthy.lowerBound)) to \(show.stones(healthy.upperBound)) (BMI \(low)–\(high))"
      )
    }
    let change = a.weightChangeKilograms
    if change == 0 {
      // The class goes by the BMI to 2 decimals, the range by its 1-decimal cut points: a
      // BMI of 24.95 is normal, its weight above the range's BMI 24.9 (`bmi help method`).
      if a.weightKilograms > healthy.upperBound || a.weightKilograms < healthy.lowerBound {
        let side = a.weightKilograms > healthy.upperBound ? "above" : "below"
        lines.append(
          "Your BMI counts as \(a.category.label.lowercased()), though the weight is just \(side) this range."
        )
      } else {
        lines.append("You are within the healthy weight range.")
      }
    } else {
      let verb = change > 0 ? "gain" : "lose"
      lines.append("To reach it: \(verb) \(show.shortWeight(abs(change))).")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
