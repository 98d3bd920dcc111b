/// The IOTF's adult-equivalent classes (Cole & Lobstein 2012): a child's BMI is placed among
/// the curves through the adult cut-offs 16, 17, 18.5, 25, 30 and 35 kg/m² at 18 years. The
/// raw values are the words every output writes (the `iotf_class` field).
public enum IOTFClass: String, Sendable, CaseIterable {
  case thinnessGrade3 = "thinness-grade-3"
  case thinnessGrade2 = "thinness-grade-2"
  case thinnessGrade1 = "thinness-grade-1"
  case normal
  case overweight
  case obesity
  case morbidObesity = "morbid-obesity"

  /// The adult BMI whose curve bounds the class: below it for thinness, at or above it for
  /// the others; `nil` for `normal`.
  public var adultCutOff: Double? {
    switch self {
    case .thinnessGrade3: return 16
    case .thinnessGrade2: return 17
    case .thinnessGrade1: return 18.5
    case .normal: return nil
    case .overweight: return 25
    case .obesity: return 30
    case .morbidObesity: return 35
    }
  }

  /// For help: what it means, as an adult BMI at 18 years.
  public var meaning: String {
    switch self {
    case .thinnessGrade3: return "below the curve through 16 at 18 years"
    case .thinnessGrade2: return "from the curve through 16 to below that through 17"
    case .thinnessGrade1: return "from the curve through 17 to below that through 18.5"
    case .normal: return "from the curve through 18.5 to below that through 25"
    case .overweight: return "from the curve through 25 to below that through 30"
    case .obesity: return "from the curve through 30 to below that through 35"
    case .morbidObesity: return "on or above the curve through 35 at 18 years"
    }
  }
}
