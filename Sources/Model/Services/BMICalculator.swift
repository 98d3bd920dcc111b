import DataSource

/// Body-mass index and the WHO adult classification: pure functions of weight and height.
public struct BMICalculator: Sendable {
  /// The BMI band WHO calls healthy, used for the healthy weight range.
  public static let healthyBMI = 18.5...24.9

  public init() {}

  /// kg / m², unrounded.
  public func bmi(weightKilograms: Double, heightCentimetres: Double) -> Double {
    let metres = heightCentimetres / 100
    return weightKilograms / (metres * metres)
  }

  public func assess(weightKilograms: Double, heightCentimetres: Double) -> AdultAssessment {
    let exact = bmi(weightKilograms: weightKilograms, heightCentimetres: heightCentimetres)
    let reported = FixedDecimal(exact, places: 2)
    let healthy = healthyWeightRange(heightCentimetres: heightCentimetres)
    let change: Double
    if weightKilograms < healthy.lowerBound {
      change = healthy.lowerBound - weightKilograms
    } else if weightKilograms > healthy.upperBound {
      change = healthy.upperBound - weightKilograms
    } else {
      change = 0
    }
    return AdultAssessment(
      weightKilograms: weightKilograms,
      heightCentimetres: heightCentimetres,
      bmi: reported,
      category: category(for: reported),
      bmiPrime: FixedDecimal(exact / 25, places: 2),
      healthyWeightKilograms: healthy,
      weightChangeKilograms: change
    )
  }

  /// The WHO class of a reported (2-decimal) BMI, compared in hundredths so that the
  /// boundaries are exact: 18.49 is mild thinness, 18.50 is normal.
  public func category(for bmi: FixedDecimal) -> AdultCategory {
    let hundredths = FixedDecimal(bmi.doubleValue, places: 2).scaled
    for (upperBound, category) in Self.upperBounds where hundredths < upperBound {
      return category
    }
    return .obese3
  }

  public func healthyWeightRange(heightCentimetres: Double) -> ClosedRange<Double> {
    let metres = heightCentimetres / 100
    let squared = metres * metres
    return (Self.healthyBMI.lowerBound * squared)...(Self.healthyBMI.upperBound * squared)
  }

  /// Each class up to (not including) a BMI in hundredths.
  private static let upperBounds: [(Int, AdultCategory)] = [
    (1600, .severeThinness), (1700, .moderateThinness), (1850, .mildThinness),
    (2500, .normal), (3000, .overweight), (3500, .obese1), (4000, .obese2),
  ]
}
