import DataSource

// Generated from `AssessmentField` by `AssessmentFieldKeysTests`; do not edit. Regenerate:
//   BMI_REGENERATE=1 swift test --filter AssessmentFieldKeysTests

extension AssessmentField {
  /// The name as a static string, which batch rows write with no `String` made.
  @inline(__always)
  var key: StaticString {
    switch self {
    case .bmi: return "bmi"
    case .category: return "category"
    case .reference: return "reference"
    case .implausible: return "implausible"
    case .reason: return "reason"
    case .assessedAgeMonths: return "assessed_age_months"
    case .ageMonths: return "age_months"
    case .percentile: return "percentile"
    case .zScore: return "z_score"
    case .percentOfP95: return "percent_of_p95"
    case .bmiP95: return "bmi_p95"
    case .originalPercentile: return "original_percentile"
    case .originalZScore: return "original_z_score"
    case .percentOfMedian: return "percent_of_median"
    case .bmiP50: return "bmi_p50"
    case .weightPercentile: return "weight_percentile"
    case .weightZScore: return "weight_z_score"
    case .heightPercentile: return "height_percentile"
    case .heightZScore: return "height_z_score"
    case .modifiedBMIZ: return "modified_bmi_z"
    case .modifiedWeightZ: return "modified_weight_z"
    case .modifiedHeightZ: return "modified_height_z"
    case .bivWeight: return "biv_weight"
    case .bivHeight: return "biv_height"
    case .bivBMI: return "biv_bmi"
    case .biv: return "biv"
    case .extended: return "extended"
    case .waistToHeight: return "waist_to_height"
    case .waistToHeightBand: return "waist_to_height_band"
    case .iotfClass: return "iotf_class"
    case .iotfBMI: return "iotf_bmi"
    case .whoLengthHeightCm: return "who_length_height_cm"
    case .whoLengthHeightIn: return "who_length_height_in"
    case .whoBMI: return "who_bmi"
    case .whoMeasured: return "who_measured"
    case .whoStandingUnder9Months: return "who_standing_under_9_months"
    case .whoLengthHeightZ: return "who_length_height_z"
    case .whoLengthHeightFlag: return "who_length_height_flag"
    case .whoWeightZ: return "who_weight_z"
    case .whoWeightFlag: return "who_weight_flag"
    case .whoWeightForLengthZ: return "who_weight_for_length_z"
    case .whoWeightForLengthFlag: return "who_weight_for_length_flag"
    case .whoBMIZ: return "who_bmi_z"
    case .whoBMIFlag: return "who_bmi_flag"
    case .whoHeadZ: return "who_head_z"
    case .whoHeadFlag: return "who_head_flag"
    case .whoArmZ: return "who_arm_z"
    case .whoArmFlag: return "who_arm_flag"
    case .whoCategoryIndicator: return "who_category_indicator"
    case .whoStatureClass: return "who_stature_class"
    case .whoWeightClass: return "who_weight_class"
    }
  }

  /// `childScores`' keys, a literal so that it is laid out at compile time (a mapped
  /// array would be built at run time and checked on every row that reads it).
  static let childScoreKeys: [StaticString] = [
    "percentile",
    "z_score",
    "percent_of_p95",
    "bmi_p95",
    "original_percentile",
    "original_z_score",
    "percent_of_median",
    "bmi_p50",
    "weight_percentile",
    "weight_z_score",
    "height_percentile",
    "height_z_score",
    "modified_bmi_z",
    "modified_weight_z",
    "modified_height_z",
    "biv_weight",
    "biv_height",
    "biv_bmi",
    "biv",
    "extended",
  ]
}

extension AssessmentReference {
  /// The word as a static string, which batch rows write with no `String` made.
  @inline(__always)
  var word: StaticString {
    switch self {
    case .whoAdult: return "who-adult"
    case .whoAdultAsian: return "who-adult-asian"
    case .cdc2000: return "cdc-2000"
    case .who2006: return "who-2006"
    case .who2007: return "who-2007"
    }
  }
}

extension ChildCategory {
  /// The word as a static string, which batch rows write with no `String` made.
  @inline(__always)
  var word: StaticString {
    switch self {
    case .underweight: return "underweight"
    case .healthy: return "healthy"
    case .overweight: return "overweight"
    case .obesity: return "obesity"
    case .severeObesity: return "severe-obesity"
    }
  }
}

extension WHOClass {
  /// The word as a static string, which batch rows write with no `String` made.
  @inline(__always)
  var word: StaticString {
    switch self {
    case .severeWasting: return "severe-wasting"
    case .wasting: return "wasting"
    case .normal: return "normal"
    case .riskOfOverweight: return "risk-of-overweight"
    case .overweight: return "overweight"
    case .obesity: return "obesity"
    case .severeThinness: return "severe-thinness"
    case .thinness: return "thinness"
    case .severeStunting: return "severe-stunting"
    case .stunting: return "stunting"
    case .severeUnderweight: return "severe-underweight"
    case .underweight: return "underweight"
    }
  }
}

extension WHOIndicator {
  /// The word as a static string, which batch rows write with no `String` made.
  @inline(__always)
  var word: StaticString {
    switch self {
    case .weightForLength: return "weight-for-length"
    case .weightForHeight: return "weight-for-height"
    case .bmiForAge: return "bmi-for-age"
    case .lengthHeightForAge: return "length-height-for-age"
    case .weightForAge: return "weight-for-age"
    case .headCircumferenceForAge: return "head-circumference-for-age"
    case .armCircumferenceForAge: return "arm-circumference-for-age"
    }
  }
}

extension WHOMeasuredPosition {
  /// The word as a static string, which batch rows write with no `String` made.
  @inline(__always)
  var word: StaticString {
    switch self {
    case .lying: return "lying"
    case .standing: return "standing"
    }
  }
}
