import DataSource
import Model

/// Shows a child scored by the WHO (2006 standards or 2007 reference) for people, and the
/// fields of the calc record an adult's classes fill, under the same names.
struct WHOChildRenderer {
  let assessment: WHOChildAssessment
  let system: UnitSystem
  var style = TerminalStyle(isEnabled: false)
  /// A profile's child with no height logged within this many days of the day assessed.
  var heightWindowDays: Int?

  var values: [String: FieldValue] {
    let a = assessment
    let status = a.scores.weightStatus
    let weight = Fields.given(a.weightKilograms)
    let height = Fields.given(a.heightCentimetres)
    return [
      "bmi": a.bmi.map(FieldValue.number) ?? .null,
      "category": Fields.text(status?.whoClass.rawValue),
      "category_label": Fields.text(status?.whoClass.label),
      "weight_kg": Fields.kilograms(weight), "height_cm": Fields.centimetres(height),
      "weight_lb": Fields.pounds(weight), "height_in": Fields.inches(height),
      AssessmentField.reason.rawValue: Fields.text(a.reason?.rawValue),
    ]
  }

  var lines: [String] {
    let a = assessment
    let s = a.scores
    let show = MeasureFormatter(system: system)
    let person = a.sex == .female ? "girl" : "boy"
    var lines: [String] = []
    if let bmi = a.bmi, let status = s.weightStatus {
      lines.append(
        style.bold("BMI \(bmi)") + "  "
          + style.paint(status.whoClass.label, status.whoClass.color)
          + " (\(status.indicator.label))")
    } else if let bmi = a.bmi {
      let why =
        switch s.classlessReason {
        case .oedema?: " (oedema)"
        case .lengthOutsideTable?: " (\(Self.outsideTable(s)))"
        default: ""
        }
      lines.append(style.bold("BMI \(bmi)") + "  no weight class" + why)
    } else {
      lines.append(
        ChildRenderer.noBMILine(
          a.weightKilograms, a.heightCentimetres, "length/height", style,
          heightWindowDays: heightWindowDays))
    }
    let age = a.ageMonths.map { " of " + AgeText.words(months: $0) } ?? " (no age)"
    var measured: [String] = []
    if !a.weightKilograms.isNaN { measured.append("weight \(show.weight(a.weightKilograms))") }
    if !a.heightCentimetres.isNaN {
      measured.append(
        "\(Self.lengthWord(s)) \(show.height(a.heightCentimetres))\(Self.position(s))")
    }
    let measurement = measured.map { $0 + ", " }.joined() + "for a \(person)\(age)"
    lines.append(measurement.prefix(1).uppercased() + measurement.dropFirst())
    if !s.given.isEmpty {
      lines.append(
        "z-scores: "
          + s.given.map { "\($0.indicator.label) \($0.score.rounded)" }.joined(separator: ", "))
    }
    // A head or arm given at an age its standard does not cover is said, not dropped.
    let unscored = [
      (a.headCentimetres, s.headCircumferenceForAge, "head circumference-for-age", "birth"),
      (a.armCentimetres, s.armCircumferenceForAge, "arm circumference-for-age", "3 months"),
    ].filter { $0.0 != nil && !$0.1.isGiven }
    for (_, _, label, from) in unscored {
      lines.append("Not scored: \(label), which the WHO gives from \(from) to 5 years")
    }
    lines += Self.unscoredByWeight(a, show: show)
    var classes: [String] = []
    if let stature = s.statureClass {
      classes.append("\(WHOIndicator.lengthHeightForAge.label): \(stature.label.lowercased())")
    }
    if let weight = s.weightForAgeClass {
      classes.append("\(WHOIndicator.weightForAge.label): \(weight.label.lowercased())")
    }
    if !classes.isEmpty {
      let line = classes.joined(separator: "; ")
      lines.append(line.prefix(1).uppercased() + line.dropFirst())
    }
    lines += Self.flagLines(s)
    if s.isStandingUnder9Months {
      lines.append(
        "Check the measurements: a standing height under 9 months is implausible (not adjusted)")
    }
    if s.lengthHeightCentimetres.isFinite, s.lengthHeightCentimetres != a.heightCentimetres {
      let bmi = s.bmi.isFinite ? ", BMI \(FixedDecimal(s.bmi, places: 2))" : ""
      lines.append(
        "Scored at \(show.height(s.lengthHeightCentimetres)) (\(Self.adjustment(s)))\(bmi)")
    }
    if s.hasOedema {
      lines.append(
        "Oedema: no weight-based score (the WHO counts oedema as severe acute malnutrition)")
    }
    lines.append(Self.referenceLine(s, person: person, months: a.ageMonths))
    return lines
  }

