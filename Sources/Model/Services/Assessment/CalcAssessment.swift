import DataSource

/// Everything `bmi calc` found for one request: exactly one of `adult`, `child` (CDC) and
/// `who` (WHO), the waist when one was given, and the age it was assessed at.
public struct CalcAssessment: Sendable, Equatable {
  /// Set past 240 months, or when no age is known.
  public let adult: AdultAssessment?
  /// Set from 24 up to and including 240 months.
  public let child: ChildAssessment?
  public let waist: WaistAssessment?
  /// Exact months at the measurement; `nil` when no age is known.
  public let ageMonths: Double?
  public let sex: Sex?
  /// A child's IOTF class and IOTF BMI (2 to 18 years), shown with `--classes iotf`.
  public let iotf: IOTFAssessment?
  /// A child scored by the WHO's standards (2006) or reference (2007).
  public let who: WHOChildAssessment?

  public init(
    adult: AdultAssessment?, child: ChildAssessment?, waist: WaistAssessment?,
    ageMonths: Double?, sex: Sex?, iotf: IOTFAssessment? = nil, who: WHOChildAssessment? = nil
  ) {
    self.who = who
    self.adult = adult
    self.child = child
    self.waist = waist
    self.ageMonths = ageMonths
    self.sex = sex
    self.iotf = iotf
  }

  /// The reported BMI, whoever was assessed; `nil` for a child the WHO scored without a
  /// weight or a height (`WHOChildAssessment.bmi`).
  public var bmi: FixedDecimal? {
    if let who { return who.bmi }
    return child?.bmi ?? adult?.bmi
  }

  /// Which cut points classified the BMI.
  public var thresholds: AssessmentThresholds {
    child != nil ? .cdc2000 : adult?.cutPoints.thresholds ?? .who
  }

  /// What decided the class: the `reference` field of calc, batch and tracking records.
  public var reference: AssessmentReference {
    if let who { return who.reference }
    return child != nil ? .cdc2000 : adult?.cutPoints.reference ?? .whoAdult
  }

  /// The growth reference used, for a child.
  public var growthReference: GrowthReference? { child?.reference }
}
