import DataSource
import Model

/// The CDC fields of a child's assessment, under one set of names for every output that reports
/// them (calc, tracking, batch): each a number to 2 decimals of the unrounded score, rounded as
/// `printf("%.2f")` rounds the same double, so they read as the CDC's program prints them.
enum ChildScoreFields {
  /// Names in output order, from the one declaration (`AssessmentField.childScores`), which
  /// batch rows write too.
  static let names = AssessmentField.names(AssessmentField.childScores)

  /// The values for `names`, in order; all null for no child.
  static func values(_ scores: ChildGrowthScores?) -> [FieldValue] {
    guard let s = scores else { return names.map { _ in .null } }
    func n(_ value: Double) -> FieldValue {
      value.isFinite ? .number(FixedDecimal(value, places: 2, rule: .exactBinary)) : .null
    }
    // A measure not given (`nan`: `Assessor.scoresWithout`) has no z, so no flag.
    func flag(_ flag: BiologicallyImplausibleFlags.Flag, _ modifiedZ: Double) -> FieldValue {
      modifiedZ.isNaN ? .null : .integer(flag.rawValue)
    }
    return [
      n(s.bmiPercentile), n(s.bmiZ), n(s.percentOfP95), n(s.bmiP95), n(s.originalBMIPercentile),
      n(s.originalBMIZ), n(s.percentOfMedian), n(s.bmiP50), n(s.weightPercentile),
      n(s.weightZ), n(s.heightPercentile), n(s.heightZ), n(s.modifiedBMIZ),
      n(s.modifiedWeightZ), n(s.modifiedHeightZ), flag(s.implausible.weight, s.modifiedWeightZ),
      flag(s.implausible.height, s.modifiedHeightZ), flag(s.implausible.bmi, s.modifiedBMIZ),
      .bool(s.implausible.isAny), s.bmi.isNaN ? .null : .bool(s.isExtended),
    ]
  }

  /// Name-value pairs for a record.
  static func fields(_ scores: ChildGrowthScores?) -> [(name: String, value: FieldValue)] {
    Array(zip(names, values(scores)))
  }

  /// A 2-decimal score for text.
  static func text(_ value: Double) -> String {
    FixedDecimal(value, places: 2, rule: .exactBinary).description
  }
}
