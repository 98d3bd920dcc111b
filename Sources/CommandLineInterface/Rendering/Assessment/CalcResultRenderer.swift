import DataSource
import Model

/// Shows a whole calc result, adult or child, with the person's and the waist's fields: the
/// one record `--format json`, `csv` and `ndjson` print, and the text for people.
struct CalcResultRenderer {
  let result: CalcAssessment
  let system: UnitSystem
  var style = TerminalStyle(isEnabled: false)
  /// With a profile: where the person's details came from, so the text can say so.
  var source: ProfileCalculation?
  /// `--classes iotf`: the IOTF class and IOTF BMI, in the record (else null) and the text.
  var showsIOTF = false
  /// What was given for the WHO's standards alone (`--head`, `--arm`, `--oedema`,
  /// `--measured`): said in the text when the WHO did not score the measurement.
  var growth = GrowthMeasures()
  /// `--reference who` was given: an adult's result without an age then says why the WHO's
  /// weight-for-height did not score it.
  var askedWHO = false

  /// The adult or child fields (same names either way), then the fields this result adds, in
  /// `FieldCatalog.calc`'s order. Fields that do not apply are null, so every calc record has
  /// the same columns.
  var record: Record {
    var values: [String: FieldValue] = [:]
    if let child = result.child {
      values = ChildRenderer(assessment: child, system: system).values
    } else if let who = result.who {
      values = WHOChildRenderer(assessment: who, system: system).values
    } else if let adult = result.adult {
      values = AdultRenderer(assessment: adult, system: system).values
    }
    values.merge(assessmentValues) { first, _ in first }
    // A profile's child with no height near the day: history's reason, not "none given".
    let reason = AssessmentField.reason.rawValue
    if source?.supplied.noHeightNear != nil,
      values[reason] == .string(AssessmentReason.heightMissing.rawValue)
    {
      values[reason] = .string(AssessmentReason.heightTooOld.rawValue)
    }
    return Record(.calc, values)
  }

