extension WHOScores {
  /// The weight-status class and the indicator that decided it: under 5 years
  /// weight-for-length/height when given (the WHO's indicator of wasting and overweight), else
  /// BMI-for-age; from 5 years BMI-for-age. `nil` with oedema or no weight-based score.
  public var weightStatus: (whoClass: WHOClass, indicator: WHOIndicator)? {
    Self.weightStatus(
      weightForLength: weightForLength, table: weightForLengthTable, bmiForAge: bmiForAge,
      standard: standard)
  }

  /// `weightStatus` from the scores it reads: a batch row asks through a pointer to its
  /// scores, and the property would copy all 200 bytes for the call (callgrind).
  @inline(__always)
  static func weightStatus(
    weightForLength: WHOScore, table: WHOWeightForLengthTable?, bmiForAge: WHOScore,
    standard: WHOStandard
  ) -> (whoClass: WHOClass, indicator: WHOIndicator)? {
    if weightForLength.isGiven, let table {
      return (
        WHOClass.weightStatus(weightForLength.hundredths, standard: standard),
        table == .length ? .weightForLength : .weightForHeight
      )
    }
    guard bmiForAge.isGiven else { return nil }
    return (WHOClass.weightStatus(bmiForAge.hundredths, standard: standard), .bmiForAge)
  }

  /// Stunting from length/height-for-age; `nil` without the score.
  public var statureClass: WHOClass? { Self.statureClass(lengthHeightForAge) }

  @inline(__always)
  static func statureClass(_ lengthHeightForAge: WHOScore) -> WHOClass? {
    guard lengthHeightForAge.isGiven else { return nil }
    return WHOClass.low(lengthHeightForAge.hundredths, severe: .severeStunting, moderate: .stunting)
  }

  /// Underweight from weight-for-age; `nil` without the score.
  public var weightForAgeClass: WHOClass? { Self.weightForAgeClass(weightForAge) }

  @inline(__always)
  static func weightForAgeClass(_ weightForAge: WHOScore) -> WHOClass? {
    guard weightForAge.isGiven else { return nil }
    return WHOClass.low(
      weightForAge.hundredths, severe: .severeUnderweight, moderate: .underweight)
  }

  /// Why a child the WHO scored, weighed and measured, has no weight class: oedema, or,
  /// scored without an age (2006 only, no BMI-for-age), a length or height outside the
  /// weight-for-length/height table; `nil` otherwise.
  public var classlessReason: AssessmentReason? {
    if hasOedema { return .oedema }
    let withoutAge = standard == .childGrowth2006 && ageDay < 0
    return withoutAge && !weightForLength.isGiven ? .lengthOutsideTable : nil
  }
}
