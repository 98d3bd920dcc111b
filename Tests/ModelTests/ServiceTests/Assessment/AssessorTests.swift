import DataSource
import Model
import Testing

struct AssessorTests {
  static let today = LocalDate(year: 2026, month: 1, day: 15)

  static func request(
    weight: Double = 30, height: Double = 130, waist: Double? = nil, person: Person,
    on date: LocalDate = today
  ) -> AssessmentRequest {
    AssessmentRequest(
      weightKilograms: weight, heightCentimetres: height, waistCentimetres: waist,
      person: person, measuredOn: date)
  }

  @Test(arguments: [24.0, 100.0, 239.9])
  func assess_childAges_useCDCReference(months: Double) throws {
    let sut = try Assessor().assess(
      Self.request(person: Person(sex: .female, age: .months(months))), today: Self.today)
    #expect(sut.child?.ageMonths == months)
    #expect(sut.adult == nil)
    #expect(sut.thresholds == .cdc2000)
    #expect(sut.reference == .cdc2000)
  }

  @Test(arguments: [240.0, 240.5, 600.0])
  func assess_twentyAndOver_usesAdultClasses(months: Double) throws {
    let sut = try Assessor().assess(
      Self.request(weight: 70, height: 175, person: Person(sex: .male, age: .months(months))),
      today: Self.today)
    #expect(sut.adult?.category == .normal)
    #expect(sut.child == nil)
    #expect(sut.thresholds == .who)
    #expect(sut.reference == .whoAdult)
    #expect(sut.growthReference == nil)
    #expect(sut.ageMonths == months)
  }

  @Test(arguments: [
    // (reference, age in months or nil, height, expected reference)
    (ReferenceChoice?.none, 23.99, 80.0, AssessmentReference.who2006),
    (nil, 0.5, 50, .who2006),
    (nil, 24.0, 88, .cdc2000),
    (.cdc, 18.0, 80, .who2006),
    (.who, 24.0, 88, .who2006),
    (.who, 59.99, 108, .who2006),
    (.who, 60.0, 110, .who2007),
    (.who, 228.0, 170, .who2007),
    (.who, 228.01, 170, .whoAdult),
    (.cdc, 228.01, 170, .cdc2000),
  ])
  func assess_byReferenceAndAge_usesTheRightReference(
    reference: ReferenceChoice?, months: Double, height: Double,
    expected: AssessmentReference
  ) throws {
    let sut = try Assessor().assess(
      Self.request(
        weight: 11, height: height,
        person: Person(sex: .male, age: .months(months), reference: reference)),
      today: Self.today)
    #expect(sut.reference == expected)
    #expect((sut.who != nil) == (expected == .who2006 || expected == .who2007))
  }

  @Test(arguments: [(75.0, AssessmentReference.who2006), (120, .who2006), (120.1, .whoAdult)])
  func assess_whoWithoutAge_weightForLengthUpTo120cm(
    height: Double, expected: AssessmentReference
  ) throws {
    let sut = try Assessor().assess(
      Self.request(weight: 9, height: height, person: Person(sex: .female, reference: .who)),
      today: Self.today)
    #expect(sut.reference == expected)
  }

  @Test func assess_ageInDays_keptAsDays() throws {
    // 90.5 days is day 91 (MUAC scored); through months it could round to day 90.
    var request = Self.request(
      weight: 6, height: 60, person: Person(sex: .female, age: .days(90.5)))
    request.growth = GrowthMeasures(armCentimetres: 13)
    let sut = try Assessor().assess(request, today: Self.today)
    #expect(sut.who?.scores.ageDay == 91)
    #expect(sut.who?.scores.armCircumferenceForAge.isGiven == true)
  }

  @Test func assess_oedema_noWeightBasedScores() throws {
    var request = Self.request(
      weight: 8, height: 72, person: Person(sex: .male, age: .months(12)))
    request.growth = GrowthMeasures(oedema: true)
    let sut = try #require(try Assessor().assess(request, today: Self.today).who)
    #expect(!sut.scores.weightForAge.isGiven)
    #expect(!sut.scores.weightForLength.isGiven)
    #expect(!sut.scores.bmiForAge.isGiven)
    #expect(sut.scores.lengthHeightForAge.isGiven)
    #expect(sut.scores.weightStatus == nil)
  }

