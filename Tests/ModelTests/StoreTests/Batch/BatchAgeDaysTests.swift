import DataSource
import Model
import Testing

/// An `age_days` column: months are days / 30.4375, exactly as an age from a birth date and a
/// measurement date, so the same days give the same row either way.
@MainActor
struct BatchAgeDaysTests {
  @Test(arguments: [
    ("2016-07-15", "2026-01-15"), ("2024-01-01", "2026-01-15"), ("2025-06-01", "2026-01-15"),
    ("2006-01-15", "2026-01-14"), ("2006-01-15", "2026-01-15"),
  ])
  func send_batchCommandReceived_ageDays_sameFieldsAsTheDatesGive(born: String, measured: String)
    async throws
  {
    let from = try #require(LocalDate(iso: born))
    let to = try #require(LocalDate(iso: measured))
    let days = to.dayNumber - from.dayNumber
    var byDays = await BatchChildRowsTests.fields(
      "weight_kg,height_cm,sex,age_days\n30,132,f,\(days)\n")
    var byDates = await BatchChildRowsTests.fields(
      "weight_kg,height_cm,sex,dob,date\n30,132,f,\(born),\(measured)\n")
    #expect(byDays.removeValue(forKey: "age_days") == "\(days)")
    byDates["dob"] = nil
    byDates["date"] = nil
    // An age_days column is one the WHO standards read, so that file adds the who_* fields;
    // the dates' file adds them only with --reference who.
    #expect(byDays.keys.contains("who_bmi_z") && !byDates.keys.contains("who_bmi_z"))
    byDays = byDays.filter { !$0.key.hasPrefix("who_") }
    // The 20th birthday itself is an adult by the birth date; 7305 days is 240.0 months, an
    // adult by days too.
    #expect(byDays == byDates)
  }

  @Test(arguments: [
    ("age_days", "-3", BatchRowError.Problem.age("-3", .negative)),
    ("age_days", "-1", .age("-1", .negative)),
  ])
  func send_batchCommandReceived_badAgeDays_namesTheColumn(
    column: String, text: String, problem: BatchRowError.Problem
  ) async {
    let sut = await BatchRun.run("weight_kg,height_cm,sex,\(column)\n30,132,f,\(text)\n")
    #expect(
      sut.store.failure
        == .badRow(BatchRowError(line: 2, column: 4, columnName: column, problem: problem)))
  }

  /// A newborn: day 0 is an age, as a birth date equal to the measurement date is.
  @Test func send_batchCommandReceived_dayZero_isANewborn() async {
    let sut = await BatchChildRowsTests.fields("weight_kg,height_cm,sex,age_days\n3.3,50,f,0\n")
    #expect(sut["reason"] == "")
    #expect(sut["reference"] == "who-2006")
    #expect(sut["assessed_age_months"] == "0.00")
    #expect(sut["who_length_height_cm"] == "50.00")
  }

  /// Birth in any age column, plain or with units, is the WHO's day 0; anthro gives this girl
  /// (3.3 kg, 50 cm) length 0.46, weight 0.15, weight-for-length -0.17 and BMI -0.11.
  @Test(arguments: [
    ("age_days", "0"), ("age_months", "0"), ("age_years", "0"), ("age_months", "0.0"),
    ("age_months", "\"0m\""), ("age_years", "\"0y\""),
  ])
  func send_batchCommandReceived_ageZero_isScoredAtDayZero(column: String, cell: String) async {
    var request = BatchRequest(inputPath: "in.csv")
    request.reference = .who
    let sut = await BatchChildRowsTests.fields(
      "weight_kg,height_cm,sex,\(column)\n3.3,50,f,\(cell)\n", request)
    #expect(sut["reason"] == "")
    #expect(sut["reference"] == "who-2006")
    #expect(sut["assessed_age_months"] == "0.00")
    #expect(sut["who_length_height_z"] == "0.46")
    #expect(sut["who_weight_z"] == "0.15")
    #expect(sut["who_weight_for_length_z"] == "-0.17")
    #expect(sut["who_bmi_z"] == "-0.11")
  }

  /// The most exact age given is the age: days over completed months (a survey's months
  /// beside the days are their rounding), the dates over months too; months where the days
  /// cell is empty.
  @Test func send_batchCommandReceived_monthsAndDays_daysWin() async {
    let sut = await BatchChildRowsTests.fields(
      "weight_kg,height_cm,sex,age_months,age_days\n9.5,75,m,12,380\n")
    #expect(sut["assessed_age_months"] == "12.48")
    let dates = await BatchChildRowsTests.fields(
      "weight_kg,height_cm,sex,age_months,birth_date,measured_on\n9.5,75,m,12,2024-01-01,2025-01-16\n"
    )
    #expect(dates["assessed_age_months"] == "12.52")
    let monthsOnly = await BatchChildRowsTests.fields(
      "weight_kg,height_cm,sex,age_months,age_days\n9.5,75,m,12,\n")
    #expect(monthsOnly["assessed_age_months"] == "12.00")
  }
}
