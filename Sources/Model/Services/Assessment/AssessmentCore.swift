import DataSource

/// The one assessment's answer in plain values (no optionals, no allocation), from
/// `Assessor.core`: an adult to class, a child's CDC scores, a child for the WHO's scores, or
/// why there is no class.
/// `Assessor.assess` wraps it in `CalcAssessment` and batch rows write it as it is.
public struct AssessmentCore: Sendable {
  public enum Kind: Sendable {
    case adult
    case child
    /// A child the WHO's standards (2006) or reference (2007) score: `Assessor.whoScores`
    /// gives the scores, apart, so that the CDC rows' core stays as small as it was.
    case whoChild
    case unassessed
  }

  public var kind: Kind
  /// What decides (adult) or decided (child) the class; for `.unassessed`, `.whoAdult`.
  public var reference: AssessmentReference
  /// Why an `.unassessed` measurement has no class; meaningless otherwise.
  public var reason: AssessmentReason
  /// Exact months at the measurement; `nan` without an age.
  public var ageMonths: Double
  /// A child's scores; `unscored` for the others. Not an optional: for a struct this size
  /// the optional's tag checks and copies cost a batch run of children 10% of its time
  /// (measured with perf).
  public var scores: ChildGrowthScores

  @inline(__always)
  init(
    kind: Kind, reference: AssessmentReference = .whoAdult,
    reason: AssessmentReason = .under2Years, ageMonths: Double?,
    scores: ChildGrowthScores = AssessmentCore.unscored
  ) {
    self.kind = kind
    self.reference = reference
    self.reason = reason
    self.ageMonths = ageMonths ?? .nan
    self.scores = scores
  }

  /// The scores of a measurement that is not a child's, which nothing writes.
  public static let unscored = ChildGrowthScores(
    ageMonths: .nan, bmi: .nan, bmiZ: .nan, bmiPercentile: .nan, originalBMIZ: .nan,
    originalBMIPercentile: .nan, percentOfP95: .nan, percentOfMedian: .nan, bmiP50: .nan,
    bmiP95: .nan, weightZ: .nan, weightPercentile: .nan, heightZ: .nan, heightPercentile: .nan,
    modifiedBMIZ: .nan, modifiedWeightZ: .nan, modifiedHeightZ: .nan,
    implausible: BiologicallyImplausibleFlags(
      modifiedWeightZ: .nan, modifiedHeightZ: .nan, modifiedBMIZ: .nan),
    category: .healthy, isExtended: false)
}
