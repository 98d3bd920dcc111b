/// `bmi help fields`: each command's record fields, in the order they are written; the
/// orders of `profile`, `log` and `history` come from their renderers' field lists.
enum FieldsTopic {
  static var topic: HelpTopic {
    HelpTopic(
      name: "fields",
      summary: "The fields of each command's JSON, CSV and NDJSON records, in order.",
      blocks: [
        .paragraph(
          "Field names are snake_case and stable; JSON, CSV and NDJSON carry the same fields in the same order, and fields added later come last. Weights, heights and waists have 2 decimals (export: kg to 3 decimals, exactly as stored); absent values are null in JSON and empty in CSV."
        ),
        .heading("bmi calc"),
        .paragraph("One record, adult or child; fields that do not apply are null."),
        .table(header: ["Field", "Meaning"], rows: calc),
        .heading("bmi profile list, show, save, use, rename, remove"),
        .table(header: ["Field", "Meaning"], rows: rows(ProfileRenderer.fields, profile)),
        .heading("bmi log, bmi unlog"),
        .table(header: ["Field", "Meaning"], rows: rows(EntryRenderer.fields, entry)),
        .heading("bmi history"),
        .table(header: ["Field", "Meaning"], rows: rows(HistoryRenderer.fields, history)),
        .heading("bmi trend"),
        .table(header: ["Field", "Meaning"], rows: trend),
        .heading("bmi stats"),
        .paragraph("One record per period with a weigh-in."),
        .table(header: ["Field", "Meaning"], rows: rows(StatsRenderer.fields, stats)),
        .heading("bmi undo --format json or csv"),
        .table(
          header: ["Field", "Meaning"],
          rows: [
            ["undone", "the change undone, in the words of its command"],
            ["store_removed", "true when there was no store before it, so it was removed"],
          ]),
        .heading("bmi export --format csv or ndjson"),
        .paragraph(
          "One record per log entry; --format json writes a store document (bmi help store)."),
        .table(header: ["Field", "Meaning"], rows: export),
        .heading("bmi import --format json, csv or ndjson"),
        .paragraph("One record per entry added or replaced."),
        .table(header: ["Field", "Meaning"], rows: importRows),
        .heading("bmi store path --format json or csv"),
        .table(
          header: ["Field", "Meaning"],
          rows: [
            ["path", "the store file"],
            ["source", "what chose it: option, BMI_STORE, XDG_DATA_HOME or HOME"],
            ["exists", "whether the file exists yet"],
          ]),
      ])
  }

  /// The fields in the renderer's order, each with its meaning.
  static func rows(_ fields: [String], _ meanings: [String: String]) -> [[String]] {
    fields.map { [$0, meanings[$0] ?? ""] }
  }

  static let calc: [[String]] = [
    ["bmi", "BMI, kg/m², 2 decimals"],
    ["category", "the adult class or the child's category id (bmi help method)"],
    ["category_label", "the category's name for people"],
    ["bmi_prime", "BMI / the upper limit of normal; null for a child"],
    ["weight_kg", "the weight"],
    ["height_cm", "the height"],
    ["healthy_weight_min_kg", "healthy weight range for the height, lower end; null for a child"],
    ["healthy_weight_max_kg", "upper end"],
    ["weight_change_kg", "kg to gain (positive) or lose (negative) to reach the range; 0 inside"],
    ["weight_lb", "the weight in lb"],
    ["height_in", "the height in inches"],
    ["healthy_weight_min_lb", "the range in lb"],
    ["healthy_weight_max_lb", "the range in lb"],
    ["weight_change_lb", "the change in lb"],
    ["thresholds", "who, who-asian or cdc-2000: the cut points that decided category"],
    ["reference", "cdc-2000 for a child (the growth reference compared with), else null"],
    ["age_months", "exact age at the measurement in months, 2 decimals; null without an age"],
    ["sex", "female, male or null"],
    ["percentile", "BMI-for-age percentile, 2 decimals (extended method from the 95th)"],
    ["z_score", "BMI-for-age z-score, 2 decimals"],
    ["percent_of_p95", "BMI as a percentage of the 95th percentile, 1 decimal"],
    ["bmi_p95", "the BMI at the 95th percentile for the child's sex and age"],
    ["waist_cm", "the waist, 2 decimals"],
    ["waist_in", "the waist in inches"],
    ["waist_to_height", "waist ÷ height, 2 decimals"],
    ["waist_to_height_band", "healthy, increased or high"],
    ["waist_date", "the day the waist was logged, when it came from the profile's log; else null"],
  ]

