import DataSource

/// Decides how to assess a measurement from what is known about the person: CDC BMI-for-age
/// from 2 up to 20 years, adult classes (WHO, or the Asian cut points) otherwise.
public struct Assessor: Sendable {
  private let ages: AgeResolver
  private let growth: GrowthAssessor
  private let calculator: BMICalculator
  private let waist: WaistToHeightCalculator

  public init() {
    self.ages = AgeResolver()
    self.growth = GrowthAssessor()
    self.calculator = BMICalculator()
    self.waist = WaistToHeightCalculator()
  }

  /// `today` is only for refusing a measurement date in the future.
  public func assess(_ request: AssessmentRequest, today: LocalDate) throws(AssessmentError)
    -> CalcAssessment
  {
    guard request.measuredOn <= today else {
      throw .measuredInFuture(measuredOn: request.measuredOn, today: today)
    }
    let person = request.person
    var ageMonths: Double?
    if let age = person.age {
      ageMonths = try ages.months(age, measuredOn: request.measuredOn)
    }
    var adult: AdultAssessment?
    var child: ChildAssessment?
    if let months = ageMonths, months < GrowthChart.childMonths.upperBound {
      guard months >= GrowthChart.childMonths.lowerBound else {
        throw .ageOutsideReference(months: months)
      }
      guard let sex = person.sex else { throw .sexRequired(months: months) }
      child = try growth.assess(
        weightKilograms: request.weightKilograms, heightCentimetres: request.heightCentimetres,
        sex: sex, ageMonths: months)
    } else {
      adult = calculator.assess(
        weightKilograms: request.weightKilograms, heightCentimetres: request.heightCentimetres,
        cutPoints: .forPopulation(person.population))
    }
    let waistResult = request.waistCentimetres.map {
      waist.assess(waistCentimetres: $0, heightCentimetres: request.heightCentimetres)
    }
    return CalcAssessment(
      adult: adult, child: child, waist: waistResult, ageMonths: ageMonths, sex: person.sex)
  }
}
