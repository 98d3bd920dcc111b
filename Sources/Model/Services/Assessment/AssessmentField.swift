/// The one declaration of every assessment field's name, in the order batch rows add them:
/// `bmi calc`'s records, batch rows, tracking and export records and `bmi help fields` take
/// their names from here, and batch mode's static keys are generated from it
/// (`AssessmentField+Keys.swift`, kept in step by `AssessmentFieldKeysTests`).
public enum AssessmentField: String, Sendable, CaseIterable {
  case bmi
  case category
  case reference
  case implausible
  case reason
  /// A batch row's age; `bmi calc` writes it as `age_months`, a name a batch input column
  /// may already have.
  case assessedAgeMonths = "assessed_age_months"
  case ageMonths = "age_months"
  case percentile
  case zScore = "z_score"
  case percentOfP95 = "percent_of_p95"
  case bmiP95 = "bmi_p95"
  case originalPercentile = "original_percentile"
  case originalZScore = "original_z_score"
  case percentOfMedian = "percent_of_median"
  case bmiP50 = "bmi_p50"
  case weightPercentile = "weight_percentile"
  case weightZScore = "weight_z_score"
  case heightPercentile = "height_percentile"
  case heightZScore = "height_z_score"
  case modifiedBMIZ = "modified_bmi_z"
  case modifiedWeightZ = "modified_weight_z"
  case modifiedHeightZ = "modified_height_z"
  case bivWeight = "biv_weight"
  case bivHeight = "biv_height"
  case bivBMI = "biv_bmi"
  case biv
  case extended
  case waistToHeight = "waist_to_height"
  case waistToHeightBand = "waist_to_height_band"
  case iotfClass = "iotf_class"
  case iotfBMI = "iotf_bmi"
  case whoLengthHeightCm = "who_length_height_cm"
  case whoLengthHeightIn = "who_length_height_in"
  case whoBMI = "who_bmi"
  case whoMeasured = "who_measured"
  case whoStandingUnder9Months = "who_standing_under_9_months"
  case whoLengthHeightZ = "who_length_height_z"
  case whoLengthHeightFlag = "who_length_height_flag"
  case whoWeightZ = "who_weight_z"
  case whoWeightFlag = "who_weight_flag"
  case whoWeightForLengthZ = "who_weight_for_length_z"
  case whoWeightForLengthFlag = "who_weight_for_length_flag"
  case whoBMIZ = "who_bmi_z"
  case whoBMIFlag = "who_bmi_flag"
  case whoHeadZ = "who_head_z"
  case whoHeadFlag = "who_head_flag"
  case whoArmZ = "who_arm_z"
  case whoArmFlag = "who_arm_flag"
  case whoCategoryIndicator = "who_category_indicator"
  case whoStatureClass = "who_stature_class"
  case whoWeightClass = "who_weight_class"

  /// The fields every batch row adds.
  public static let batchBase: [AssessmentField] = [.bmi, .category, .reference, .implausible]
  /// A child's CDC fields, in the order batch rows and `bmi calc` write them.
  public static let childScores: [AssessmentField] = [
    .percentile, .zScore, .percentOfP95, .bmiP95, .originalPercentile, .originalZScore,
    .percentOfMedian, .bmiP50, .weightPercentile, .weightZScore, .heightPercentile,
    .heightZScore, .modifiedBMIZ, .modifiedWeightZ, .modifiedHeightZ, .bivWeight, .bivHeight,
    .bivBMI, .biv, .extended,
  ]
  /// The fields batch rows add when they can have an age.
  public static let batchChild: [AssessmentField] = [.reason, .assessedAgeMonths] + childScores
  /// The fields batch rows add with a waist column.
  public static let batchWaist: [AssessmentField] = [.waistToHeight, .waistToHeightBand]
  /// The IOTF fields, in calc records and (with `--classes iotf`) batch rows.
  public static let iotf: [AssessmentField] = [.iotfClass, .iotfBMI]
  /// A child's WHO fields (2006 standards, 2007 reference), in the order calc records write
  /// them, for batch rows to take the same names.
  public static let who: [AssessmentField] = [
    .whoLengthHeightCm,
    .whoLengthHeightIn,
    .whoBMI,
    .whoMeasured,
    .whoStandingUnder9Months,
    .whoLengthHeightZ,
    .whoLengthHeightFlag,
    .whoWeightZ,
    .whoWeightFlag,
    .whoWeightForLengthZ,
    .whoWeightForLengthFlag,
    .whoBMIZ,
    .whoBMIFlag,
    .whoHeadZ,
    .whoHeadFlag,
    .whoArmZ,
    .whoArmFlag,
    .whoCategoryIndicator,
    .whoStatureClass,
    .whoWeightClass,
  ]

  /// A WHO child's z-scores, each followed by its flag as in calc and batch, which tracking
  /// and export records carry after their age-aware fields (the names of `who`).
  public static let whoScoresAndFlags: [AssessmentField] = [
    .whoLengthHeightZ, .whoLengthHeightFlag, .whoWeightZ, .whoWeightFlag, .whoWeightForLengthZ,
    .whoWeightForLengthFlag, .whoBMIZ, .whoBMIFlag, .whoHeadZ, .whoHeadFlag, .whoArmZ,
    .whoArmFlag,
  ]

  /// What tracking and export records carry of a WHO child, after their age-aware fields:
  /// each z with its flag, then the indicator that decided `category` and the stunting and
  /// underweight classes, which the category alone does not say (calc's names).
  public static let whoTracking: [AssessmentField] =
    whoScoresAndFlags + [.whoCategoryIndicator, .whoStatureClass, .whoWeightClass]

  /// The names of `fields`.
  public static func names(_ fields: [AssessmentField]) -> [String] { fields.map(\.rawValue) }
}