  static let profile: [String: String] = [
    "name": "profile name",
    "default": "true for the default profile",
    "height_cm": "height",
    "height_in": "height in inches",
    "sex": "female, male or null",
    "born": "date of birth, or null",
    "age": "whole years today, or null",
    "goal_kg": "goal weight, or null",
    "goal_lb": "goal weight in lb, or null",
    "units": "metric or imperial",
    "entries": "number of weigh-ins (entries with a weight)",
    "first_date": "first weigh-in date",
    "latest_date": "latest weigh-in date",
    "latest_weight_kg": "latest weight",
    "latest_weight_lb": "latest weight in lb",
    "bmi": "BMI of the latest weight (by the profile's cut points)",
    "category": "its category id",
    "population": "default or asian: the adult cut points the profile is assessed with",
    "latest_waist_date": "the date of the latest waist logged, or null",
    "latest_waist_cm": "the latest waist, or null",
    "latest_waist_in": "the latest waist in inches, or null",
    "waist_to_height": "that waist ÷ the height, 2 decimals, or null",
  ]

  static let entry: [String: String] = [
    "profile": "whose entry",
    "date": "its date",
    "weight_kg": "the weight, or null for a waist alone",
    "weight_lb": "the weight in lb, or null",
    "note": "the note, or null",
    "action": "added, replaced, unchanged (log) or removed (unlog)",
    "previous_weight_kg": "the weight replaced, or null",
    "waist_cm": "the waist, or null",
    "waist_in": "the waist in inches, or null",
    "previous_waist_cm": "the waist replaced, or null",
  ]

  static let history: [String: String] = [
    "date": "date",
    "weight_kg": "weight logged (null for a waist alone, as are trend, bmi and category)",
    "weight_lb": "weight in lb",
    "trend_kg": "trend weight on that day",
    "trend_lb": "trend weight in lb",
    "bmi": "BMI of the weight logged",
    "category": "its category id",
    "note": "note, or null",
    "waist_cm": "waist logged, or null",
    "waist_in": "waist in inches, or null",
  ]

  static let trend: [[String]] = [
    ["profile", "profile"],
    ["as_of", "last weigh-in date"],
    ["first_date", "first weigh-in date"],
    ["entries", "number of weigh-ins"],
    ["weight_kg", "latest weight"],
    ["trend_kg", "trend weight as of as_of"],
    ["trend_lb", "trend weight in lb"],
    ["weekly_rate_kg", "change per week (negative: losing), or null"],
    ["weekly_rate_lb", "the same in lb"],
    ["energy_balance_kcal_per_day", "daily surplus (positive) or deficit (negative), or null"],
    ["bmi", "BMI of the trend weight"],
    ["category", "its category id"],
    ["goal_kg", "goal, or null"],
    ["goal_lb", "goal in lb, or null"],
    [
      "goal_status",
      "on_track, moving_away, flat, reached, needs_more_data, not_in_reach, or null without a goal",
    ],
    ["goal_date", "when the trend reaches the goal at the fitted rate (only on_track)"],
    ["goal_days", "in how many days (only on_track)"],
    ["forecast_earliest", "the soonest date the rate's 95% interval allows (only on_track)"],
    ["forecast_latest", "the latest date the rate's 95% interval allows (only on_track)"],
    ["days_since_last", "days from as_of to today"],
  ]

  static let stats: [String: String] = [
    "period": "2026-W47 (ISO week), 2026-11 or 2026", "start": "the period's first day",
    "end": "the period's last day", "count": "weigh-ins in the period",
    "mean_kg": "their mean", "min_kg": "the lowest", "max_kg": "the highest",
    "change_kg": "last weigh-in of the period minus its first", "mean_lb": "the mean in lb",
    "min_lb": "the lowest in lb", "max_lb": "the highest in lb", "change_lb": "the change in lb",
    "bmi": "BMI at the mean weight",
  ]

  static let export: [[String]] = [
    ["profile", "profile name"],
    ["default", "true on the default profile's rows"],
    ["height_cm", "the profile's height"],
    ["sex", "the profile's sex"],
    ["born", "the profile's birth date"],
    ["goal_kg", "the profile's goal"],
    ["units", "the profile's units"],
    ["date", "the entry's date (empty for a profile without entries)"],
    ["weight_kg", "the weight, 3 decimals, as stored"],
    ["note", "the note"],
    ["population", "the profile's population (asian, or empty for the default)"],
    ["waist_cm", "the entry's waist, or empty"],
  ]

  static let importRows: [[String]] = [
    ["profile", "whose entry"],
    ["date", "its date"],
    ["action", "added or replaced"],
    ["weight_kg", "the weight now"],
    ["previous_weight_kg", "the weight replaced, or null"],
    ["note", "the note, or null"],
    ["waist_cm", "the waist now"],
    ["previous_waist_cm", "the waist replaced, or null"],
  ]
}
