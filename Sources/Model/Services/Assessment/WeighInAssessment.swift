import DataSource

/// One weigh-in of a profile assessed at the person's age on its date: exactly one of `adult`,
/// `child` (CDC) and `who` (WHO), or none with the `problem` that kept a child from being
/// scored (no sex recorded). Tracking commands report this per row.
public struct WeighInAssessment: Sendable, Equatable {
  /// The BMI as printed: an adult's as `calc` prints it, a child's as the CDC prints it;
  /// `nil` when there is no height to compute it with (`heightTooOld`).
  public let bmi: FixedDecimal?
  /// Exact months at the weigh-in; `nil` without a birth date.
  public let ageMonths: Double?
  public let adult: AdultAssessment?
  public let child: ChildAssessment?
  public let problem: AssessmentError?
  /// A child scored by the WHO's standards or reference.
  public let who: WHOChildAssessment?

  public init(
    bmi: FixedDecimal?, ageMonths: Double?, adult: AdultAssessment?, child: ChildAssessment?,
    problem: AssessmentError?, who: WHOChildAssessment? = nil
  ) {
    self.who = who
    self.bmi = bmi
    self.ageMonths = ageMonths
    self.adult = adult
    self.child = child
    self.problem = problem
  }

  /// Why no class, in the one reason vocabulary; `nil` when classed. An entry without a
  /// weight that the WHO scores by its other measures says which are missing.
  public var reason: AssessmentReason? { problem.map(AssessmentReason.init) ?? who?.reason }

  /// What decided the class; `nil` when nothing did.
  public var reference: AssessmentReference? {
    if let who { return who.reference }
    if child != nil { return .cdc2000 }
    return adult?.cutPoints.reference
  }

  /// Which cut points classified the BMI; `nil` when nothing did.
  public var thresholds: AssessmentThresholds? {
    if child != nil { return .cdc2000 }
    return adult?.cutPoints.thresholds
  }
}
