import DataSource
import Model

/// The one table of field names and their order for every record `bmi` prints for scripts.
/// Every renderer builds its records through `Record(kind, values)`, so JSON, CSV, NDJSON and
/// the text of `bmi export` carry these names in this order, and `bmi help fields` is
/// generated from here.
///
/// The rules the table keeps (and `FieldCatalogTests` checks): snake_case names; `profile`
/// for a profile's name; every weight, height and waist as the metric field and its imperial
/// twin (`_kg` and `_lb`, `_cm` and `_in`); `null` means unknown or not given, never a
/// default. A field added later goes at the end of its list, so columns read by position
/// keep working.
public enum FieldCatalog {
  /// `a, b or c`: the values a field can hold, from the type that defines them.
  static func words<Word: CaseIterable & RawRepresentable>(_: Word.Type) -> String
  where Word.RawValue == String {
    words(Word.allCases.map(\.rawValue))
  }

  /// `a, b or c`: the values of a list.
  static func words(_ all: [String]) -> String {
    all.count < 2
      ? all.joined() : all.dropLast().joined(separator: ", ") + " or " + all.last!
  }

  public static func fields(of kind: RecordKind) -> [FieldSpec] {
    switch kind {
    case .calc: return calc + whoFields
    case .profile: return profile + ageAware
    case .entry: return entry
    case .history: return history + ageAware + whoTrackingFields + historyHeightUsed
    case .trend: return trend + ageAware
    case .export: return export + exportAssessment
    case .storePath: return storePath
    case .stats: return stats
    case .undo: return undo
    }
  }

  static let calc: [FieldSpec] = [
    FieldSpec(.bmi, "Body mass index, kg/m², to 2 decimals."),
    FieldSpec(
      .category,
      "The class: \(words(AdultCategory.self)) for an adult; \(words(ChildCategory.self)) for a child."
    ),
    FieldSpec("category_label", "The class as people read it."),
    FieldSpec(
      "bmi_prime",
      "BMI / the upper limit of normal (25; 23 with --population asian); null for a child."),
    FieldSpec("weight_kg", "The weight."),
    FieldSpec("height_cm", "The height."),
    FieldSpec("healthy_weight_min_kg", "Lowest healthy weight for the height (adults)."),
    FieldSpec("healthy_weight_max_kg", "Highest healthy weight for the height (adults)."),
    FieldSpec(
      "weight_change_kg", "Change to reach the healthy range: + gain, - lose, 0 inside (adults)."),
    FieldSpec("weight_lb", "weight_kg in pounds."),
    FieldSpec("height_in", "height_cm in inches."),
    FieldSpec("healthy_weight_min_lb", "healthy_weight_min_kg in pounds."),
    FieldSpec("healthy_weight_max_lb", "healthy_weight_max_kg in pounds."),
    FieldSpec("weight_change_lb", "weight_change_kg in pounds."),
    FieldSpec(
      .reference,
      "What decided the class: \(words(AssessmentReference.self)) (formerly thresholds)."),
    FieldSpec(
      .ageMonths, "Exact age at the measurement in months, 2 decimals; null without an age."),
    FieldSpec("sex", "\(words(Sex.self)), when known."),
    FieldSpec(
      .percentile,
      "BMI-for-age percentile, 2 decimals; children: the CDC's (extended method from the 95th), or for a child the WHO scores 100·Φ(z) of its BMI-for-age z."
    ),
    FieldSpec(
      .zScore,
      "BMI-for-age z-score, 2 decimals; children: the CDC's extended z, or the WHO's BMI-for-age z (who_bmi_z) when reference is who-2006 or who-2007."
    ),
    FieldSpec(.percentOfP95, "BMI as a percentage of the 95th percentile, 2 decimals; children."),
    FieldSpec(.bmiP95, "The 95th percentile BMI for the age and sex (children)."),
    FieldSpec("waist_cm", "The waist, when given or logged."),
    FieldSpec("waist_in", "waist_cm in inches."),
    FieldSpec(.waistToHeight, "Waist ÷ height, 2 decimals."),
    FieldSpec(.waistToHeightBand, "The ratio's band: \(words(WaistToHeightBand.self))."),
    FieldSpec(
      "waist_date", "The day the waist was logged, when it came from the profile's log; else null."),
    // The CDC's other child fields came later (null for an adult).
    FieldSpec(
      .originalPercentile,
      "BMI-for-age percentile by the LMS method alone, before the extension above the 95th."),
    FieldSpec(.originalZScore, "BMI-for-age z-score by the LMS method alone."),
    FieldSpec(.percentOfMedian, "BMI above (+) or below (-) the median BMI, in percent."),
    FieldSpec(.bmiP50, "The median BMI for the child's sex and age."),
    FieldSpec(.weightPercentile, "Weight-for-age percentile."),
    FieldSpec(.weightZScore, "Weight-for-age z-score."),
    FieldSpec(.heightPercentile, "Height-for-age percentile."),
    FieldSpec(.heightZScore, "Height-for-age z-score."),
    FieldSpec(.modifiedBMIZ, "CDC modified BMI z-score, for flagging implausible values."),
    FieldSpec(.modifiedWeightZ, "CDC modified weight z-score."),
    FieldSpec(.modifiedHeightZ, "CDC modified height z-score."),
    FieldSpec(.bivWeight, "-1 implausibly low, 1 implausibly high, 0 neither (CDC cut-offs)."),
    FieldSpec(.bivHeight, "The same for height."),
    FieldSpec(.bivBMI, "The same for BMI."),
    FieldSpec(.biv, "true when any of the three is flagged."),
    FieldSpec(
      .extended, "true when percentile and z_score come from the extended method (CDC 2022)."),
    // Came later: the same word a batch row of the same measurement writes.
    FieldSpec(
      .implausible,
      "Values to check, joined by ';': \(BatchFlags.words.map { "\($0.word)" }.joined(separator: ", ")); null for none."
    ),
    // Came later, with --classes iotf (null without it, or outside 2 to 18 years).
    FieldSpec(
      .iotfClass,
      "With --classes iotf, the IOTF adult-equivalent class (2-18 years): \(words(IOTFClass.self))."
    ),
    FieldSpec(
      .iotfBMI, "With --classes iotf, the IOTF BMI: the adult BMI at 18 years on the child's curve."
    ),
  ]