  /// Why a child without an age has no weight-for-length/height: the table its position (or
  /// its length, without one) chose does not cover it.
  private static func outsideTable(_ s: WHOScores) -> String {
    let table = WHOWeightForLengthTable.chosen(
      ageDay: nil, position: s.position, centimetres: s.lengthHeightCentimetres)
    let whose =
      switch s.position {
      case .lying?: "a lying length"
      case .standing?: "a standing height"
      case nil:
        table == .length
          ? "a length under 87 cm without a position" : "a height from 87 cm without a position"
      }
    return "length/height outside the WHO's \(tableName(table)) table (\(range(table))), "
      + "the table of \(whose)"
  }

  /// The weight-based indicators a child weighed and measured was not given, said as a head
  /// or arm is: weight-for-length/height outside its table at the child's age, weight-for-age
  /// past 10 years (the 2007 reference's last).
  private static func unscoredByWeight(_ a: WHOChildAssessment, show: MeasureFormatter)
    -> [String]
  {
    let s = a.scores
    guard !a.weightKilograms.isNaN, !s.hasOedema else { return [] }
    if s.standard == .reference2007, !s.weightForAge.isGiven {
      return ["Not scored: weight-for-age, which the WHO Reference 2007 gives to 10 years"]
    }
    guard s.standard == .childGrowth2006, s.ageDay >= 0, s.lengthHeightCentimetres.isFinite,
      !s.weightForLength.isGiven
    else { return [] }
    let table = WHOWeightForLengthTable.chosen(
      ageDay: s.ageDay, position: s.position, centimetres: s.lengthHeightCentimetres)
    return [
      "Not scored: \(tableName(table)), which the WHO gives for \(range(table)) "
        + "(\(show.height(s.lengthHeightCentimetres)))"
    ]
  }

  private static func tableName(_ table: WHOWeightForLengthTable) -> String {
    table == .length ? "weight-for-length" : "weight-for-height"
  }

  private static func range(_ table: WHOWeightForLengthTable) -> String {
    "\(Int(table.centimetres.lowerBound))–\(Int(table.centimetres.upperBound)) cm"
  }

  /// ` (lying)` or ` (standing)`, as given.
  private static func position(_ s: WHOScores) -> String {
    guard let position = s.position else { return "" }
    return " (\(position.rawValue))"
  }

  /// What the standards call the measure at this age: length under 731 days, else height.
  private static func lengthWord(_ s: WHOScores) -> String {
    if s.standard == .reference2007 || s.ageDay >= 731 { return "height" }
    return s.ageDay >= 0 ? "length" : "length/height"
  }

  private static func adjustment(_ s: WHOScores) -> String {
    s.lengthHeightCentimetres > 0 && s.position == .standing
      ? "+0.7 cm: a standing height under 731 days" : "-0.7 cm: a lying length from 731 days"
  }

  /// The WHO's plausible range of an indicator's z.
  /// One line per z the WHO flags: what calc prints, and `bmi log` says of a child's entry.
  static func flagLines(_ s: WHOScores) -> [String] {
    s.given.filter(\.score.isFlagged).map { indicator, score in
      "Check the measurements: \(indicator.label) z \(score.rounded) is outside the WHO's "
        + "plausible range (\(Self.range(indicator)))"
    }
  }

  private static func range(_ indicator: WHOIndicator) -> String {
    switch indicator {
    case .lengthHeightForAge: return "-6 to 6"
    case .weightForAge: return "-6 to 5"
    default: return "-5 to 5"
    }
  }

  private static func referenceLine(_ s: WHOScores, person: String, months: Double?) -> String {
    switch s.standard {
    case .reference2007:
      return "Reference: WHO Reference 2007 for \(person)s at "
        + "\(AgeText.months(months ?? .nan)) months, interpolated as the WHO's anthroplus does"
    default:
      let day = s.ageDay >= 0 ? " at day \(s.ageDay) of age" : " without an age"
      return "Reference: WHO Child Growth Standards 2006 for \(person)s\(day), as the WHO's "
        + "anthro computes it"
    }
  }
}
