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
