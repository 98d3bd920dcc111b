import DataSource
import Model

extension WeighInAssessment {
  /// The class id: a child's CDC category or an adult's class; `nil` when none applies.
  var categoryID: String? {
    child?.category?.rawValue ?? who?.scores.weightStatus?.whoClass.rawValue
      ?? adult?.category.rawValue
  }

  /// How far from a weigh-in with no height near it one was looked for: `3 months`, or a
  /// baby's shorter window (`15 days`, `DatedHeights.windowDays(ageDays:)`).
  private var heightWindowText: String {
    if case .heightTooOld(_, _, let days)? = problem, days < DatedHeights.childWindowDays {
      return "\(days) days"
    }
    return "3 months"
  }

  /// Said after the class of a weigh-in with a score the WHO flags, or the CDC's biologically
  /// implausible flags, as calc and log say "Check the measurements".
  private static let flagged = ", flagged: check the measurements"

  /// Whether a score the WHO gave is outside its plausible range.
  private var isWHOFlagged: Bool { who?.scores.given.contains { $0.score.isFlagged } ?? false }

  /// The class for people, with a child's percentile: `Healthy weight (P61.40)`; for a child
  /// the charts cannot score, why not (`not classed: under 2 years`).
  var categoryText: String? {
    // A weigh-in has a weight and a height, hence a child's BMI and class.
    if let child, let category = child.category {
      let percentile = FixedDecimal(child.scores.bmiPercentile, places: 2, rule: .exactBinary)
      return "\(category.label) (P\(percentile))"
        + (child.scores.implausible.isAny ? Self.flagged : "")
    }
    if let who {
      guard let status = who.scores.weightStatus else {
        if who.scores.hasOedema { return "not classed: oedema" }
        // An entry without a weight (its length, head or arm scored), or a weigh-in without
        // a recent height (its weight-for-age, head and arm scored).
        let given = who.scores.given.map { "\($0.indicator.label) z \($0.score.rounded)" }
        let missing = reason == .heightTooOld ? "no height within \(heightWindowText)" : "no weight"
        guard given.isEmpty else {
          return "\(missing) (\(given.joined(separator: ", ")))"
            + (isWHOFlagged ? Self.flagged : "")
        }
        // Nothing the WHO scores without it (weight-for-age ends at 10 years): say why.
        return reason == .heightTooOld
          ? "not assessed: no height within \(heightWindowText)" : "not classed: no WHO score"
      }
      let z = status.indicator == .bmiForAge ? who.scores.bmiForAge : who.scores.weightForLength
      // Stunting and underweight beside the weight status, as calc says them: a child of
      // normal weight for its length can be short for its age.
      let low = [who.scores.statureClass, who.scores.weightForAgeClass].compactMap { $0 }
        .filter { $0 != .normal }.map { ", \($0.label.lowercased())" }
      return "\(status.whoClass.label) (\(status.indicator.label) z \(z.rounded))"
        + low.joined() + (isWHOFlagged ? Self.flagged : "")
    }
    if let adult { return adult.category.label }
    switch reason {
    case .none: return nil
    case .sexMissing?: return "not classed: no sex"
    case .bornAfterMeasurement?: return "not classed: born after this date"
    case .measuredInFuture?: return "not classed: measured after today"
    case .measurementDateMissing?: return "not classed: no measurement date"
    case .ageOutOfRange?: return "not classed: age out of range"
    case .under2Years?: return "not classed: under 2 years"
    case .oedema?: return "not classed: oedema"
    case .heightTooOld?: return "not assessed: no height within \(heightWindowText)"
    case .weightMissing?: return "not classed: no weight"
    case .heightMissing?: return "not classed: no height"
    case .weightAndHeightMissing?: return "not classed: no weight and no height"
    case .lengthOutsideTable?: return "not classed: length outside the WHO table"
    }
  }

  /// The age-aware fields every tracking record ends with for a profile with a birth date:
  /// which cut points classed the weigh-in, the age, and a child's BMI-for-age (null for an
  /// adult). Names as in `FieldCatalog.ageAware`.
  static func trackingValues(_ assessment: WeighInAssessment?) -> [String: FieldValue] {
    let child = assessment?.child?.scores
    let whoBMIForAge = WHOScoreFields.bmiForAge(assessment?.who)
    func number(_ value: Double?) -> FieldValue {
      value.map { .number(FixedDecimal($0, places: 2, rule: .exactBinary)) } ?? .null
    }
    return [
      "reference": Fields.text(assessment?.reference?.rawValue),
      "age_months": assessment?.ageMonths.map { .number(FixedDecimal($0, places: 2)) } ?? .null,
      "percentile": whoBMIForAge.map { .number($0.percentile) } ?? number(child?.bmiPercentile),
      "z_score": whoBMIForAge.map { .number($0.z) } ?? number(child?.bmiZ),
      "percent_of_p95": number(child?.percentOfP95),
      "reason": Fields.text(assessment?.reason?.rawValue),
    ]
  }

  /// The per-entry records' (history, export) age-aware fields and a WHO child's z-scores,
  /// flags and classes (`FieldCatalog.whoTrackingFields`).
  static func entryValues(_ assessment: WeighInAssessment?) -> [String: FieldValue] {
    // The WHO fields as every WHO record writes them (`WHOScoreFields`).
    let scores = WHOScoreFields.fields(assessment?.who).filter { scoreNames.contains($0.name) }
    return trackingValues(assessment).merging(scores) { a, _ in a }
  }

  private static let scoreNames = Set(AssessmentField.names(AssessmentField.whoTracking))
}
