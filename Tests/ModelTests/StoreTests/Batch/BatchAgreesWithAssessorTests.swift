import DataSource
import Model
import Testing

/// A batch row and `bmi calc` decide child or adult by the one assessor's rule: from 240
/// months, or with a birth date from the 20th birthday itself, the adult classes.
@MainActor
struct BatchAgreesWithAssessorTests {
  static let measuredOn = LocalDate(year: 2026, month: 5, day: 1)

  @Test(arguments: [
    ("age_months", "240", Person.Age.months(240)),
    ("age_months", "239.99", .months(239.99)),
    ("age_months", "240.01", .months(240.01)),
    ("age_years", "20", .months(240)),
    ("age_years", "19.99", .months(239.88)),
  ])
  func send_batchCommandReceived_ageAtTheEnd_isClassedAsTheAssessorClassesIt(
    column: String, cell: String, age: Person.Age
  ) async throws {
    let sut = await BatchChildRowsTests.fields(
      "weight_kg,height_cm,sex,\(column)\n60,165,2,\(cell)\n")
    let expected = try Self.reference(age)
    #expect(sut["reference"] == expected)
  }

  @Test(arguments: [
    ("2006-05-01", "2026-05-01"), ("2006-05-01", "2026-04-30"), ("2006-05-02", "2026-05-01"),
    ("2006-04-30", "2026-05-01"),
  ])
  func send_batchCommandReceived_birthDateNearThe20thBirthday_isClassedAsTheAssessorClassesIt(
    born: String, measured: String
  ) async throws {
    let sut = await BatchChildRowsTests.fields(
      "weight_kg,height_cm,sex,dob,date\n60,165,2,\(born),\(measured)\n")
    let bornDate = try #require(LocalDate(iso: born))
    let measuredDate = try #require(LocalDate(iso: measured))
    let expected = try Self.reference(.born(bornDate), measuredOn: measuredDate)
    #expect(sut["reference"] == expected)
  }

  /// The reference the one assessor uses for a 60 kg, 165 cm girl of `age`.
  static func reference(_ age: Person.Age, measuredOn: LocalDate = measuredOn) throws
    -> String
  {
    let request = AssessmentRequest(
      weightKilograms: 60, heightCentimetres: 165, person: Person(sex: .female, age: age),
      measuredOn: measuredOn)
    let assessment = try Assessor().assess(request, today: measuredOn)
    return assessment.child == nil ? "who-adult" : "cdc-2000"
  }
}
