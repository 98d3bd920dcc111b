import DataSource

extension AdultCategory {
  /// Green for normal, yellow one class away from it, red further out.
  var color: TerminalStyle.Color {
    switch self {
    case .normal: return .green
    case .mildThinness, .overweight: return .yellow
    case .severeThinness, .moderateThinness, .obese1, .obese2, .obese3: return .red
    }
  }
}
