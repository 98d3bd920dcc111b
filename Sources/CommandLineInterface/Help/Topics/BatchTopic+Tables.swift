import Model

/// The tables of `bmi help batch`, each from the code's own vocabulary.
extension BatchTopic {
  /// Every batch option with its placeholder and help, as `bmi calc --help` has them.
  static var optionRows: [[String]] {
    CalcBatch.options.map { option in
      let placeholder: String
      switch option.arity {
      case .value(let name, _): placeholder = " " + name
      default: placeholder = ""
      }
      return ["--" + option.name + placeholder, option.help]
    }
  }

  /// Weight and height, then each optional column, with the option naming it.
  static var columnRows: [[String]] {
    [
      [
        "--weight-column",
        "\(list(BatchColumns.weightNames)), else a name with a weight word as import reads it (Weight (kg), Gewicht, 体重: bmi calc --help): the weight (required)",
      ],
      [
        "--height-column",
        "\(list(BatchColumns.heightNames)), else a name with a height word (Height (in), Größe): the height (required)",
      ],
    ]
      + PersonColumnRole.allCases.map { role in
        ["--" + role.option, "\(list(role.names)): \(role.meaning)"]
      }
  }

  static var fieldRows: [[String]] {
    BatchAddedFields(hasChild: true, hasWaist: true, hasIOTF: true, hasWHO: true).names.map {
      name in
      [name, fieldMeanings[name] ?? whoMeanings[name] ?? ""]
    }
  }

  /// The WHO's fields mean what they mean in calc records (`bmi help fields`).
  static var whoMeanings: [String: String] {
    Dictionary(
      FieldCatalog.whoFields.map { ($0.name, $0.meaning) }, uniquingKeysWith: { first, _ in first })
  }

  /// What each added field holds; a test checks that every field has one.
  static let fieldMeanings: [String: String] = [
    "bmi": "kg/m², 2 decimals, exactly as bmi calc prints it; empty for a child with "
      + "its weight or height missing (reason weight-missing, height-missing, "
      + "weight-and-height-missing)",
    "category": "the class: an adult WHO class (normal, overweight, obese-1 …), a child's "
      + "CDC class (underweight, healthy, overweight, obesity, severe-obesity) or, for a child "
      + "the WHO scores, the WHO's weight status (severe-wasting … obesity, thinness from 5 years)",
    "reference": "what decided the class (below)",
    "implausible": "the values to check, or empty (below)",
    "reason": "why the row has no class, or empty (below)",
    "iotf_class":
      "with --classes iotf: the IOTF adult-equivalent class of a child of 2 to 18 years (see bmi help growth), else empty",
    "iotf_bmi": "with --classes iotf: the IOTF BMI, the adult BMI at 18 years on the child's curve",
    "assessed_age_months":
      "the exact age in months the row was assessed at (calc's age_months, renamed so as not to clash with an input column of that name)",
    "percentile": "BMI-for-age percentile, extended above the 95th (CDC bmip)",
    "z_score": "BMI-for-age z-score, extended above the 95th percentile (CDC bmiz)",
    "percent_of_p95": "BMI as a percentage of the 95th percentile (CDC bmip95)",
    "bmi_p95": "the BMI at the 95th percentile (CDC p95)",
    "original_percentile": "the LMS percentile without the extension (CDC orig_bmip)",
    "original_z_score": "the LMS z-score without the extension (CDC orig_bmiz)",
    "percent_of_median":
      "how far the BMI is above (or below) the median, in percent (CDC perc_median)",
    "bmi_p50": "the median BMI for the sex and age (CDC p50)",
    "weight_percentile": "weight-for-age percentile (CDC wap)",
    "weight_z_score": "weight-for-age z-score (CDC waz)",
    "height_percentile": "height-for-age percentile (CDC hap)",
    "height_z_score": "height-for-age z-score (CDC haz)",
    "modified_bmi_z": "modified BMI-for-age z-score, for the flags (CDC mod_bmiz)",
    "modified_weight_z": "modified weight-for-age z-score (CDC mod_waz)",
    "modified_height_z": "modified height-for-age z-score (CDC mod_haz)",
    "biv_weight": "weight-for-age flag as the CDC codes it: -1 low, 0, 1 high",
    "biv_height": "height-for-age flag: -1, 0 or 1",
    "biv_bmi": "BMI-for-age flag: -1, 0 or 1",
    "biv": "true when any of the three is flagged",
    "extended":
      "true when the extended method gave percentile and z_score (LMS percentile 95 or more)",
    "waist_to_height": "waist / height, 2 decimals",
    "waist_to_height_band": "its NICE band: healthy, increased or high",
  ]

  static func list(_ names: [String]) -> String { names.joined(separator: ", ") }

  static var flagWords: String {
    BatchFlags.words.map { "\($0.word)" }.joined(separator: ", ")
  }

  static var plausibleAdult: String {
    "\(Int(PlausibleBMI.adult.lowerBound))–\(Int(PlausibleBMI.adult.upperBound)) kg/m²"
  }
}
