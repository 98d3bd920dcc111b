import DataSource
import Model
import Testing

/// A batch row measured after today is not assessed and says why, as `calc --date` refuses
/// such a date and tracking gives it the same reason.
@MainActor
struct BatchFutureDateTests {
  static let today = LocalDate(year: 2026, month: 1, day: 15)

  static func request(_ format: BatchFormat = .csv) -> BatchRequest {
    BatchRequest(inputPath: "in.csv", inputFormat: format, outputFormat: .csv, today: today)
  }

  @Test(arguments: [
    // born, measured, reference, reason
    ("2016-07-15", "2026-01-16", "", "measured-in-future"),
    ("2016-07-15", "2026-01-15", "cdc-2000", ""),
    ("", "2030-01-01", "", "measured-in-future"),
    ("", "2026-01-15", "who-adult", ""),
    // A future date wins over a birth date after it, as calc checks the date first.
    ("2027-01-01", "2026-06-01", "", "measured-in-future"),
  ])
  func send_batchCommandReceived_measurementDate_afterTodayIsNotAssessed(
    born: String, measured: String, reference: String, reason: String
  ) async {
    let sut = await BatchChildRowsTests.fields(
      "weight_kg,height_cm,sex,dob,date\n30,132,f,\(born),\(measured)\n", Self.request())
    #expect(sut["reference"] == reference)
    #expect(sut["reason"] == reason)
    #expect(sut["bmi"] == "17.22")
  }

  @Test func send_batchCommandReceived_ageAndFutureDate_isNotAssessed() async {
    let sut = await BatchChildRowsTests.fields(
      "weight_kg,height_cm,sex,age_months,measured_on\n30,132,f,114,2026-02-01\n",
      Self.request())
    #expect(sut["category"] == "")
    #expect(sut["reason"] == "measured-in-future")
  }

  @Test func send_batchCommandReceived_ndjsonFutureDate_isNotAssessed() async {
    let input = #"{"weight_kg":70,"height_cm":175,"date":"2026-03-01"}"# + "\n"
    let sut = await BatchRun.run(input, request: Self.request(.ndjson))
    #expect(sut.output.contains(",measured-in-future,"))
  }

  /// NDJSON out: each line's own keys decide its fields, and a date brings the reason.
  @Test func send_batchCommandReceived_ndjsonToNDJSONFutureDate_hasTheReason() async {
    let input = #"{"weight_kg":70,"height_cm":175,"date":"2026-03-01"}"# + "\n"
    var request = Self.request(.ndjson)
    request.outputFormat = .ndjson
    let sut = await BatchRun.run(input, request: request)
    #expect(sut.output.contains(#""category":null"#))
    #expect(sut.output.contains(#""reason":"measured-in-future""#))
  }

  @Test func send_batchCommandReceived_todayUnknown_assessesEveryDate() async {
    let sut = await BatchChildRowsTests.fields(
      "weight_kg,height_cm,date\n70,175,2030-01-01\n", BatchRequest(inputPath: "in.csv"))
    #expect(sut["reference"] == "who-adult")
  }
}