  var text: String {
    var lines: [String]
    if let child = result.child {
      lines =
        ChildRenderer(
          assessment: child, system: system, style: style, heightWindowDays: heightWindowDays
        ).lines
    } else if let who = result.who {
      lines =
        WHOChildRenderer(
          assessment: who, system: system, style: style, heightWindowDays: heightWindowDays
        ).lines
    } else if let adult = result.adult {
      lines = AdultRenderer(assessment: adult, system: system, style: style).text
        .split(separator: "\n").map(String.init)
      if adult.cutPoints.thresholds == .whoAsian {
        lines.append(
          "Cut points: WHO 2004 and NICE for Asian and other backgrounds "
            + "(overweight from 23, obesity from 27.5)" + fromProfile(\.population))
      } else if askedWHO, result.ageMonths == nil {
        lines.append(
          "Reference: WHO adult BMI classes: without an age, a height over "
            + "\(FixedDecimal(Assessor.whoLongestWithoutAge, places: 0)) cm (the top of the WHO's "
            + "weight-for-height table) is taken as an adult's; give --age or --born for a child")
      } else if let months = result.ageMonths {
        // With an age, a growth reference could have classed this person: say which did.
        lines.append(
          "Reference: WHO adult BMI classes, for an adult of \(AgeText.words(months: months))")
      }
    } else {
      lines = []
    }
    if result.who == nil, let note = Self.notScoredNote(growth) { lines.append(note) }
    // The Reference 2007 (from 5 years) has no lying/standing adjustment: a position given
    // for it is said to be unused, as a head or arm past 5 years is.
    if let who = result.who, who.scores.standard == .reference2007, growth.measured != nil {
      lines.append(
        "Not used: --measured, which only the WHO standards under 5 years adjust for")
    }
    if showsIOTF { lines.append(iotfLine) }
    if let waist = result.waist {
      var logged = ""
      if let source, let day = source.supplied.waistLoggedOn, let name = source.profile?.name {
        logged = ", logged \(day) in profile \(name)"
      }
      lines.append(
        "Waist \(waistText(waist.waistCentimetres))\(logged), waist-to-height ratio "
          + "\(waist.ratio): \(waist.band.label)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// How near the day a profile's child needed a height logged, when none was: the text says
  /// so rather than "no height given".
  private var heightWindowDays: Int? {
    guard let source, let day = source.supplied.noHeightNear, let profile = source.profile
    else { return nil }
    return Assessor().heightWindow(of: profile, on: day)
  }

  /// The WHO-only measures given for a measurement the WHO did not score (an adult, a CDC
  /// child), which would otherwise be dropped without a word.
  static func notScoredNote(_ growth: GrowthMeasures) -> String? {
    var given: [String] = []
    if growth.headCentimetres != nil { given.append("--head") }
    if growth.armCentimetres != nil { given.append("--arm") }
    if growth.oedema { given.append("--oedema") }
    if growth.measured != nil { given.append("--measured") }
    guard !given.isEmpty else { return nil }
    return "Not scored: " + given.joined(separator: ", ")
      + ", read only for a child the WHO's growth standards score (bmi help growth)"
  }

  /// The single number `--format value` prints: the BMI, `nil` for a child the WHO scored
  /// without a weight or a height.
  var value: String? { result.bmi.map { "\($0)\n" } }

  private var assessmentValues: [String: FieldValue] {
    let waist = result.waist
    func number(_ value: Double?, _ places: Int) -> FieldValue {
      value.map { .number(FixedDecimal($0, places: places)) } ?? .null
    }
    var values: [String: FieldValue] = [
      "reference": .string(result.reference.rawValue),
      "age_months": number(result.ageMonths, 2),
      "sex": result.sex.map { .string($0.rawValue) } ?? .null,
      "waist_cm": number(waist?.waistCentimetres, 2),
      "waist_in": number(waist.map { $0.waistCentimetres / UnitFactors.centimetresPerInch }, 2),
      "waist_to_height": waist.map { .number($0.ratio) } ?? .null,
      "waist_to_height_band": waist.map { .string($0.band.rawValue) } ?? .null,
      "waist_date": Fields.date(waist == nil ? nil : source?.supplied.waistLoggedOn),
      "implausible": Fields.text(BatchFlags(result).text),
    ]
    let iotf = showsIOTF ? result.iotf : nil
    values[AssessmentField.iotfClass.rawValue] =
      iotf.map { .string($0.iotfClass.rawValue) } ?? .null
    values[AssessmentField.iotfBMI.rawValue] =
      iotf.map {
        $0.adultEquivalentBMI.isFinite
          ? .number(FixedDecimal($0.adultEquivalentBMI, places: 2, rule: .exactBinary)) : .null
      } ?? .null
    // The CDC's fields, null for an adult; `FieldCatalog.calc` places them.
    for (name, value) in ChildScoreFields.fields(result.child?.scores) { values[name] = value }
    // The WHO's fields, null for anyone the WHO did not score; its BMI-for-age under the
    // names a CDC child's has too.
    for (name, value) in WHOScoreFields.fields(result.who) { values[name] = value }
    if let bmiForAge = WHOScoreFields.bmiForAge(result.who) {
      values[AssessmentField.percentile.rawValue] = .number(bmiForAge.percentile)
      values[AssessmentField.zScore.rawValue] = .number(bmiForAge.z)
    }
    if values[AssessmentField.reason.rawValue] == nil {
      values[AssessmentField.reason.rawValue] = .null
    }
    return values
  }

  /// The IOTF's word for the child, or why there is none.
  private var iotfLine: String {
    guard let iotf = result.iotf else {
      // Why, one thing at a time: the cut-offs need a BMI, an age of 2 to 18, and a sex.
      let why =
        if result.bmi == nil {
          "no BMI"
        } else if let months = result.ageMonths {
          result.sex == nil && (24...216).contains(months)
            ? "no sex given: the cut-offs are a boy's or a girl's"
            : "the cut-offs are for 2 to 18 years, not \(AgeText.words(months: months))"
        } else {
          "no age given: the cut-offs are for children of 2 to 18 years"
        }
      return "IOTF (Cole & Lobstein 2012): no class (\(why))"
    }
    let bmi =
      iotf.adultEquivalentBMI.isFinite
      ? ", IOTF BMI "
        + FixedDecimal(iotf.adultEquivalentBMI, places: 2, rule: .exactBinary).description
      : ""
    return "IOTF (Cole & Lobstein 2012): \(iotf.iotfClass.rawValue)\(bmi)"
  }

  /// `, from profile ann` when the profile supplied the detail a line reports.
  private func fromProfile(_ detail: KeyPath<ProfileSupplied, Bool>) -> String {
    guard let source, source.supplied[keyPath: detail], let name = source.profile?.name else {
      return ""
    }
    return ", from profile \(name)"
  }

  private func waistText(_ centimetres: Double) -> String {
    let metric = "\(FixedDecimal(centimetres, places: 1)) cm"
    guard system == .imperial else { return metric }
    let inches = FixedDecimal(centimetres / UnitFactors.centimetresPerInch, places: 1)
    return "\(inches) in (\(metric))"
  }
}
