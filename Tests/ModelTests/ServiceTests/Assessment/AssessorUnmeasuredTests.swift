import DataSource
import Model
import Testing

/// Who is scored without a weight or a height (`Assessor.scoresWithout`): a child of a known
/// age and sex that a growth reference scores (with neither, only the WHO's), and no adult,
/// whose class is the BMI's.
struct AssessorUnmeasuredTests {
  static let today = LocalDate(year: 2026, month: 1, day: 15)

  @Test(arguments: [
    (Person(sex: .female, age: .months(9)), true),
    (Person(sex: .male, age: .days(0)), true),
    (Person(sex: .male, age: .months(23.9)), true),
    // From 24 months the CDC's, by default: weight- or height-for-age, as cdcanthro.
    (Person(sex: .male, age: .months(24)), true),
    (Person(sex: .male, age: .months(239)), true),
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
  func scoresWithout_onlyAChildAReferenceScores(person: Person, scored: Bool) {
    let sut = Assessor()
    #expect(
      sut.scoresWithout(weight: true, height: false, person, measuredOn: Self.today) == scored)
    #expect(
      sut.scoresWithout(weight: false, height: true, person, measuredOn: Self.today) == scored)
  }

  /// Neither measure: a child the WHO scores still has its head and arm; the CDC's nothing.
  @Test(arguments: [
    (Person(sex: .female, age: .months(9)), true),
    (Person(sex: .female, age: .months(96), reference: .who), true),
    (Person(sex: .female, age: .months(96)), false),
    (Person(sex: .female, age: .months(300)), false),
  ])
  func scoresWithout_neither_onlyAChildTheWHOScores(person: Person, scored: Bool) {
    #expect(
      Assessor().scoresWithout(weight: true, height: true, person, measuredOn: Self.today)
        == scored)
  }

  /// A CDC child without a height: the CDC's weight-for-age, as cdcanthro gives it
  /// (waz 0.8406058, mod_waz 0.6265643), nothing that needs the BMI.
  @Test func assess_cdcChildWithoutHeight_scoresWeightForAge() throws {
    let request = AssessmentRequest(
      weightKilograms: 30, heightCentimetres: .nan,
      person: Person(sex: .female, age: .months(96)), measuredOn: Self.today)
    let sut = try Assessor().assess(request, today: Self.today)
    let child = try #require(sut.child)
    #expect(sut.bmi == nil && child.category == nil)
    #expect(child.reason == .heightMissing)
    #expect(abs(child.scores.weightZ - 0.8406058) < 1e-6)
    #expect(abs(child.scores.modifiedWeightZ - 0.6265643) < 1e-6)
    #expect(child.scores.heightZ.isNaN && child.scores.bmiZ.isNaN)
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
