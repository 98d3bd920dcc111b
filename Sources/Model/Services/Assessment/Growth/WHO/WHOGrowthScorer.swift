import DataSource

/// Scores a child against the WHO Child Growth Standards 2006 (under 60 months) or the WHO
/// Reference 2007 (60 to 228 months) exactly as the WHO's R packages `anthro` and
/// `anthroplus` compute them, digit for digit at the two decimals they print (their rules,
/// step by step: `bmi help method`). A non-throwing, allocation-free value API, so that batch
/// rows call it as `calc` does.
///
/// Measures are kilograms and centimetres; a measure not given is `nan`. Measures at or below
/// zero, or not finite, give no score: callers refuse them before asking (the WHO's programs
/// are inconsistent there).
public struct WHOGrowthScorer: Sendable {
  /// The last age the 2007 reference scores, in months (anthroplus: 228.0 is scored).
  public static let lastMonths2007 = 228.0
  /// The first age of the 2007 reference; the 2006 standards score ages below it.
  public static let firstMonths2007 = 60.0

  public init() {}

  /// Every WHO score of one child. `age` `nil` scores weight-for-length/height only, as
  /// anthro does (by `measured`, else by the 87 cm rule).
  public func scores(
    sex: Sex, age: WHOAge?, weightKilograms: Double, heightCentimetres: Double,
    measured: WHOMeasuredPosition?, oedema: Bool, headCentimetres: Double = .nan,
    armCentimetres: Double = .nan
  ) -> WHOScores {
    var scores = WHOScores.none
    score(
      &scores, sex: sex, age: age, weightKilograms: weightKilograms,
      heightCentimetres: heightCentimetres, measured: measured, oedema: oedema,
      headCentimetres: headCentimetres, armCentimetres: armCentimetres)
    return scores
  }

  /// `scores(…)` written over `scores` in place: a batch row scores into one value kept for
  /// the run, so that the 200-byte result is not copied from frame to frame (callgrind:
  /// 8 `memcpy` calls a row when it was returned through the row's layers).
  public func score(
    _ scores: inout WHOScores, sex: Sex, age: WHOAge?, weightKilograms: Double,
    heightCentimetres: Double, measured: WHOMeasuredPosition?, oedema: Bool,
    headCentimetres: Double = .nan, armCentimetres: Double = .nan
  ) {
    scores = .none
    guard let age else {
      scores.standard = .childGrowth2006
      scores.lengthHeightCentimetres = heightCentimetres
      scores.bmi = Self.bmi(weightKilograms, heightCentimetres)
      scores.position = measured
      scores.hasOedema = oedema
      if !oedema {
        let table = WHOWeightForLengthTable.chosen(
          ageDay: nil, position: measured, centimetres: heightCentimetres)
        scores.weightForLength = weightForLength(
          sex: sex, table: table, weight: weightKilograms, length: heightCentimetres)
        if scores.weightForLength.isGiven { scores.weightForLengthTable = table }
      }
      return
    }
    if age.months < Self.firstMonths2007 {
      standards2006(
        &scores, sex: sex, age: age, weight: weightKilograms, height: heightCentimetres,
        measured: measured, oedema: oedema, head: headCentimetres, arm: armCentimetres)
    } else if age.months <= Self.lastMonths2007 {
      reference2007(
        &scores, sex: sex, months: age.months, weight: weightKilograms,
        height: heightCentimetres, oedema: oedema)
    }
  }

  /// weight / (height in m)², with the square as R computes `^2`: a product.
  @inline(__always)
  static func bmi(_ weight: Double, _ height: Double) -> Double {
    let metres = height / 100
    return weight / (metres * metres)
  }

  /// The WHO's flag ranges in hundredths of z: length/height ±6, weight −6 to +5, the others
  /// ±5 (a z on the limit is not flagged).
  enum Limits {
    static let lengthHeight = (-600, 600)
    static let weight = (-600, 500)
    static let other = (-500, 500)
  }

  /// A plain or restricted z of `y` against `lms`, rounded and flagged; none for a measure
  /// not above zero or a row not in the table.
  @inline(__always)
  static func score(
    _ y: Double, _ lms: LMS?, restricted: Bool, limits: (Int, Int)
  ) -> WHOScore {
    guard y > 0, y.isFinite, let lms else { return .none }
    let z = restricted ? lms.restrictedZScore(y) : lms.zScore(y)
    return WHOScore(z: z, flaggedBelow: limits.0, above: limits.1)
  }

  /// `score(y, LMS.who(table, sex: sex, key: day), restricted: true, limits:)` for a table by
  /// day of age, the curves beyond ±3 SD taken from `WHOCutOffMemo` (the same values, two
  /// `pow` calls fewer when remembered).
  @inline(__always)
  static func restrictedScore(
    _ y: Double, _ table: WHOGrowthTables.Table, sex: Sex, day: Int, limits: (Int, Int)
  ) -> WHOScore {
    guard y > 0, y.isFinite, let lms = LMS.who(table, sex: sex, key: day) else { return .none }
    var z = lms.zScore(y)
    if z > 3 || z < -3 {
      let curves = WHOCutOffMemo.shared.cutOffs(lms, table: table, sex: sex, day: day, above: z > 3)
      z = LMS.restricted(y, z: z, curves)
    }
    return WHOScore(z: z, flaggedBelow: limits.0, above: limits.1)
  }

  /// Weight-for-length/height on `table` at `length`, interpolating L, M and S between the
  /// tenths around it exactly as anthro does, including its float choice of rows: the upper
  /// row is trunc(x·10 + 1), not the lower plus one, so 102.39999999999999 cm (103.1 lying,
  /// less 0.7) is scored between the 102.3 and 102.5 cm rows (`bmi help method`).
  func weightForLength(
    sex: Sex, table: WHOWeightForLengthTable, weight: Double, length x: Double
  ) -> WHOScore {
    let data: WHOGrowthTables.Table = table == .length ? .weightForLength : .weightForHeight
    guard table.centimetres.contains(x), weight > 0, weight.isFinite else { return .none }
    // `Int(_:)` truncates toward zero, as anthro's `trunc`, without `rounded(.towardZero)`'s
    // library call (x is within 45...120 here, so it cannot trap).
    let lowKey = Int(x * 10)
    let highKey = Int(x * 10 + 1)
    guard var lms = LMS.who(data, sex: sex, key: lowKey) else { return .none }
    let fraction = (x - Double(lowKey) / 10) / 0.1
    if fraction > 0 {
      guard let next = LMS.who(data, sex: sex, key: highKey) else { return .none }
      lms = lms.interpolated(to: next, fraction: fraction)
    }
    return WHOScore(
      z: lms.restrictedZScore(weight), flaggedBelow: Limits.other.0, above: Limits.other.1)
  }
}
