import DataSource
import Model
import Testing

/// Who is scored without a weight or a height (`Assessor.scoresWithoutBMI`): a child of a
/// known age and sex that the WHO scores, and no one else, whose class is the BMI's.
struct AssessorUnmeasuredTests {
  static let today = LocalDate(year: 2026, month: 1, day: 15)

  @Test(arguments: [
    (Person(sex: .female, age: .months(9)), true),
    (Person(sex: .male, age: .days(0)), true),
    (Person(sex: .male, age: .months(23.9)), true),
    // From 24 months the CDC's, by default: their BMI-for-age needs both measures.
    (Person(sex: .male, age: .months(24)), false),
    (Person(sex: .male, age: .months(96), reference: .who), true),
    (Person(sex: .male, age: .months(228), reference: .who), true),
    (Person(sex: .male, age: .months(229), reference: .who), false),
    (Person(sex: .female, age: .born(LocalDate(year: 2025, month: 4, day: 15))), true),
    // No sex, no age, an adult, a birth date after the day: no WHO child to score.
    (Person(age: .months(9)), false),
    (Person(sex: .female), false),
    (Person(sex: .female, reference: .who), false),
    (Person(sex: .female, age: .months(300)), false),
    (Person(sex: .female, age: .born(LocalDate(year: 2026, month: 2, day: 1))), false),
  ])
  func scoresWithoutBMI_onlyAChildTheWHOScores(person: Person, scored: Bool) {
    #expect(Assessor().scoresWithoutBMI(person, measuredOn: Self.today) == scored)
  }

  /// The assessment of such a child: the scores the measures given allow, no BMI, no IOTF
  /// class, no waist-to-height without a height, and the reason in the batch rows' words.
  @Test func assess_lengthWithoutWeight_scoresLengthOnly() throws {
    let request = AssessmentRequest(
      weightKilograms: .nan, heightCentimetres: 75, waistCentimetres: 40,
      person: Person(sex: .female, age: .days(274)), measuredOn: Self.today)
    let sut = try Assessor().assess(request, today: Self.today)
    let who = try #require(sut.who)
    #expect(sut.bmi == nil)
    #expect(who.reason == .weightMissing)
    #expect(who.scores.lengthHeightForAge.rounded.description == "2.01")
    #expect(!who.scores.weightForAge.isGiven && !who.scores.weightForLength.isGiven)
    #expect(sut.iotf == nil)
    #expect(sut.waist?.ratio.description == "0.53")
  }

  @Test func assess_weightWithoutHeight_hasNoWaistRatio() throws {
    let request = AssessmentRequest(
      weightKilograms: 30, heightCentimetres: .nan, waistCentimetres: 55,
      person: Person(sex: .male, age: .months(100), reference: .who), measuredOn: Self.today)
    let sut = try Assessor().assess(request, today: Self.today)
    let who = try #require(sut.who)
    #expect(who.reason == .heightMissing)
    #expect(who.scores.weightForAge.isGiven && !who.scores.bmiForAge.isGiven)
    #expect(sut.waist == nil)
    #expect(sut.bmi == nil)
  }
}
