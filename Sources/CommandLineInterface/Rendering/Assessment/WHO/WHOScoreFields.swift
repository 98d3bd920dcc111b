import DataSource
import Model

/// A WHO child's fields, under the names of the one declaration (`AssessmentField.who`), for
/// every record that reports them: z to 2 decimals as the WHO's programs print them, flags 1
/// or 0 as they print them; all null for anyone else.
enum WHOScoreFields {
  static let names = AssessmentField.names(AssessmentField.who)

  /// The values for `names`, in order.
  static func values(_ assessment: WHOChildAssessment?) -> [FieldValue] {
    guard let a = assessment else { return names.map { _ in .null } }
    let s = a.scores
    func z(_ score: WHOScore) -> FieldValue { score.isGiven ? .number(score.rounded) : .null }
    func flag(_ score: WHOScore) -> FieldValue {
      score.isGiven ? .integer(score.isFlagged ? 1 : 0) : .null
    }
    func number(_ value: Double) -> FieldValue {
      value.isFinite ? .number(FixedDecimal(value, places: 2)) : .null
    }
    let weighted = s.weightStatus
    return [
      number(s.lengthHeightCentimetres),
      number(s.lengthHeightCentimetres / UnitFactors.centimetresPerInch), number(s.bmi),
      Fields.text(s.position?.rawValue),
      s.standard == .childGrowth2006 && a.ageMonths != nil
        ? .bool(s.isStandingUnder9Months) : .null,
      z(s.lengthHeightForAge), flag(s.lengthHeightForAge), z(s.weightForAge),
      flag(s.weightForAge), z(s.weightForLength), flag(s.weightForLength), z(s.bmiForAge),
      flag(s.bmiForAge), z(s.headCircumferenceForAge), flag(s.headCircumferenceForAge),
      z(s.armCircumferenceForAge), flag(s.armCircumferenceForAge),
      Fields.text(weighted?.indicator.rawValue), Fields.text(s.statureClass?.rawValue),
      Fields.text(s.weightForAgeClass?.rawValue),
    ]
  }

  /// Name-value pairs for a record.
  static func fields(_ assessment: WHOChildAssessment?) -> [(name: String, value: FieldValue)] {
    Array(zip(names, values(assessment)))
  }

  /// `percentile` and `z_score` of a child the WHO scored, as a CDC child's fill them: its
  /// BMI-for-age percentile (Φ of the unrounded z, 2 decimals) and z as the WHO prints it
  /// (`who_bmi_z`); `nil` when the WHO did not score its BMI-for-age. Every record (calc,
  /// batch, history, export, FHIR, the report) names the BMI-for-age so.
  static func bmiForAge(_ assessment: WHOChildAssessment?) -> (
    percentile: FixedDecimal, z: FixedDecimal
  )? {
    guard let score = assessment?.scores.bmiForAge, score.isGiven else { return nil }
    return (FixedDecimal(score.percentile, places: 2, rule: .exactBinary), score.rounded)
  }
}