  @Test func assess_childWithoutSex_asksForSex() {
    #expect(throws: AssessmentError.sexRequired(months: 114)) {
      try Assessor().assess(Self.request(person: Person(age: .months(114))), today: Self.today)
    }
  }

  @Test func assess_noAge_isAdultEvenWithSex() throws {
    let sut = try Assessor().assess(
      Self.request(weight: 70, height: 175, person: Person(sex: .female)), today: Self.today)
    #expect(sut.adult != nil)
    #expect(sut.ageMonths == nil)
    #expect(sut.sex == .female)
  }

  @Test func assess_asianAdult_usesAsianCutPoints() throws {
    let sut = try Assessor().assess(
      Self.request(weight: 72, height: 175, person: Person(population: .asian)), today: Self.today)
    #expect(sut.adult?.category == .overweight)
    #expect(sut.thresholds == .whoAsian)
  }

  @Test func assess_asianChild_usesCDCNotAsianCutPoints() throws {
    let sut = try Assessor().assess(
      Self.request(person: Person(sex: .male, age: .months(120), population: .asian)),
      today: Self.today)
    #expect(sut.child != nil)
    #expect(sut.thresholds == .cdc2000)
  }

  @Test(arguments: [
    // 2016-01-15 to 2018-01-15 is 731 days: 24.016 months.
    (LocalDate(year: 2016, month: 1, day: 15), LocalDate(year: 2018, month: 1, day: 15), 731.0),
    (LocalDate(year: 2016, month: 7, day: 15), LocalDate(year: 2026, month: 1, day: 15), 3471.0),
    // Exactly 20 years is 7305 days, exactly 240 months of 30.4375 days.
    (LocalDate(year: 2006, month: 1, day: 15), LocalDate(year: 2026, month: 1, day: 15), 7305.0),
  ])
  func assess_bornAndDate_countsMonthsOf30Point4375Days(
    born: LocalDate, measured: LocalDate, days: Double
  ) throws {
    let sut = try Assessor().assess(
      Self.request(person: Person(sex: .female, age: .born(born)), on: measured), today: Self.today)
    #expect(sut.ageMonths == days / 30.4375)
  }

  @Test func assess_bornExactlyTwentyYearsAgo_isAdult() throws {
    let born = LocalDate(year: 2006, month: 1, day: 15)
    let sut = try Assessor().assess(
      Self.request(weight: 70, height: 175, person: Person(sex: .female, age: .born(born))),
      today: Self.today)
    #expect(sut.adult != nil)
  }

  @Test func assess_dayBeforeTwentiethBirthday_isChildOnCDCScores() throws {
    let born = LocalDate(year: 2006, month: 1, day: 16)
    let sut = try Assessor().assess(
      Self.request(weight: 70, height: 175, person: Person(sex: .female, age: .born(born))),
      today: Self.today)
    #expect(sut.adult == nil)
    #expect(sut.child?.ageMonths == 7304 / 30.4375)
    #expect(sut.child?.scores.bmi == 70 / (1.75 * 1.75))
  }

  @Test func assess_bornAfterMeasurement_throws() {
    let born = LocalDate(year: 2025, month: 6, day: 1)
    let measured = LocalDate(year: 2025, month: 1, day: 1)
    #expect(throws: AssessmentError.bornAfterMeasurement(born: born, measuredOn: measured)) {
      try Assessor().assess(
        Self.request(person: Person(age: .born(born)), on: measured), today: Self.today)
    }
  }

  @Test func assess_measuredInFuture_throws() {
    let measured = LocalDate(year: 2026, month: 1, day: 16)
    #expect(throws: AssessmentError.measuredInFuture(measuredOn: measured, today: Self.today)) {
      try Assessor().assess(Self.request(person: Person(), on: measured), today: Self.today)
    }
  }

  @Test func assess_waist_addsRatioForAdultAndChild() throws {
    let adult = try Assessor().assess(
      Self.request(weight: 70, height: 175, waist: 90, person: Person()), today: Self.today)
    #expect(adult.waist?.ratio.description == "0.51")
    #expect(adult.waist?.band == .increased)
    let child = try Assessor().assess(
      Self.request(waist: 60, person: Person(sex: .male, age: .months(114))), today: Self.today)
    #expect(child.waist?.ratio.description == "0.46")
    #expect(child.waist?.band == .healthy)
  }
}
