import Model

/// `bmi help batch`: batch mode's columns, added fields, reasons, flags, options and the
/// recipes for running it as the map step of a distributed job, built from batch mode's own
/// tables (`BatchColumns`, `PersonColumnRole`, `BatchAddedFields`, `BatchReference`,
/// `BatchReason`, `BatchFlags`, `CalcBatch.options`).
enum BatchTopic {
  static var topic: HelpTopic {
    HelpTopic(
      name: "batch",
      summary: "bmi calc --input: every row of a CSV or NDJSON file assessed as bmi calc would.",
      blocks: [
        .paragraph(
          "bmi calc --input FILE (or - for standard input) reads a CSV file with a header row, or NDJSON with --input-format ndjson, and writes every row back, its own columns untouched and in order, with the fields below added. Each row is assessed as bmi calc assesses one person: a child from 24 to 240 months by the CDC's own method, everyone else by the adult cut points."
        ),
        .heading("Columns read"),
        .paragraph(
          "Found by name, ignoring case: the first name of each list the header has (for NDJSON, the object's keys). Only weight and height are required. The option beside each names another column."
        ),
        .table(header: ["Option", "Names and contents"], rows: columnRows),
        .paragraph(
          "The age comes from the months column, else the years column, else the birth and measurement dates (days between them / 30.4375, the CDC's month). A cell with units is read as --age reads it (9y6m, 114.5m). Surveys that store whole completed months (for example 114 for 114 to 115 months) should add 0.5 first, as the CDC advises for such data; bmi takes the number as the exact age."
        ),
        .heading("Fields added"),
        .paragraph(
          "In this order, after the row's own columns; CSV cells are empty and NDJSON values null where a field does not apply. The child fields come when the input has an age or birth date column (for NDJSON, an object with such a key), the waist fields with a waist column. Numbers have 2 decimals, rounded half away from zero; every child score is computed from the unrounded BMI and the class is decided on unrounded values, so a percentile printed as 95.00 can be overweight (94.995)."
        ),
        .table(header: ["Field", "Meaning"], rows: fieldRows),
        .heading("reference: what decided the class"),
        .table(
          header: ["Value", "Meaning"],
          rows: BatchReference.allCases.map { [$0.rawValue, $0.meaning] }),
        .heading("reason: why a row has no class"),
        .table(
          header: ["Value", "Meaning"],
          rows: BatchReason.allCases.map { [$0.rawValue, $0.meaning] }),
        .paragraph(
          "Such a row is written with its BMI and an empty category and reference; the run goes on."
        ),
        .heading("implausible: values to check"),
        .paragraph(
          "Words joined by ';', empty when nothing is flagged: \(flagWords). A child's flags are the CDC's biologically implausible values (modified z-score of weight-for-age below -5 or above 8, height-for-age below -5 or above 4, BMI-for-age below -4 or above 8); an adult's BMI is flagged outside \(plausibleAdult) (the range surveys such as NHANES keep). A flagged row is still classed and written: check it rather than trust it."
        ),
        .heading("Bad cells"),
        .paragraph(
          "A sex, age, date, population or waist cell that bmi calc's options would refuse stops the run with status 65, naming the line and column (bmi: line 3, column 4: age_months '-3' must be greater than zero); with --skip-invalid the row is reported and left out. A negative age, or a birth date after the measurement date, is an error; an age over 240 months is an adult; an empty age is an adult of unknown age."
        ),
        .heading("Options"),
        .table(
          header: ["Option", "Meaning"],
          rows: CalcBatch.options.map { option in
            let placeholder: String
            switch option.arity {
            case .value(let name, _): placeholder = " " + name
            default: placeholder = ""
            }
            return ["--" + option.name + placeholder, option.help]
          }),
        .heading("Pipelines beyond one machine"),
        .paragraph(
          "Spark's RDD.pipe and Hadoop Streaming hand each worker a slice of the lines, so no slice but the first has the header. Give the columns with --columns and leave the header out of the output with --no-header: every slice is then assessed on its own, and the joined outputs are byte for byte one run over the whole file (a row must not hold a line break inside quotes). NDJSON needs neither option."
        ),
        .literal([
          "# PySpark: a header-less CSV of people",
          "cmd = (\"bmi calc --input - --no-header \"",
          "       \"--columns weight_kg,height_cm,sex,age_months\")",
          "sc.textFile(\"hdfs:///survey/people\") \\",
          "  .pipe(cmd) \\",
          "  .saveAsTextFile(\"hdfs:///survey/people-bmi\")",
          "",
          "# Hadoop Streaming, map only",
          "mapred streaming -D mapreduce.job.reduces=0 \\",
          "  -files /usr/local/bin/bmi \\",
          "  -input /survey/people \\",
          "  -output /survey/people-bmi \\",
          "  -mapper \"./bmi calc --input - --no-header \\",
          "    --columns weight_kg,height_cm,sex,age_months\"",
        ]),
        .paragraph(
          "The header for the joined output: bmi calc --input - --columns weight_kg,height_cm,sex,age_months < /dev/null prints it alone."
        ),
      ])
  }

