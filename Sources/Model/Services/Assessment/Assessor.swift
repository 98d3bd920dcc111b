import DataSource

/// The one assessor every command calls: decides how to assess a measurement from what is known
/// about the person. By default (`ReferenceChoice.cdc`, the CDC's recommendation) the WHO Child
/// Growth Standards under 24 months and the CDC growth charts from 24 months up to the 20th
/// birthday, each scored as its makers' own programs score it; with `.who` the WHO standards
/// under 60 months and the WHO Reference 2007 to 228 months. Older, or with no age, the adult
/// classes (WHO, or the Asian cut points).
public struct Assessor: Sendable {
  private let ages: AgeResolver
  let growth: CDCGrowthScorer
  private let calculator: BMICalculator
  private let waist: WaistToHeightCalculator

  public init() {
    self.ages = AgeResolver()
    self.growth = CDCGrowthScorer()
    self.calculator = BMICalculator()
    self.waist = WaistToHeightCalculator()
  }

  /// `today` is only for refusing a measurement date in the future. The weight or the height
  /// may be `nan` (not given) only for a person `scoresWithout` accepts.
  public func assess(_ request: AssessmentRequest, today: LocalDate) throws(AssessmentError)
    -> CalcAssessment
  {
    guard request.measuredOn <= today else {
      throw .measuredInFuture(measuredOn: request.measuredOn, today: today)
    }
    let person = request.person
    var ageMonths: Double?
    var isAdult = true
    if let age = person.age {
      let months = try ages.months(age, measuredOn: request.measuredOn)
      ageMonths = months
      isAdult = ages.isAdult(age, months: months, measuredOn: request.measuredOn)
    }
    var adult: AdultAssessment?
    var child: ChildAssessment?
    var whoChild: WHOChildAssessment?
    let core = self.core(
      weightKilograms: request.weightKilograms, heightCentimetres: request.heightCentimetres,
      sex: person.sex, ageMonths: ageMonths, isAdult: isAdult, population: person.population,
      reference: person.reference ?? .cdc)
    switch core.kind {
    case .adult:
      adult = calculator.assess(
        weightKilograms: request.weightKilograms, heightCentimetres: request.heightCentimetres,
        cutPoints: .forPopulation(person.population))
    case .child:
      // The core scores a child only for a known sex.
      if let sex = person.sex {
        child = ChildAssessment(
          weightKilograms: request.weightKilograms,
          heightCentimetres: request.heightCentimetres, sex: sex,
          scores: request.growth.lengthOfAnotherDay
            ? core.scores.withoutHeightForAge() : core.scores)
      }
    case .whoChild:
      if let sex = person.sex {
        let scored = WHOChildAssessment(
          weightKilograms: request.weightKilograms,
          heightCentimetres: request.heightCentimetres, sex: sex, ageMonths: ageMonths,
          headCentimetres: request.growth.headCentimetres,
          armCentimetres: request.growth.armCentimetres,
          scores: whoScores(
            weightKilograms: request.weightKilograms,
            heightCentimetres: request.heightCentimetres, sex: sex,
            measurement: request.growth.measurement(
              age: Self.whoAge(person.age, measuredOn: request.measuredOn))))
        whoChild = request.growth.lengthOfAnotherDay ? scored.withoutLengthForAge() : scored
      }
    case .unassessed:
      throw Self.error(core.reason, months: core.ageMonths)
    }
    // A child scored without a weight or height (`scoresWithout`) has no BMI and,
    // without a height, no waist-to-height ratio.
    let hasBMI = !request.weightKilograms.isNaN && !request.heightCentimetres.isNaN
    let waistResult =
      request.heightCentimetres.isNaN
      ? nil
      : request.waistCentimetres.map {
        waist.assess(waistCentimetres: $0, heightCentimetres: request.heightCentimetres)
      }
    let iotf =
      (child == nil && whoChild == nil) || !hasBMI
      ? nil
      : self.iotf(
        weightKilograms: request.weightKilograms, heightCentimetres: request.heightCentimetres,
        sex: person.sex, ageMonths: ageMonths)
    return CalcAssessment(
      adult: adult, child: child, waist: waistResult, ageMonths: ageMonths, sex: person.sex,
      iotf: iotf, who: whoChild)
  }

  /// The age as the WHO standards take it: as given (days or months), or the whole days
  /// from a birth date; `nil` without one.
  static func whoAge(_ age: Person.Age?, measuredOn: LocalDate) -> WHOAge? {
    switch age {
    case .months(let months)?: return WHOAge(months: months)
    case .days(let days)?: return WHOAge(days: days)
    case .born(let born)?: return WHOAge(days: Double(measuredOn.dayNumber - born.dayNumber))
    case nil: return nil
    }
  }

  /// What `calc` says for a core answer without a class.
  static func error(_ reason: AssessmentReason, months: Double) -> AssessmentError {
    reason == .sexMissing ? .sexRequired(months: months) : .ageOutsideReference(months: months)
  }

  /// A child's assessment at `ageMonths` (24…240): the CDC's scores. Throws for an age under
  /// 24 months, or over 240 (an adult: the caller should not ask), and for a missing sex.
  public func child(
    weightKilograms: Double, heightCentimetres: Double, sex: Sex?, ageMonths: Double
  ) throws(AssessmentError) -> ChildAssessment {
    guard CDCGrowthScorer.childMonths.contains(ageMonths) else {
      throw .ageOutsideReference(months: ageMonths)
    }
    guard let sex else { throw .sexRequired(months: ageMonths) }
    let scores = growth.scores(
      sex: sex, ageMonths: ageMonths, weightKilograms: weightKilograms,
      heightCentimetres: heightCentimetres)
    return ChildAssessment(
      weightKilograms: weightKilograms, heightCentimetres: heightCentimetres, sex: sex,
      scores: scores)
  }
}
