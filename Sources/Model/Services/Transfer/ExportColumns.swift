/// The columns of `bmi export --format csv`, which `bmi import` reads back: one row per
/// weigh-in, each carrying its profile's details (a profile without weigh-ins gets one row
/// with an empty date). Columns added after the first release go at the end, so a script
/// that reads columns by position keeps working.
public enum ExportColumns {
  public static let profile = "profile"
  public static let isDefault = "default"
  public static let height = "height_cm"
  public static let sex = "sex"
  public static let born = "born"
  public static let goal = "goal_kg"
  public static let units = "units"
  public static let date = "date"
  public static let weight = "weight_kg"
  public static let note = "note"
  public static let population = "population"
  public static let waist = "waist_cm"
  /// The entry's own height, measured that day (schema 3); `height_cm` is the profile's.
  public static let measuredHeight = "measured_height_cm"
  public static let head = "head_cm"
  public static let arm = "arm_cm"
  /// The profile's `--reference` choice (`cdc` or `who`); null when not set (then `cdc`).
  /// Not `reference`, which names the reference that decided one assessment.
  public static let references = "growth_references"

  /// Each weigh-in assessed at the person's age on its date (derived: import ignores them),
  /// after `all` when an exported profile has a birth date.
  public static let assessment = AssessmentField.names(
    [.bmi, .category, .reference, .ageMonths, .percentile, .zScore, .percentOfP95, .reason]
      + AssessmentField.whoTracking)

  /// The columns of the first releases, in their order: every export starts with them.
  public static let all = [
    profile, isDefault, height, sex, born, goal, units, date, weight, note, population, waist,
  ]

  /// The day's measures added with schema 3, after the imperial twins of `all`; import reads
  /// them when present (older exports lack them).
  public static let measures = [measuredHeight, head, arm]
}