  static let profile: [FieldSpec] = [
    FieldSpec("profile", "The profile's name."),
    FieldSpec("default", "true for the default profile."),
    FieldSpec("height_cm", "The height."),
    FieldSpec("height_in", "height_cm in inches."),
    FieldSpec("sex", "\(words(Sex.self)); null when not given."),
    FieldSpec("born", "Date of birth; null when not given."),
    FieldSpec("age", "Age in whole years today; null without a date of birth."),
    FieldSpec("goal_kg", "Goal weight; null when not set."),
    FieldSpec("goal_lb", "goal_kg in pounds."),
    FieldSpec("units", "\(words(UnitSystem.self)); null when not set (then metric applies)."),
    FieldSpec("entries", "How many weigh-ins (entries with a weight)."),
    FieldSpec("first_date", "The first weigh-in's date."),
    FieldSpec("latest_date", "The latest weigh-in's date."),
    FieldSpec("latest_weight_kg", "The latest weigh-in."),
    FieldSpec("latest_weight_lb", "latest_weight_kg in pounds."),
    FieldSpec("bmi", "BMI of the latest weight, by the profile's cut points."),
    FieldSpec("category", "Its class."),
    FieldSpec(
      "population",
      "\(words(Population.self)); null when not set (then the WHO cut points apply)."),
    FieldSpec("latest_waist_date", "The latest waist's date."),
    FieldSpec("latest_waist_cm", "The latest waist."),
    FieldSpec("latest_waist_in", "latest_waist_cm in inches."),
    FieldSpec("waist_to_height", "The latest waist-to-height ratio."),
    FieldSpec(ExportColumns.references, referencesText),
  ]

