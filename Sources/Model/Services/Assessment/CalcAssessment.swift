import DataSource

/// Everything `bmi calc` found for one request: exactly one of `adult` and `child`, the waist
/// when one was given, and the age it was assessed at.
public struct CalcAssessment: Sendable, Equatable {
  /// Set past 240 months, or when no age is known.
  public let adult: AdultAssessment?
  /// Set from 24 up to and including 240 months.
  public let child: ChildAssessment?
  public let waist: WaistAssessment?
  /// Exact months at the measurement; `nil` when no age is known.
  public let ageMonths: Double?
  public let sex: Sex?

  public init(
    adult: AdultAssessment?, child: ChildAssessment?, waist: WaistAssessment?,
    ageMonths: Double?, sex: Sex?
  ) {
    self.adult = adult
    self.child = child
    self.waist = waist
    self.ageMonths = ageMonths
    self.sex = sex
  }

  /// The reported BMI, whoever was assessed.
  public var bmi: FixedDecimal {
    child?.bmi ?? adult?.bmi ?? FixedDecimal(scaled: 0, places: 2)
  }

  /// Which cut points classified the BMI.
  public var thresholds: AssessmentThresholds {
    child != nil ? .cdc2000 : adult?.cutPoints.thresholds ?? .who
  }

  /// The growth reference used, for a child.
  public var reference: GrowthReference? { child?.reference }
}
