import DataSource

/// Assesses one batch row from its weight, height and person as `bmi calc` assesses one
/// person: the CDC's scores from 24 months up to the 20th birthday, adult classes from 240
/// months (with a birth date, from the 20th birthday) or with no age, and no class (with a reason) under 24 months or for a child of unknown sex.
struct BatchRowAssessor: Sendable {
  let scorer: CDCGrowthScorer
  let waist: WaistToHeightCalculator

  init() {
    self.scorer = CDCGrowthScorer()
    self.waist = WaistToHeightCalculator()
  }

  /// `adultOrdinal` classes an adult's BMI in hundredths, by the Asian cut points when `true`.
  @inline(__always)
  func assess(
    weightKilograms: Double, heightCentimetres: Double, hundredths: Int, person: BatchPerson,
    adultOrdinal: (Int, Bool) -> Int
  ) -> BatchRowOutcome {
    var outcome: BatchRowOutcome
    if let months = person.ageMonths, !person.isAdult {
      if months < CDCGrowthScorer.childMonths.lowerBound {
        outcome = .unassessed(hundredths, .under2Years)
      } else if let sex = person.sex {
        let scores = scorer.scores(
          sex: sex, ageMonths: months, weightKilograms: weightKilograms,
          heightCentimetres: heightCentimetres)
        outcome = BatchRowOutcome(hundredths: hundredths, kind: .child)
        outcome.reference = .cdc2000
        outcome.flags = BatchFlags(scores.implausible)
        outcome.scores = scores
      } else {
        outcome = .unassessed(hundredths, .sexMissing)
      }
      outcome.ageMonths = months
    } else if person.lacksMeasurementDate {
      outcome = .unassessed(hundredths, .measurementDateMissing)
    } else {
      outcome = Self.adult(hundredths: hundredths, population: person.population, adultOrdinal)
      outcome.ageMonths = person.ageMonths ?? .nan
    }
    if let centimetres = person.waistCentimetres {
      outcome.waist = waist.assess(
        waistCentimetres: centimetres, heightCentimetres: heightCentimetres)
    }
    return outcome
  }

  /// An adult's class, and the flag when the BMI is outside `PlausibleBMI.adult`.
  @inline(__always)
  static func adult(
    hundredths: Int, population: Population?, _ adultOrdinal: (Int, Bool) -> Int
  ) -> BatchRowOutcome {
    let isAsian = population == .asian
    var outcome = BatchRowOutcome(hundredths: hundredths, kind: .adult)
    outcome.adultOrdinal = adultOrdinal(hundredths, isAsian)
    outcome.reference = isAsian ? .whoAdultAsian : .whoAdult
    outcome.flags = flags(hundredths: hundredths)
    return outcome
  }

  /// `PlausibleBMI.adult` in hundredths, compared with the BMI as printed.
  static let plausibleHundredths =
    Int(
      (PlausibleBMI.adult.lowerBound * 100).rounded())...Int(
      (PlausibleBMI.adult.upperBound * 100).rounded())

  @inline(__always)
  static func flags(hundredths: Int) -> BatchFlags {
    if hundredths < plausibleHundredths.lowerBound { return .bmiLow }
    if hundredths > plausibleHundredths.upperBound { return .bmiHigh }
    return []
  }
}
