/// Everything the WHO's programs report for one child, as plain values (no optionals, no
/// allocation, for batch rows): the standard that scored it, the length or height and BMI it
/// was scored with, and each indicator's z-score and flag. An indicator not given has
/// `WHOScore.none`.
public struct WHOScores: Sendable, Equatable {
  public var standard: WHOStandard
  /// The age's table row (days rounded half up; 2006 only), −1 without one.
  public var ageDay: Int
  /// The length or height scored with, after the ±0.7 cm lying/standing adjustment (anthro's
  /// `clenhei`); `nan` without one.
  public var lengthHeightCentimetres: Double
  /// weight / (length or height in m)², unrounded (anthro's `cbmi`).
  public var bmi: Double
  /// The position taken into account: a standing height under 9 months is not (anthro's
  /// `c9mo_flag`), and neither is none given.
  public var position: WHOMeasuredPosition?
  /// A standing height under 9 months: implausible, so not adjusted.
  public var isStandingUnder9Months: Bool
  /// Oedema was reported: the weight-based scores are not given.
  public var hasOedema: Bool
  /// The table weight-for-length/height used; `nil` when it was not scored.
  public var weightForLengthTable: WHOWeightForLengthTable?
  /// Length/height-for-age (2006) or height-for-age (2007); plain LMS z.
  public var lengthHeightForAge: WHOScore
  /// Weight-for-age (2007: to 120 months); restricted z.
  public var weightForAge: WHOScore
  /// Weight-for-length or weight-for-height (2006 only); restricted z.
  public var weightForLength: WHOScore
  /// BMI-for-age; restricted z.
  public var bmiForAge: WHOScore
  /// Head circumference-for-age (2006 only); plain LMS z.
  public var headCircumferenceForAge: WHOScore
  /// Arm circumference (MUAC)-for-age (2006 only, from day 91); restricted z.
  public var armCircumferenceForAge: WHOScore

  /// No scores.
  public static let none = WHOScores(
    standard: .none, ageDay: -1, lengthHeightCentimetres: .nan, bmi: .nan, position: nil,
    isStandingUnder9Months: false, hasOedema: false, weightForLengthTable: nil,
    lengthHeightForAge: .none, weightForAge: .none, weightForLength: .none, bmiForAge: .none,
    headCircumferenceForAge: .none, armCircumferenceForAge: .none)

  /// Equal field by field, the doubles bit for bit (a measure not given is NaN).
  public static func == (lhs: WHOScores, rhs: WHOScores) -> Bool {
    lhs.standard == rhs.standard && lhs.ageDay == rhs.ageDay
      && lhs.lengthHeightCentimetres.bitPattern == rhs.lengthHeightCentimetres.bitPattern
      && lhs.bmi.bitPattern == rhs.bmi.bitPattern && lhs.position == rhs.position
      && lhs.isStandingUnder9Months == rhs.isStandingUnder9Months
      && lhs.hasOedema == rhs.hasOedema && lhs.weightForLengthTable == rhs.weightForLengthTable
      && lhs.lengthHeightForAge == rhs.lengthHeightForAge && lhs.weightForAge == rhs.weightForAge
      && lhs.weightForLength == rhs.weightForLength && lhs.bmiForAge == rhs.bmiForAge
      && lhs.headCircumferenceForAge == rhs.headCircumferenceForAge
      && lhs.armCircumferenceForAge == rhs.armCircumferenceForAge
  }

  /// Whether any flag is set.
  public var isFlagged: Bool {
    lengthHeightForAge.isFlagged || weightForAge.isFlagged || weightForLength.isFlagged
      || bmiForAge.isFlagged || headCircumferenceForAge.isFlagged
      || armCircumferenceForAge.isFlagged
  }
}
