import DataSource
import Model
import Testing

/// Every entry of a log assessed (`Assessor.assess(entry:of:heights:today:)`, through
/// `WeighInAssessments`): a child the WHO scores is scored by whatever was measured that day,
/// a length, head or arm without a weight included, and a weigh-in takes the head and arm
/// logged with it. The z are the WHO's anthro's for the same child, run beside bmi:
/// `anthro_zscores(sex = 2, age = c(92, 153, 184, 198), is_age_in_month = FALSE,
/// weight = c(6.1, NA, NA, NA), lenhei = c(61, 66, NA, 68), headc = c(40, NA, 42.5, 43),
/// armc = c(NA, NA, NA, 14))`.
struct WeighInAssessmentsEntryTests {
  static let born = LocalDate(year: 2026, month: 3, day: 1)
  static let entries = [
    WeightEntry(
      date: LocalDate(year: 2026, month: 6, day: 1), kilograms: 6.1, heightCentimetres: 61,
      headCentimetres: 40),
    WeightEntry(
      date: LocalDate(year: 2026, month: 8, day: 1), kilograms: nil, heightCentimetres: 66),
    WeightEntry(
      date: LocalDate(year: 2026, month: 9, day: 1), kilograms: nil, headCentimetres: 42.5),
    WeightEntry(
      date: LocalDate(year: 2026, month: 9, day: 15), kilograms: nil, heightCentimetres: 68,
      headCentimetres: 43, armCentimetres: 14),
    WeightEntry(
      date: LocalDate(year: 2026, month: 9, day: 20), kilograms: nil, waistCentimetres: 45),
  ]

  static func mia(born: LocalDate = born, sex: Sex? = .female) -> Profile {
    Profile(name: "mia", heightCentimetres: 68, sex: sex, born: born, entries: entries)
  }

  /// The z of each indicator in hundredths, as anthro prints it; `nil` when not given.
  static func z(_ assessment: WeighInAssessment?) -> [Int?] {
    guard let s = assessment?.who?.scores else { return [] }
    return [
      s.lengthHeightForAge, s.weightForAge, s.weightForLength, s.bmiForAge,
      s.headCircumferenceForAge, s.armCircumferenceForAge,
    ].map { $0.isGiven ? $0.hundredths : nil }
  }

  @Test func subscript_whoChild_scoresEveryMeasureAsAnthro() throws {
    let sut = WeighInAssessments(Self.mia(), today: LocalDate(year: 2026, month: 9, day: 20))
    #expect(Self.z(sut[0]) == [54, 32, -5, 2, 36, nil])
    #expect(Self.z(sut[1]) == [87, nil, nil, nil, nil, nil])
    #expect(Self.z(sut[2]) == [nil, nil, nil, nil, 21, nil])
    #expect(Self.z(sut[3]) == [64, nil, nil, nil, 36, 13])
    // A waist alone is nothing the WHO scores.
    #expect(sut[4] == nil)
    // No BMI and no class without a weight, and the reason in the batch rows' words.
    let lengthOnly = try #require(sut[1])
    #expect(lengthOnly.bmi == nil && lengthOnly.reference == .who2006)
    #expect(lengthOnly.who?.scores.weightStatus == nil)
    #expect(lengthOnly.reason == .weightMissing)
    #expect(sut[2]?.reason == .weightAndHeightMissing)
    #expect(sut[0]?.reason == nil && sut[0]?.bmi?.description == "16.39")
  }

  /// A length without a weight is not scored for a child the CDC scores (from 24 months by
  /// default), an adult, a child without a sex or one born after the day.
  @Test(arguments: [
    ("CDC child", LocalDate(year: 2022, month: 3, day: 1), Sex?.some(.female)),
    ("adult", LocalDate(year: 1990, month: 3, day: 1), .female),
    ("no sex", born, nil),
    ("born after", LocalDate(year: 2026, month: 8, day: 2), .female),
  ])
  func subscript_lengthOfAnyoneElse_isNotAssessed(case: String, born: LocalDate, sex: Sex?) {
    let sut = WeighInAssessments(Self.mia(born: born, sex: sex))
    #expect(sut[1] == nil, "\(`case`)")
  }
}
