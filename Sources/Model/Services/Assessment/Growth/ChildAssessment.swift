import DataSource

/// A child's measurement (24 to 240 months) assessed against the CDC 2000 growth charts the way
/// the CDC's own programs do it: the measurement, and every score the CDC reports for it.
public struct ChildAssessment: Sendable, Equatable {
  public let weightKilograms: Double
  public let heightCentimetres: Double
  public let sex: Sex
  /// Every CDC score, unrounded; `scores.ageMonths` is the exact age.
  public let scores: ChildGrowthScores
  public let reference: GrowthReference

  public init(
    weightKilograms: Double, heightCentimetres: Double, sex: Sex, scores: ChildGrowthScores,
    reference: GrowthReference = .cdc2000
  ) {
    self.weightKilograms = weightKilograms
    self.heightCentimetres = heightCentimetres
    self.sex = sex
    self.scores = scores
    self.reference = reference
  }

  /// Exact age in months at the measurement.
  public var ageMonths: Double { scores.ageMonths }
  /// Decided on the unrounded percentile and %P95; `nil` without a BMI.
  public var category: ChildCategory? { scores.bmi.isNaN ? nil : scores.category }
  /// The BMI as printed: rounded as its decimal inputs say (16.9 kg at 104 cm is 15.625
  /// exactly, printed 15.63), as for an adult and in batch rows. `nil` for a child scored
  /// without a weight or a height (`Assessor.scoresWithout`: each is then `nan`, and so is
  /// every score that needs it), as the CDC's cdcanthro scores such a child.
  public var bmi: FixedDecimal? { scores.bmi.isNaN ? nil : FixedDecimal(scores.bmi, places: 2) }

  /// Why some scores are not given: the measure not given, in the batch rows' words.
  public var reason: AssessmentReason? {
    .missing(weightKilograms: weightKilograms, heightCentimetres: heightCentimetres)
  }
}
