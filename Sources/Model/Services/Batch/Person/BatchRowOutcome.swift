import DataSource

/// What a batch row's assessment found, in plain values so that writing it costs no
/// allocation: the BMI, then the adult class, the child's scores, or why there is no class.
/// A child the WHO scores (`.whoChild`) has its class here and its scores apart
/// (`WHOScores`, written by `BatchAddedFields.writeWHO`), so that CDC rows do not carry them.
struct BatchRowOutcome {
  enum Kind {
    case adult
    case child
    case whoChild
    case unassessed
  }

  // A field added here is reset by `BatchRowAssessor.adult(_:hundredths:)` and
  // `BatchRowAssessor.whoChild(_:hundredths:core:)` too: a batch run reuses one outcome for
  // its adult rows, and a `--reference who` run for its WHO children.
  var hundredths: Int
  var kind: Kind
  /// What decided the class (adult and child rows).
  var reference = AssessmentReference.whoAdult
  /// An adult's class, by ordinal in `AdultCategory.allCases`.
  var adultOrdinal = 0
  /// Why an unassessed row has no class; `.oedema` for a WHO child with oedema (no weight
  /// class), written then too.
  var reason = AssessmentReason.under2Years
  /// A WHO child's weight-status class (`WHOScores.weightStatus`); `nil` without one.
  var whoClass: WHOClass?
  /// A child's scores; only `.child` rows have them, the others hold
  /// `AssessmentCore.unscored` (not an optional, for speed: see `AssessmentCore.scores`).
  var scores = AssessmentCore.unscored
  /// `nan` when the row gives no age.
  var ageMonths: Double = .nan
  var flags: BatchFlags = []
  var waist: WaistAssessment?
  /// A `.whoChild` row's BMI-for-age, whose z and percentile fill `z_score` and `percentile`
  /// as they do for a CDC child (`BatchAddedFields`), as `bmi calc` writes them.
  var whoBMIForAge = WHOScore.none

  /// `hundredths` of a row without a BMI: a WHO child with its weight or height missing
  /// (`MissingMeasure`), whose `bmi` cell is written empty.
  static let noBMI = Int.min

  init(hundredths: Int, kind: Kind) {
    self.hundredths = hundredths
    self.kind = kind
  }

  static func unassessed(_ hundredths: Int, _ reason: AssessmentReason) -> BatchRowOutcome {
    var outcome = BatchRowOutcome(hundredths: hundredths, kind: .unassessed)
    outcome.reason = reason
    return outcome
  }
}
