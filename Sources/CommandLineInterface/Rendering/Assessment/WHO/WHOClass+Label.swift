import Model

extension WHOClass {
  /// The WHO's name of the class, for people.
  var label: String {
    switch self {
    case .severeWasting: return "Severe wasting"
    case .wasting: return "Wasting"
    case .normal: return "Normal"
    case .riskOfOverweight: return "Possible risk of overweight"
    case .overweight: return "Overweight"
    case .obesity: return "Obesity"
    case .severeThinness: return "Severe thinness"
    case .thinness: return "Thinness"
    case .severeStunting: return "Severe stunting"
    case .stunting: return "Stunting"
    case .severeUnderweight: return "Severe underweight"
    case .underweight: return "Underweight"
    }
  }

  /// Green for normal, yellow one step from it, red for the severe classes and obesity.
  var color: TerminalStyle.Color {
    switch self {
    case .normal: return .green
    case .wasting, .riskOfOverweight, .overweight, .thinness, .stunting, .underweight:
      return .yellow
    case .severeWasting, .obesity, .severeThinness, .severeStunting, .severeUnderweight:
      return .red
    }
  }
}
