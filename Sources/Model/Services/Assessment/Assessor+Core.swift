import DataSource

extension Assessor {
  /// The one decision every assessment makes, never throwing and allocating nothing, so that
  /// batch rows call it as `calc` does. With no age, or an adult's, the adult classes of
  /// `population` (and, with `reference` `.who` and no age, a child's weight-for-length/height
  /// when the length is 120 cm or less). A child under 24 months, or under `.who` up to 228
  /// months, gets the WHO's scores; from 24 months under `.cdc` the CDC's, up to the 20th
  /// birthday (`isAdult`). A child needs a sex. `ageProblem` is why the age could not be
  /// known (a birth date without a measurement date, or after it). `who` carries what only
  /// the WHO standards take; its `age`, when set, is the age as given (days or months).
  @inline(__always)
  public func core(
    weightKilograms: Double, heightCentimetres: Double, sex: Sex?, ageMonths: Double?,
    isAdult: Bool, population: Population?, ageProblem: AssessmentReason? = nil,
    reference: ReferenceChoice = .cdc, who: WHOMeasurement = .none
  ) -> AssessmentCore {
    if let ageProblem {
      return AssessmentCore(kind: .unassessed, reason: ageProblem, ageMonths: ageMonths)
    }
    guard let months = ageMonths, !isAdult,
      reference == .cdc || months <= WHOGrowthScorer.lastMonths2007
    else {
      if ageMonths == nil, reference == .who, heightCentimetres <= Self.whoLongestWithoutAge {
        return whoCore(
          weightKilograms: weightKilograms, heightCentimetres: heightCentimetres, sex: sex,
          age: nil, who: who)
      }
      return AssessmentCore(
        kind: .adult, reference: population == .asian ? .whoAdultAsian : .whoAdult,
        ageMonths: ageMonths)
    }
    guard reference == .cdc, months >= CDCGrowthScorer.childMonths.lowerBound else {
      return whoCore(
        weightKilograms: weightKilograms, heightCentimetres: heightCentimetres, sex: sex,
        age: who.age ?? WHOAge(months: months), who: who)
    }
    guard let sex else {
      return AssessmentCore(kind: .unassessed, reason: .sexMissing, ageMonths: months)
    }
    let scores = growth.scores(
      sex: sex, ageMonths: months, weightKilograms: weightKilograms,
      heightCentimetres: heightCentimetres)
    return AssessmentCore(kind: .child, reference: .cdc2000, ageMonths: months, scores: scores)
  }

  /// Without an age, `--reference who` takes a length or height up to this (the top of the
  /// weight-for-height table) as a child's.
  public static let whoLongestWithoutAge = 120.0

  /// A child the WHO scores, out of line: the CDC rows never pay for it.
  @inline(never)
  func whoCore(
    weightKilograms: Double, heightCentimetres: Double, sex: Sex?, age: WHOAge?,
    who: WHOMeasurement
  ) -> AssessmentCore {
    guard let sex else {
      return AssessmentCore(kind: .unassessed, reason: .sexMissing, ageMonths: age?.months)
    }
    let scores = WHOGrowthScorer().scores(
      sex: sex, age: age, weightKilograms: weightKilograms, heightCentimetres: heightCentimetres,
      measured: who.measured, oedema: who.oedema, headCentimetres: who.headCentimetres,
      armCentimetres: who.armCentimetres)
    return AssessmentCore(
      kind: .whoChild, reference: scores.standard == .reference2007 ? .who2007 : .who2006,
      reason: who.oedema ? .oedema : .under2Years, ageMonths: age?.months, who: scores)
  }
}