  static let entry: [FieldSpec] = [
    FieldSpec("profile", "The profile's name."),
    FieldSpec("date", "The entry's date."),
    FieldSpec(
      "weight_kg", "The weight; null for an entry without one (a waist, height, head or arm alone)."
    ),
    FieldSpec("weight_lb", "weight_kg in pounds."),
    FieldSpec("note", "The note, if any."),
    FieldSpec("action", "added, replaced, unchanged or removed."),
    FieldSpec("previous_weight_kg", "The weight the entry had before; null if none."),
    FieldSpec("waist_cm", "The waist; null if none."),
    FieldSpec("waist_in", "waist_cm in inches."),
    FieldSpec("previous_waist_cm", "The waist the entry had before; null if none."),
    FieldSpec("previous_weight_lb", "previous_weight_kg in pounds."),
    FieldSpec("previous_waist_in", "previous_waist_cm in inches."),
    FieldSpec("height_cm", "The height measured that day; null if none."),
    FieldSpec("height_in", "height_cm in inches."),
    FieldSpec("head_cm", "The head circumference measured that day; null if none."),
    FieldSpec("head_in", "head_cm in inches."),
    FieldSpec("arm_cm", "The mid-upper arm circumference measured that day; null if none."),
    FieldSpec("arm_in", "arm_cm in inches."),
  ]

  static let referencesText =
    "The profile's growth references for a child (profile save --reference): "
    + "\(words(ReferenceChoice.self)); null when not set (then cdc applies)."

  static let history: [FieldSpec] = [
    FieldSpec("date", "The entry's date."),
    FieldSpec(
      "weight_kg",
      "The weigh-in; null for an entry without one (a waist, height, head or arm alone)."),
    FieldSpec("weight_lb", "weight_kg in pounds."),
    FieldSpec("trend_kg", "The trend weight on that date."),
    FieldSpec("trend_lb", "trend_kg in pounds."),
    FieldSpec("bmi", "BMI of the weigh-in."),
    FieldSpec("category", "Its class."),
    FieldSpec("note", "The note, if any."),
    FieldSpec("waist_cm", "The waist; null if none."),
    FieldSpec("waist_in", "waist_cm in inches."),
    FieldSpec("height_cm", "The height logged that day; null if none."),
    FieldSpec("height_in", "height_cm in inches."),
    FieldSpec("head_cm", "The head circumference logged that day; null if none."),
    FieldSpec("head_in", "head_cm in inches."),
    FieldSpec("arm_cm", "The mid-upper arm circumference logged that day; null if none."),
    FieldSpec("arm_in", "arm_cm in inches."),
  ]

  /// Added after the WHO's fields, at the end, as a field added later goes.
  static let historyHeightUsed: [FieldSpec] = [
    FieldSpec(
      "bmi_height_cm",
      "The height its BMI was worked out with: that day's, another day's within the window, or the profile's; null without a BMI."
    ),
    FieldSpec("bmi_height_in", "bmi_height_cm in inches."),
  ]

  static let trend: [FieldSpec] = [
    FieldSpec("profile", "The profile's name."),
    FieldSpec("as_of", "The latest weigh-in's date."),
    FieldSpec("first_date", "The first weigh-in's date."),
    FieldSpec("entries", "How many weigh-ins."),
    FieldSpec("weight_kg", "The latest weigh-in."),
    FieldSpec("weight_lb", "weight_kg in pounds."),
    FieldSpec("trend_kg", "The trend weight."),
    FieldSpec("trend_lb", "trend_kg in pounds."),
    FieldSpec(
      "weekly_rate_kg", "Trend change per week (negative: losing); null with weigh-ins on one day."),
    FieldSpec("weekly_rate_lb", "weekly_rate_kg in pounds."),
    FieldSpec(
      "energy_balance_kcal_per_day",
      "The weekly rate as kcal/day (7716 kcal per kg); null for a child."),
    FieldSpec("bmi", "BMI at the trend weight."),
    FieldSpec("category", "Its class."),
    FieldSpec("goal_kg", "The goal; null when not set."),
    FieldSpec("goal_lb", "goal_kg in pounds."),
    FieldSpec(
      "goal_status",
      "\(words(GoalForecast.Status.self)); null without a goal (bmi help tracking)."),
    FieldSpec(
      "goal_date", "The day the trend reaches the goal at the fitted rate (only on_track)."),
    FieldSpec(
      "goal_days", "Days from as_of to goal_date (only on_track); the text counts from today."),
    FieldSpec("forecast_earliest", "The soonest day the rate's 95% interval allows (on_track)."),
    FieldSpec("forecast_latest", "The latest day the rate's 95% interval allows (on_track)."),
    FieldSpec("days_since_last", "Days from as_of to today; negative when as_of is after today."),
  ]

