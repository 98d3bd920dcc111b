import DataSource

extension ChildCategory {
  /// Green for healthy, yellow one band away from it, red for obesity.
  var color: TerminalStyle.Color {
    switch self {
    case .healthy: return .green
    case .underweight, .overweight: return .yellow
    case .obesity, .severeObesity: return .red
    }
  }
}
