import DataSource

extension Assessor {
  /// The one decision every assessment makes, never throwing and allocating nothing, so that
  /// batch rows call it as `calc` does. With no age, or an adult's, the adult classes of
  /// `population` (and, with `reference` `.who` and no age, a child's weight-for-length/height
  /// when the length is 120 cm or less). A child under 24 months, or under `.who` up to 228
  /// months, is the WHO's (`.whoChild`: `whoScores` scores it); from 24 months under `.cdc`
  /// the CDC's, up to the 20th birthday (`isAdult`). A child needs a sex. `ageProblem` is why
  /// the age could not be known (a birth date without a measurement date, or after it).
  @inline(__always)
  public func core(
    weightKilograms: Double, heightCentimetres: Double, sex: Sex?, ageMonths: Double?,
    isAdult: Bool, population: Population?, ageProblem: AssessmentReason? = nil,
    reference: ReferenceChoice
  ) -> AssessmentCore {
    guard reference == .cdc else {
      return Self.whoReferenceCore(
        heightCentimetres: heightCentimetres, sex: sex, ageMonths: ageMonths, isAdult: isAdult,
        population: population, ageProblem: ageProblem)
    }
    return core(
      weightKilograms: weightKilograms, heightCentimetres: heightCentimetres, sex: sex,
      ageMonths: ageMonths, isAdult: isAdult, population: population, ageProblem: ageProblem)
  }

  /// `core` under the default reference, `ReferenceChoice.cdc`, which batch rows of the CDC
  /// file call: kept as small as it was before the WHO's references, since its inlining into
  /// a batch row decides the row's cost (callgrind).
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
    guard let sex else {
      return AssessmentCore(kind: .unassessed, reason: .sexMissing, ageMonths: months)
    }
    guard months >= CDCGrowthScorer.childMonths.lowerBound else {
      return AssessmentCore(kind: .whoChild, reference: .who2006, ageMonths: months)
    }
    let scores = growth.scores(
      sex: sex, ageMonths: months, weightKilograms: weightKilograms,
      heightCentimetres: heightCentimetres)
    return AssessmentCore(kind: .child, reference: .cdc2000, ageMonths: months, scores: scores)
  }

  /// `core` under `ReferenceChoice.who`, out of line so that the CDC rows' core stays as
  /// small as it was (its inlining into batch rows depends on it): the adult classes after
  /// 228 months (or from the 20th birthday, `isAdult`) and, without an age, above 120 cm;
  /// the WHO's child otherwise.
  @inline(never)
  static func whoReferenceCore(
    heightCentimetres: Double, sex: Sex?, ageMonths: Double?, isAdult: Bool,
    population: Population?, ageProblem: AssessmentReason?
  ) -> AssessmentCore {
    if let ageProblem {
      return AssessmentCore(kind: .unassessed, reason: ageProblem, ageMonths: ageMonths)
    }
    let isAdult = ageMonths.map { isAdult || $0 > WHOGrowthScorer.lastMonths2007 } ?? true
    if ageMonths == nil, heightCentimetres <= whoLongestWithoutAge {
      return whoChild(sex: sex, months: nil)
    }
    guard isAdult else { return whoChild(sex: sex, months: ageMonths) }
    return AssessmentCore(
      kind: .adult, reference: population == .asian ? .whoAdultAsian : .whoAdult,
      ageMonths: ageMonths)
  }

  /// Without an age, `--reference who` takes a length or height up to this (the top of the
  /// weight-for-height table) as a child's.
  public static let whoLongestWithoutAge = 120.0

  /// A child for the WHO, out of line: the CDC rows never pay for it.
  @inline(never)
  static func whoChild(sex: Sex?, months: Double?) -> AssessmentCore {
    guard sex != nil else {
      return AssessmentCore(kind: .unassessed, reason: .sexMissing, ageMonths: months)
    }
    let isReference2007 = months.map { $0 >= WHOGrowthScorer.firstMonths2007 } ?? false
    return AssessmentCore(
      kind: .whoChild, reference: isReference2007 ? .who2007 : .who2006, ageMonths: months)
  }

  /// The WHO's scores of a `.whoChild` of the core: `measurement.age` is the age as given
  /// (days or months; `nil` scores weight-for-length/height only).
  public func whoScores(
    weightKilograms: Double, heightCentimetres: Double, sex: Sex, measurement: WHOMeasurement
  ) -> WHOScores {
    WHOGrowthScorer().scores(
      sex: sex, age: measurement.age, weightKilograms: weightKilograms,
      heightCentimetres: heightCentimetres, measured: measurement.measured,
      oedema: measurement.oedema, headCentimetres: measurement.headCentimetres,
      armCentimetres: measurement.armCentimetres)
  }

  /// `whoScores(…)` written over `scores` in place (a batch row's, kept for the run).
  public func whoScores(
    _ scores: inout WHOScores, weightKilograms: Double, heightCentimetres: Double, sex: Sex,
    measurement: WHOMeasurement
  ) {
    WHOGrowthScorer().score(
      &scores, sex: sex, age: measurement.age, weightKilograms: weightKilograms,
      heightCentimetres: heightCentimetres, measured: measurement.measured,
      oedema: measurement.oedema, headCentimetres: measurement.headCentimetres,
      armCentimetres: measurement.armCentimetres)
  }
}
