import DataSource

/// Everything `bmi calc` reports about an adult's weight for their height.
public struct AdultAssessment: Sendable, Equatable {
  public let weightKilograms: Double
  public let heightCentimetres: Double
  /// The reported BMI: kg/m² rounded half away from zero to 2 decimals.
  public let bmi: FixedDecimal
  /// Decided on the reported `bmi`, so the two never contradict each other.
  public let category: AdultCategory
  /// BMI / the upper limit of normal (25, or 23 with the Asian cut points), to 2 decimals.
  public let bmiPrime: FixedDecimal
  /// 18.5·h² to 24.9·h² kilograms (22.9·h² with the Asian cut points).
  public let healthyWeightKilograms: ClosedRange<Double>
  /// Kilograms to gain (positive) or lose (negative) to reach the healthy range; 0 inside it.
  public let weightChangeKilograms: Double
  /// The cut points that decided `category`, the healthy range and BMI Prime.
  public let cutPoints: AdultCutPoints

  public init(
    weightKilograms: Double, heightCentimetres: Double, bmi: FixedDecimal,
    category: AdultCategory, bmiPrime: FixedDecimal, healthyWeightKilograms: ClosedRange<Double>,
    weightChangeKilograms: Double, cutPoints: AdultCutPoints = .who
  ) {
    self.weightKilograms = weightKilograms
    self.heightCentimetres = heightCentimetres
    self.bmi = bmi
    self.category = category
    self.bmiPrime = bmiPrime
    self.healthyWeightKilograms = healthyWeightKilograms
    self.weightChangeKilograms = weightChangeKilograms
    self.cutPoints = cutPoints
  }
}
