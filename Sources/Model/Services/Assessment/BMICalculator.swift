import DataSource

/// Body-mass index and the WHO adult classification: pure functions of weight and height.
public struct BMICalculator: Sendable {
  /// The BMI band WHO calls healthy, used for the healthy weight range.
  public static let healthyBMI = AdultCutPoints.who.healthyBMI

  public init() {}

  /// kg / m², unrounded.
  public func bmi(weightKilograms: Double, heightCentimetres: Double) -> Double {
    let metres = heightCentimetres / 100
    return weightKilograms / (metres * metres)
  }

  /// Classes by `cutPoints`: WHO unless the person's population calls for others.
  public func assess(
    weightKilograms: Double, heightCentimetres: Double, cutPoints: AdultCutPoints = .who
  ) -> AdultAssessment {
    let exact = bmi(weightKilograms: weightKilograms, heightCentimetres: heightCentimetres)
    let reported = FixedDecimal(exact, places: 2)
    let healthy = healthyWeightRange(heightCentimetres: heightCentimetres, cutPoints: cutPoints)
    let category = category(for: reported, cutPoints: cutPoints)
    let change: Double
    // A BMI in the normal class needs no change, also between the range's 24.9 and the
    // class's 25 (24.95 is normal: "lose 0.2 kg" would contradict its own class).
    if category == .normal {
      change = 0
    } else if weightKilograms < healthy.lowerBound {
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
      category: category,
      bmiPrime: FixedDecimal(exact / cutPoints.primeDivisor, places: 2),
      healthyWeightKilograms: healthy,
      weightChangeKilograms: change,
      cutPoints: cutPoints
    )
  }

  /// The WHO class of a reported (2-decimal) BMI, compared in hundredths so that the
  /// boundaries are exact: 18.49 is mild thinness, 18.50 is normal.
  public func category(for bmi: FixedDecimal, cutPoints: AdultCutPoints = .who) -> AdultCategory {
    let hundredths = FixedDecimal(bmi.doubleValue, places: 2).scaled
    for bound in cutPoints.bounds where hundredths < bound.below {
      return bound.category
    }
    return .obese3
  }

  public func healthyWeightRange(heightCentimetres: Double, cutPoints: AdultCutPoints = .who)
    -> ClosedRange<Double>
  {
    let metres = heightCentimetres / 100
    let squared = metres * metres
    let healthy = cutPoints.healthyBMI
    return (healthy.lowerBound * squared)...(healthy.upperBound * squared)
  }
}
