import DataSource

extension Assessor {
  /// The one decision every assessment makes, never throwing and allocating nothing, so that
  /// batch rows call it as `calc` does: with an age under 240 months (and not past the 20th
  /// birthday, `isAdult`) the CDC's scores from 24 months for a known sex, else a reason; with
  /// no age, or an adult's, the adult classes of `population`. `ageProblem` is why the age
  /// could not be known (a birth date without a measurement date, or after it).
  @inline(__always)
  public func core(
    weightKilograms: Double, heightCentimetres: Double, sex: Sex?, ageMonths: Double?,
    isAdult: Bool, population: Population?, ageProblem: AssessmentReason? = nil
  ) -> AssessmentCore {
    if let ageProblem {
      return AssessmentCore(kind: .unassessed, reason: ageProblem, ageMonths: ageMonths)
    }
    guard let months = ageMonths, !isAdult else {
      return AssessmentCore(
        kind: .adult, reference: population == .asian ? .whoAdultAsian : .whoAdult,
        ageMonths: ageMonths)
    }
    guard months >= CDCGrowthScorer.childMonths.lowerBound else {
      return AssessmentCore(kind: .unassessed, reason: .under2Years, ageMonths: months)
    }
    guard let sex else {
      return AssessmentCore(kind: .unassessed, reason: .sexMissing, ageMonths: months)
    }
    let scores = growth.scores(
      sex: sex, ageMonths: months, weightKilograms: weightKilograms,
      heightCentimetres: heightCentimetres)
    return AssessmentCore(kind: .child, reference: .cdc2000, ageMonths: months, scores: scores)
  }
}
