import DataSource

/// A child assessed against the WHO's growth standards (2006) or reference (2007): the
/// measurement as given and every WHO score of it.
public struct WHOChildAssessment: Sendable, Equatable {
  /// `nan` when not given: the WHO scores a child by the indicators the measures given allow
  /// (`Assessor.scoresWithout`), and there is then no BMI.
  public let weightKilograms: Double
  /// `nan` when not given, as the weight.
  public let heightCentimetres: Double
  public let sex: Sex
  /// Exact months at the measurement; `nil` without an age (weight-for-length/height only).
  public let ageMonths: Double?
  /// Head and arm circumference as given, cm; `nil` when not.
  public let headCentimetres: Double?
  public let armCentimetres: Double?
  public let scores: WHOScores

  public init(
    weightKilograms: Double, heightCentimetres: Double, sex: Sex, ageMonths: Double?,
    headCentimetres: Double?, armCentimetres: Double?, scores: WHOScores
  ) {
    self.weightKilograms = weightKilograms
    self.heightCentimetres = heightCentimetres
    self.sex = sex
    self.ageMonths = ageMonths
    self.headCentimetres = headCentimetres
    self.armCentimetres = armCentimetres
    self.scores = scores
  }

  /// The same assessment with no length/height-for-age (nor the stunting class it decides):
  /// for a weigh-in that borrows a length measured on an earlier day.
  public func withoutLengthForAge() -> WHOChildAssessment {
    var scores = scores
    scores.lengthHeightForAge = .none
    return WHOChildAssessment(
      weightKilograms: weightKilograms, heightCentimetres: heightCentimetres, sex: sex,
      ageMonths: ageMonths, headCentimetres: headCentimetres, armCentimetres: armCentimetres,
      scores: scores)
  }

  /// What decided the class: the 2007 reference or the 2006 standards.
  public var reference: AssessmentReference {
    scores.standard == .reference2007 ? .who2007 : .who2006
  }

  /// The BMI as printed, from the height as measured (as for everyone); the WHO's
  /// BMI-for-age uses `scores.bmi`, from the adjusted length or height. `nil` without a
  /// weight or a height.
  public var bmi: FixedDecimal? {
    guard !weightKilograms.isNaN, !heightCentimetres.isNaN else { return nil }
    let metres = heightCentimetres / 100
    return FixedDecimal(weightKilograms / (metres * metres), places: 2)
  }

  /// Why some scores are not given, in the batch rows' words: oedema, else the measure not
  /// given (`nil` for a child weighed and measured, without oedema).
  public var reason: AssessmentReason? {
    if scores.hasOedema { return .oedema }
    return .missing(weightKilograms: weightKilograms, heightCentimetres: heightCentimetres)
      ?? scores.classlessReason
  }
}
