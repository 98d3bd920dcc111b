import DataSource

/// What a batch row's assessment found, in plain values so that writing it costs no
/// allocation: the BMI, then the adult class, the child's scores, or why there is no class.
struct BatchRowOutcome {
  enum Kind {
    case adult
    case child
    case unassessed
  }

  var hundredths: Int
  var kind: Kind
  /// What decided the class (adult and child rows).
  var reference = BatchReference.whoAdult
  /// An adult's class, by ordinal in `AdultCategory.allCases`.
  var adultOrdinal = 0
  /// Why an unassessed row has no class.
  var reason = BatchReason.under2Years
  /// A child's scores; only `.child` rows have them. Not an optional: for a struct this size
  /// the optional's tag checks and copies cost a batch run of children 10% of its time
  /// (measured with perf), so other rows hold `unscored`, which nothing writes.
  var scores = BatchRowOutcome.unscored

  static let unscored = ChildGrowthScores(
    ageMonths: .nan, bmi: .nan, bmiZ: .nan, bmiPercentile: .nan, originalBMIZ: .nan,
    originalBMIPercentile: .nan, percentOfP95: .nan, percentOfMedian: .nan, bmiP50: .nan,
    bmiP95: .nan, weightZ: .nan, weightPercentile: .nan, heightZ: .nan, heightPercentile: .nan,
    modifiedBMIZ: .nan, modifiedWeightZ: .nan, modifiedHeightZ: .nan,
    implausible: BiologicallyImplausibleFlags(
      modifiedWeightZ: .nan, modifiedHeightZ: .nan, modifiedBMIZ: .nan),
    category: .healthy, isExtended: false)
  /// `nan` when the row gives no age.
  var ageMonths: Double = .nan
  var flags: BatchFlags = []
  var waist: WaistAssessment?

  init(hundredths: Int, kind: Kind) {
    self.hundredths = hundredths
    self.kind = kind
  }

  static func unassessed(_ hundredths: Int, _ reason: BatchReason) -> BatchRowOutcome {
    var outcome = BatchRowOutcome(hundredths: hundredths, kind: .unassessed)
    outcome.reason = reason
    return outcome
  }
}
