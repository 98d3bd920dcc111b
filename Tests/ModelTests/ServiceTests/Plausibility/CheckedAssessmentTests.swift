import DataSource
import Model
import Testing

/// `CheckedAssessment`, calc's gate: the adult BMI range (12-100) judges adults and anyone no
/// growth reference scores; a child the WHO or the CDC scores is judged by its own flags.
struct CheckedAssessmentTests {
  static let today = LocalDate(year: 2026, month: 1, day: 15)

  enum Expected: Sendable {
    /// Scored, with this reference, and flagged by it or not.
    case scored(AssessmentReference, flagged: Bool)
    /// Refused by the adult range, at this BMI.
    case refused(FixedDecimal)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let kilograms: Double
    let centimetres: Double
    var sex: Sex? = nil
    var age: Person.Age? = nil
    var reference: ReferenceChoice? = nil
    let expected: Expected
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // The newborn of issue 21: anthro gives weight-for-length -3.36, within the WHO's range.
    Case(
      name: "newborn, BMI 10, default reference", kilograms: 2.5, centimetres: 50, sex: .male,
      age: .days(1), expected: .scored(.who2006, flagged: false)),
    Case(
      name: "newborn, BMI 10, --reference who", kilograms: 2.5, centimetres: 50, sex: .male,
      age: .days(1), reference: .who, expected: .scored(.who2006, flagged: false)),
    Case(
      name: "birth, BMI 9.6", kilograms: 2.4, centimetres: 50, sex: .female, age: .months(0),
      expected: .scored(.who2006, flagged: false)),
    Case(
      name: "newborn, BMI 120: scored and flagged by the WHO", kilograms: 30, centimetres: 50,
      sex: .male, age: .days(1), expected: .scored(.who2006, flagged: true)),
    Case(
      name: "9.5 years, BMI 9.76: scored and flagged by the CDC", kilograms: 17,
      centimetres: 132, sex: .female, age: .months(114), expected: .scored(.cdc2000, flagged: true)
    ),
    Case(
      name: "adult, no age, BMI 10", kilograms: 30.625, centimetres: 175,
      expected: .refused(FixedDecimal(scaled: 1000, places: 2))),
    Case(
      name: "adult of 30, BMI 10", kilograms: 30.625, centimetres: 175, sex: .female,
      age: .months(360), expected: .refused(FixedDecimal(scaled: 1000, places: 2))),
    Case(
      name: "adult, BMI 120", kilograms: 367.5, centimetres: 175,
      expected: .refused(FixedDecimal(scaled: 12000, places: 2))),
    // No sex: no reference scores the child, so the adult range still guards it.
    Case(
      name: "newborn without a sex, BMI 10", kilograms: 2.5, centimetres: 50, age: .days(1),
      expected: .refused(FixedDecimal(scaled: 1000, places: 2))),
  ]

  @Test(arguments: cases)
  func assess_bmiOutsideTheAdultRange_judgedByTheReferenceThatScoresIt(_ row: Case) throws {
    let request = AssessmentRequest(
      weightKilograms: row.kilograms, heightCentimetres: row.centimetres,
      person: Person(sex: row.sex, age: row.age, reference: row.reference), measuredOn: Self.today)
    let sut = CheckedAssessment()
    switch row.expected {
    case .scored(let reference, let flagged):
      let assessment = try sut.assess(request, typed: nil, force: false, today: Self.today)
      #expect(assessment.reference == reference)
      let isFlagged = assessment.who?.scores.isFlagged ?? assessment.child?.scores.implausible.isAny
      #expect(isFlagged == flagged)
      // The start-up path answers alike.
      let quick = try sut.assessment(
        request, typed: TypedMeasurement(weight: nil, height: nil, bareUnits: .metric),
        today: Self.today)
      #expect(quick == assessment)
    case .refused(let bmi):
      #expect(throws: CalcFailure.implausible(.bmi(bmi, slips: []))) {
        try sut.assess(request, typed: nil, force: false, today: Self.today)
      }
      #expect(throws: CheckedAssessment.Refused.self) {
        try sut.assessment(
          request, typed: TypedMeasurement(weight: nil, height: nil, bareUnits: .metric),
          today: Self.today)
      }
      // --force passes the gate: what follows is the assessment's own answer (a child
      // without a sex: sex required).
      do {
        let forced = try sut.assess(request, typed: nil, force: true, today: Self.today)
        #expect(forced.bmi == bmi)
      } catch {
        #expect(row.sex == nil && row.age != nil)
        #expect(error == .assessment(.sexRequired(months: 1 / 30.4375)))
      }
    }
  }
}
