import Model

extension WHOIndicator {
  /// The indicator's name for people.
  var label: String {
    switch self {
    case .weightForLength: return "weight-for-length"
    case .weightForHeight: return "weight-for-height"
    case .bmiForAge: return "BMI-for-age"
    case .lengthHeightForAge: return "length/height-for-age"
    case .weightForAge: return "weight-for-age"
    case .headCircumferenceForAge: return "head circumference-for-age"
    case .armCircumferenceForAge: return "arm circumference-for-age"
    }
  }
}