  /// Weight and height, then each optional column, with the option naming it.
  static var columnRows: [[String]] {
    [
      [
        "--weight-column", "\(list(BatchColumns.weightNames)): the weight (required)",
      ],
      ["--height-column", "\(list(BatchColumns.heightNames)): the height (required)"],
    ]
      + PersonColumnRole.allCases.map { role in
        ["--" + role.option, "\(list(role.names)): \(role.meaning)"]
      }
  }

  static var fieldRows: [[String]] {
    BatchAddedFields(hasChild: true, hasWaist: true).names.map { name in
      [name, fieldMeanings[name] ?? ""]
    }
  }

  /// What each added field holds; a test checks that every field has one.
  static let fieldMeanings: [String: String] = [
    "bmi": "kg/m², 2 decimals, exactly as bmi calc prints it",
    "category": "the class: an adult WHO class (normal, overweight, obese-1 …) or a child's "
      + "CDC class (underweight, healthy, overweight, obesity, severe-obesity)",
    "reference": "what decided the class (below)",
    "implausible": "the values to check, or empty (below)",
    "reason": "why the row has no class, or empty (below)",
    "assessed_age_months": "the exact age in months the row was assessed at",
    "bmi_z": "BMI-for-age z-score, extended above the 95th percentile (CDC bmiz)",
    "bmi_percentile": "BMI-for-age percentile, extended (CDC bmip)",
    "original_bmi_z": "the LMS z-score without the extension (CDC orig_bmiz)",
    "original_bmi_percentile": "the LMS percentile without the extension (CDC orig_bmip)",
    "percent_of_p95": "BMI as a percentage of the 95th percentile (CDC bmip95)",
    "percent_of_median":
      "how far the BMI is above (or below) the median, in percent (CDC perc_median)",
    "bmi_p50": "the median BMI for the sex and age (CDC p50)",
    "bmi_p95": "the BMI at the 95th percentile (CDC p95)",
    "weight_z": "weight-for-age z-score (CDC waz)",
    "weight_percentile": "weight-for-age percentile (CDC wap)",
    "height_z": "height-for-age z-score (CDC haz)",
    "height_percentile": "height-for-age percentile (CDC hap)",
    "modified_bmi_z": "modified BMI-for-age z-score, for the flags (CDC mod_bmiz)",
    "modified_weight_z": "modified weight-for-age z-score (CDC mod_waz)",
    "modified_height_z": "modified height-for-age z-score (CDC mod_haz)",
    "waist_to_height": "waist / height, 2 decimals",
    "waist_to_height_band": "its NICE band: healthy, increased or high",
  ]

  private static func list(_ names: [String]) -> String { names.joined(separator: ", ") }

  private static var flagWords: String {
    BatchFlags.words.map { "\($0.word)" }.joined(separator: ", ")
  }

  private static var plausibleAdult: String {
    "\(Int(PlausibleBMI.adult.lowerBound))–\(Int(PlausibleBMI.adult.upperBound)) kg/m²"
  }
}
