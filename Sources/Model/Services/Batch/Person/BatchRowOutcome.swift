import DataSource

/// What a batch row's assessment found, in plain values so that writing it costs no
/// allocation: the BMI, then the adult class, the child's scores, or why there is no class.
struct BatchRowOutcome {
  enum Verdict {
    /// By ordinal in `AdultCategory.allCases`, with the cut points used.
    case adult(ordinal: Int, reference: BatchReference)
    case child(ChildGrowthScores)
    case unassessed(BatchReason)
  }

  var hundredths: Int
  var verdict: Verdict
  /// `nan` when the row gives no age.
  var ageMonths: Double = .nan
  var flags: BatchFlags = []
  var waist: WaistAssessment?
}
