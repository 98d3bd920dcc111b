import DataSource

extension WHOGrowthScorer {
  /// The WHO Reference 2007 for 60 to 228 months, as `anthroplus_zscores`: L, M and S
  /// interpolated linearly between whole months, the height as measured (no position
  /// adjustment), weight-for-age to 120 months only. Over `scores` (`.none` when called).
  func reference2007(
    _ scores: inout WHOScores, sex: Sex, months: Double, weight: Double, height: Double,
    oedema: Bool
  ) {
    scores.standard = .reference2007
    scores.hasOedema = oedema
    scores.lengthHeightCentimetres = height
    let bmi = Self.bmi(weight, height)
    scores.bmi = bmi
    guard months >= Self.firstMonths2007, months <= Self.lastMonths2007 else { return }
    scores.lengthHeightForAge = Self.score(
      height, Self.lms(.heightForAge2007, sex: sex, months: months), restricted: false,
      limits: Limits.lengthHeight)
    guard !oedema else { return }
    scores.bmiForAge = Self.score(
      bmi, Self.lms(.bmiForAge2007, sex: sex, months: months), restricted: true,
      limits: Limits.other)
    if months <= 120 {
      scores.weightForAge = Self.score(
        weight, Self.lms(.weightForAge2007, sex: sex, months: months), restricted: true,
        limits: Limits.weight)
    }
  }

  /// L, M and S at `months` as anthroplus interpolates: low = trunc(a), upper = trunc(a + 1),
  /// P(low) + (a − low)·(P(upper) − P(low)); the row itself on a whole month.
  @inline(__always)
  static func lms(_ table: WHOGrowthTables.Table, sex: Sex, months: Double) -> LMS? {
    let lowKey = Int(months.rounded(.towardZero))
    guard let lms = LMS.who(table, sex: sex, key: lowKey) else { return nil }
    let fraction = months - Double(lowKey)
    guard fraction > 0 else { return lms }
    guard let next = LMS.who(table, sex: sex, key: Int((months + 1).rounded(.towardZero))) else {
      return nil
    }
    return lms.interpolated(to: next, fraction: fraction)
  }
}
