import DataSource
import Model

/// Shows a child's BMI-for-age for people, and the fields of the calc record that an adult's
/// classes fill, under the same names so every calc record has one shape.
struct ChildRenderer {
  let assessment: ChildAssessment
  let system: UnitSystem
  var style = TerminalStyle(isEnabled: false)
  /// A profile's child with no height logged within this many days of the day assessed.
  var heightWindowDays: Int?

  /// The child's fields of the calc record (`FieldCatalog.calc`). The adult-only ones (BMI
  /// Prime, healthy range, change) stay null: those targets are not for children.
  var values: [String: FieldValue] {
    let a = assessment
    let weight = Fields.given(a.weightKilograms)
    let height = Fields.given(a.heightCentimetres)
    return [
      "bmi": a.bmi.map(FieldValue.number) ?? .null,
      "category": Fields.text(a.category?.rawValue),
      "category_label": Fields.text(a.category?.label),
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
    let t = ChildScoreFields.text
    var lines: [String]
    if let bmi = a.bmi, let category = a.category {
      lines = [
        style.bold("BMI \(bmi)") + "  " + style.paint(category.label, category.color)
          + " (BMI-for-age)",
        "\(ordinal(a, category)) (\(t(s.bmiPercentile))), z-score \(t(s.bmiZ)), for a "
          + "\(person) of " + AgeText.words(months: a.ageMonths),
        "BMI is \(t(s.percentOfP95))% of the 95th percentile (\(t(s.bmiP95))), "
          + Self.fromMedian(s.percentOfMedian) + " the median (\(t(s.bmiP50)))",
        "Weight \(show.weight(a.weightKilograms)), height \(show.height(a.heightCentimetres))",
      ]
    } else {
      // Scored by what was measured (`Assessor.scoresWithout`): no BMI, no class.
      var measured: [String] = []
      if !a.weightKilograms.isNaN { measured.append("weight \(show.weight(a.weightKilograms))") }
      if !a.heightCentimetres.isNaN {
        measured.append("height \(show.height(a.heightCentimetres))")
      }
      let line =
        measured.map { $0 + ", " }.joined() + "for a \(person) of "
        + AgeText.words(months: a.ageMonths)
      lines = [
        Self.noBMILine(
          a.weightKilograms, a.heightCentimetres, "height", style,
          heightWindowDays: heightWindowDays),
        line.prefix(1).uppercased() + line.dropFirst(),
      ]
    }
    let forAge = [
      s.weightZ.isNaN
        ? nil : "weight-for-age z \(t(s.weightZ)) (percentile \(t(s.weightPercentile)))",
      s.heightZ.isNaN
        ? nil : "height-for-age z \(t(s.heightZ)) (percentile \(t(s.heightPercentile)))",
    ].compactMap { $0 }.joined(separator: ", ")
    if !forAge.isEmpty { lines.append(forAge.prefix(1).uppercased() + forAge.dropFirst()) }
    if s.isExtended {
      lines.append(
        "Extended BMI-for-age (CDC 2022): LMS percentile \(t(s.originalBMIPercentile)), "
          + "z-score \(t(s.originalBMIZ))")
    }
    lines += Self.flagLines(s)
    lines.append(
      "Reference: CDC 2000 growth charts for \(person)s at \(AgeText.months(a.ageMonths)) months, "
        + "interpolated as the CDC's programs do")
    return lines
  }

  /// The first line for a child scored without a weight or a height (`nan`), whichever
  /// reference scored it: `No BMI  no weight given: scored by what was measured`;
  /// `stature` is the reference's word for the height. `heightWindowDays`: a profile's
  /// child whose height was left out because none was logged that near the day, which the
  /// line says as history does (`No BMI  no height within 91 days: …`), not "given".
  static func noBMILine(
    _ weight: Double, _ height: Double, _ stature: String, _ style: TerminalStyle,
    heightWindowDays: Int? = nil
  ) -> String {
    if height.isNaN, let days = heightWindowDays {
      let weightToo = weight.isNaN ? " and no weight given" : ""
      return style.bold("No BMI") + "  no \(stature) within \(days) days\(weightToo): "
        + "scored by what was measured"
    }
    let missing = [weight.isNaN ? "weight" : nil, height.isNaN ? stature : nil].compactMap { $0 }
    return style.bold("No BMI") + "  no \(missing.joined(separator: " or ")) given: "
      + "scored by what was measured"
  }

  /// `4.01% above` or `3.20% below`: the CDC's `perc_median`, signed in words.
  private static func fromMedian(_ value: Double) -> String {
    value < 0
      ? "\(ChildScoreFields.text(-value))% below" : "\(ChildScoreFields.text(value))% above"
  }

  /// The CDC's modified-z cut-off that `flag` crossed.
  /// One line per score the CDC flags as biologically implausible: what calc prints, and
  /// `bmi log` says of a child's weigh-in.
  static func flagLines(_ s: ChildGrowthScores) -> [String] {
    let t = ChildScoreFields.text
    return [
      ("Weight-for-age", s.implausible.weight, s.modifiedWeightZ),
      ("Height-for-age", s.implausible.height, s.modifiedHeightZ),
      ("BMI-for-age", s.implausible.bmi, s.modifiedBMIZ),
    ].filter { $0.1 != .none }.map { name, flag, z in
      "Check the measurements: \(name) is implausibly \(flag == .high ? "high" : "low") "
        + "(modified z \(t(z)), CDC cut-off \(Self.cutOff(name, flag)))"
    }
  }

  private static func cutOff(_ name: String, _ flag: BiologicallyImplausibleFlags.Flag) -> String {
    if flag == .low { return name == "BMI-for-age" ? "-4" : "-5" }
    return name == "Height-for-age" ? "4" : "8"
  }

  /// `74th percentile`: the percentile rounded to a whole number, but kept inside its
  /// category's band so that 84.6 reads `84th` beside `Healthy weight`, never `85th`; below 0.5
  /// and from 99.5 it says so rather than print a 0th or 100th.
  private func ordinal(_ a: ChildAssessment, _ category: ChildCategory) -> String {
    let whole = Int(a.scores.bmiPercentile.rounded(.toNearestOrAwayFromZero))
    if whole < 1 { return "Below the 1st percentile" }
    if whole > 99 { return "Above the 99th percentile" }
    let band: ClosedRange<Int>
    switch category {
    case .underweight: band = 1...4
    case .healthy: band = 5...84
    case .overweight: band = 85...94
    case .obesity, .severeObesity: band = 95...99
    }
    let n = min(max(whole, band.lowerBound), band.upperBound)
    let suffix: String
    switch (n % 10, n % 100) {
    case (_, 11...13): suffix = "th"
    case (1, _): suffix = "st"
    case (2, _): suffix = "nd"
    case (3, _): suffix = "rd"
    default: suffix = "th"
    }
    return "\(n)\(suffix) percentile"
  }
}