  static let stats: [FieldSpec] = [
    FieldSpec("period", "2026-W47 (ISO week, Monday to Sunday), 2026-11 or 2026."),
    FieldSpec("start", "The period's first day."), FieldSpec("end", "The period's last day."),
    FieldSpec("count", "Weigh-ins in the period."), FieldSpec("mean_kg", "Their mean."),
    FieldSpec("min_kg", "The lowest."), FieldSpec("max_kg", "The highest."),
    FieldSpec("change_kg", "The period's last weigh-in minus its first (0 with one)."),
    FieldSpec("mean_lb", "mean_kg in pounds."), FieldSpec("min_lb", "min_kg in pounds."),
    FieldSpec("max_lb", "max_kg in pounds."), FieldSpec("change_lb", "change_kg in pounds."),
    FieldSpec(
      "bmi",
      "BMI at the mean weight, at the height the period's last weigh-in is assessed with; null for a child's period with no height within 3 months."
    ),
  ]

  static let undo: [FieldSpec] = [
    FieldSpec("undone", "The change undone, in the words of its command."),
    FieldSpec("store_removed", "true when there was no store before it, so undo removed it."),
  ]

  /// `bmi import` reads the metric columns by name; the imperial twins came later, at the end.
  static let export: [FieldSpec] = [
    FieldSpec("profile", "The profile's name."),
    FieldSpec("default", "true on the default profile's rows."),
    FieldSpec("height_cm", "The profile's height."),
    FieldSpec("sex", "\(words(Sex.self)); null when not given."),
    FieldSpec("born", "Date of birth; null when not given."),
    FieldSpec("goal_kg", "Goal weight, to 3 decimals as stored; null when not set."),
    FieldSpec("units", "\(words(UnitSystem.self)); null when not set."),
    FieldSpec("date", "The entry's date; null on the row of a profile without entries."),
    FieldSpec("weight_kg", "The weight, to 3 decimals as stored; null for an entry without one."),
    FieldSpec("note", "The note, if any."),
    FieldSpec("population", "\(words(Population.self)); null when not set."),
    FieldSpec("waist_cm", "The waist; null if none."),
    FieldSpec("height_in", "height_cm in inches."),
    FieldSpec("goal_lb", "goal_kg in pounds."),
    FieldSpec("weight_lb", "weight_kg in pounds."),
    FieldSpec("waist_in", "waist_cm in inches."),
    FieldSpec(ExportColumns.measuredHeight, "The height measured that day; null if none."),
    FieldSpec(ExportColumns.head, "The head circumference measured that day; null if none."),
    FieldSpec(ExportColumns.arm, "The mid-upper arm circumference that day; null if none."),
    FieldSpec("measured_height_in", "measured_height_cm in inches."),
    FieldSpec("head_in", "head_cm in inches."),
    FieldSpec("arm_in", "arm_cm in inches."),
    FieldSpec(ExportColumns.references, referencesText),
  ]

  static let storePath: [FieldSpec] = [
    FieldSpec("path", "The store file's path."),
    FieldSpec("source", "What chose it: option, BMI_STORE, XDG_DATA_HOME or HOME."),
    FieldSpec("exists", "Whether the file exists yet."),
  ]
}
