import DataSource

extension WHOGrowthScorer {
  /// The WHO Child Growth Standards 2006 for a child under 60 months, as `anthro_zscores`,
  /// over `scores` (`.none` when called).
  func standards2006(
    _ scores: inout WHOScores, sex: Sex, age: WHOAge, weight: Double, height: Double,
    measured: WHOMeasuredPosition?, oedema: Bool, head: Double, arm: Double
  ) {
    let day = age.day
    scores.standard = .childGrowth2006
    scores.ageDay = day
    scores.hasOedema = oedema
    // A standing height under 9 months is implausible: flagged, and not adjusted.
    var position = measured
    if position == .standing, age.months < 9 {
      position = nil
      scores.isStandingUnder9Months = true
    }
    scores.position = position
    var length = height
    if day < 731, position == .standing { length = height + 0.7 }
    if day >= 731, position == .lying { length = height - 0.7 }
    scores.lengthHeightCentimetres = length
    let bmi = Self.bmi(weight, length)
    scores.bmi = bmi
    guard day >= 0 else { return }
    scores.lengthHeightForAge = Self.score(
      length, LMS.who(.lengthHeightForAge, sex: sex, key: day), restricted: false,
      limits: Limits.lengthHeight)
    scores.headCircumferenceForAge = Self.score(
      head, LMS.who(.headCircumferenceForAge, sex: sex, key: day), restricted: false,
      limits: Limits.other)
    scores.armCircumferenceForAge = Self.restrictedScore(
      arm, .armCircumferenceForAge, sex: sex, day: day, limits: Limits.other)
    guard !oedema else { return }
    scores.weightForAge = Self.restrictedScore(
      weight, .weightForAge, sex: sex, day: day, limits: Limits.weight)
    scores.bmiForAge = Self.restrictedScore(
      bmi, .bmiForAge, sex: sex, day: day, limits: Limits.other)
    let table = WHOWeightForLengthTable.chosen(ageDay: day, position: position, centimetres: length)
    scores.weightForLength = weightForLength(
      sex: sex, table: table, weight: weight, length: length)
    if scores.weightForLength.isGiven { scores.weightForLengthTable = table }
  }
}
