import DataSource

/// The child fields a batch row reports, scored as `bmi calc --age … --sex …` scores them.
/// `nan` where the scorer gives no value.
struct BatchChildScores {
  var category: ChildCategory
  var bmiZ: Double
  var bmiPercentile: Double
  var originalBMIZ: Double = .nan
  var originalBMIPercentile: Double = .nan
  var percentOfP95: Double
  var percentOfMedian: Double = .nan
  var bmiP50: Double = .nan
  var bmiP95: Double
  var weightZ: Double = .nan
  var weightPercentile: Double = .nan
  var heightZ: Double = .nan
  var heightPercentile: Double = .nan
  var modifiedBMIZ: Double = .nan
  var modifiedWeightZ: Double = .nan
  var modifiedHeightZ: Double = .nan
  var flags: BatchFlags = []

  /// Scores with the growth assessor `bmi calc` uses.
  static func score(
    _ growth: GrowthAssessor, sex: Sex, ageMonths: Double, weightKilograms: Double,
    heightCentimetres: Double
  ) -> BatchChildScores? {
    guard
      let child = try? growth.assess(
        weightKilograms: weightKilograms, heightCentimetres: heightCentimetres, sex: sex,
        ageMonths: ageMonths)
    else { return nil }
    return BatchChildScores(
      category: child.category, bmiZ: child.zScore.doubleValue,
      bmiPercentile: child.percentile.doubleValue,
      percentOfP95: child.percentOfP95.doubleValue, bmiP95: child.p95)
  }
}
