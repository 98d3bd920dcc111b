import DataSource
import Model
import Testing

/// Batch rows with sex, age, birth dates, population and waist: each assessed as `bmi calc`
/// assesses one person, with the CDC's child fields, and never a stopped run for a row that
/// cannot be classed.
@MainActor
struct BatchChildRowsTests {
  /// The added fields of the one row of `input`, by name.
  static func fields(_ input: String, _ request: BatchRequest = BatchRequest(inputPath: "in.csv"))
    async -> [String: String]
  {
    let sut = await BatchRun.run(input, request: request)
    let lines = sut.output.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count >= 2 else { return [:] }
    let names = lines[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    let values = lines[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    var fields: [String: String] = [:]
    for (name, value) in zip(names, values) where fields[name] == nil { fields[name] = value }
    return fields
  }

  /// What the CDC scorer gives, to 2 decimals as calc and batch mode print it.
  static func printed(_ value: Double) -> String {
    FixedDecimal(value, places: 2, rule: .exactBinary).description
  }

  @Test(arguments: [
    (Sex.female, 114.0, 30.0, 132.0), (.male, 24.0, 12.5, 86.0), (.male, 239.99, 70.0, 176.0),
    (.female, 239.999, 60.0, 165.0), (.male, 60.5, 30.0, 100.0), (.female, 150.0, 95.0, 150.0),
  ])
  func send_batchCommandReceived_childRow_carriesTheCDCScores(
    sex: Sex, months: Double, weight: Double, height: Double
  ) async {
    let sut = await Self.fields(
      "weight_kg,height_cm,sex,age_months\n\(weight),\(height),\(sex == .male ? 1 : 2),\(months)\n")
    let scores = CDCGrowthScorer().scores(
      sex: sex, ageMonths: months, weightKilograms: weight, heightCentimetres: height)
    #expect(sut["reference"] == "cdc-2000")
    #expect(sut["category"] == scores.category.rawValue)
    #expect(sut["reason"] == "")
    #expect(sut["assessed_age_months"] == FixedDecimal(months, places: 2).description)
    let expected: [(String, Double)] = [
      ("z_score", scores.bmiZ), ("percentile", scores.bmiPercentile),
      ("original_z_score", scores.originalBMIZ),
      ("original_percentile", scores.originalBMIPercentile),
      ("percent_of_p95", scores.percentOfP95), ("percent_of_median", scores.percentOfMedian),
      ("bmi_p50", scores.bmiP50), ("bmi_p95", scores.bmiP95),
      ("weight_z_score", scores.weightZ), ("weight_percentile", scores.weightPercentile),
      ("height_z_score", scores.heightZ), ("height_percentile", scores.heightPercentile),
      ("modified_bmi_z", scores.modifiedBMIZ), ("modified_weight_z", scores.modifiedWeightZ),
      ("modified_height_z", scores.modifiedHeightZ),
    ]
    for (name, value) in expected {
      #expect(sut[name] == Self.printed(value), "\(name)")
    }
    #expect(sut["biv_bmi"] == String(scores.implausible.bmi.rawValue))
    #expect(sut["biv"] == String(scores.implausible.isAny))
    #expect(sut["extended"] == String(scores.isExtended))
  }

  /// Which rows are children, adults or not classed: only the age and sex decide (from 240
  /// months, 20 years, an adult, as `bmi calc` decides).
  @Test(arguments: [
    ("1", "240.01", "normal", "who-adult", ""),
    ("", "", "normal", "who-adult", ""),
    ("1", "23.99", "obesity", "who-2006", ""),
    ("", "120", "", "", "sex-missing"),
    ("", "300", "normal", "who-adult", ""),
    ("2", "20y", "normal", "who-adult", ""),
    ("m", "1y11m", "obesity", "who-2006", ""),
  ])
  func send_batchCommandReceived_ageAndSex_decideTheReference(
    sex: String, age: String, category: String, reference: String, reason: String
  ) async {
    let sut = await Self.fields("weight_kg,height_cm,sex,age_months\n70,175,\(sex),\(age)\n")
    #expect(sut["category"] == category)
    #expect(sut["reference"] == reference)
    #expect(sut["reason"] == reason)
    #expect(sut["bmi"] == "22.86")
  }

  @Test(arguments: [
    ("1", "m", "M", "male", "Male", "b", "boy", " BOY "),
    ("2", "f", "F", "female", "FEMALE", "g", "girl", "\"Girl\""),
  ])
  func send_batchCommandReceived_everySpellingOfASex_scoresAlike(
    a: String, b: String, c: String, d: String, e: String, f: String, g: String, h: String
  ) async {
    var rows: Set<[String: String]> = []
    for spelling in [a, b, c, d, e, f, g, h] {
      var row = await Self.fields("weight_kg,height_cm,sex,age_years\n30,132,\(spelling),9.5\n")
      row["sex"] = nil
      rows.insert(row)
    }
    #expect(rows.count == 1)
    #expect(rows.first?["reference"] == "cdc-2000")
  }

  @Test func send_batchCommandReceived_rows_keepTheirOrderAndTheirOwnBytes() async {
    let input =
      "id,Weight_KG,height_cm,Sex,AGE\r\n\"a, b\",30,132,F,9.5\r\n2,70,175,,\r\n3,12,90,M,1\r\n"
    let sut = await BatchRun.run(input)
    let lines = sut.output.split(separator: "\r\n").map(String.init)
    #expect(lines.count == 4)
    #expect(lines[1].hasPrefix("\"a, b\",30,132,F,9.5,17.22,healthy,cdc-2000,,,114.00,"))
    #expect(lines[2].hasPrefix("2,70,175,,,22.86,normal,who-adult,,,,"))
    #expect(lines[3].hasPrefix("3,12,90,M,1,14.81,normal,who-2006,,,12.00,"))
  }

  @Test(arguments: [
    ("2016-07-15", "2026-01-15", "cdc-2000", ""),
    ("2000-01-01", "2026-01-15", "who-adult", ""),
    ("2025-01-01", "2026-01-15", "who-2006", ""),
    ("2016-07-15", "", "", "measurement-date-missing"),
    ("", "2026-01-15", "who-adult", ""),
  ])
  func send_batchCommandReceived_birthAndMeasurementDates_giveTheAge(
    born: String, measured: String, reference: String, reason: String
  ) async {
    let sut = await Self.fields("weight_kg,height_cm,sex,dob,date\n30,132,f,\(born),\(measured)\n")
    #expect(sut["reference"] == reference)
    #expect(sut["reason"] == reason)
  }

  @Test func send_batchCommandReceived_birthDate_usesTheCDCsMonth() async {
    let sut = await Self.fields(
      "weight_kg,height_cm,sex,birth_date,measured_on\n30,132,f,2016-07-15,2026-01-15\n")
    let days =
      LocalDate(year: 2026, month: 1, day: 15).dayNumber
      - LocalDate(year: 2016, month: 7, day: 15).dayNumber
    #expect(sut["assessed_age_months"] == Self.printed(Double(days) / 30.4375))
  }

  @Test func send_batchCommandReceived_birthDateWithoutDateColumn_failsAtTheHeader() async {
    let sut = await BatchRun.run("weight_kg,height_cm,sex,dob\n30,132,f,2016-07-15\n")
    #expect(sut.store.failure == .bornWithoutMeasurementDate(column: "dob"))
  }

  @Test(arguments: [
    ("sex", "x", 3, BatchRowError.Problem.sex("x")),
    ("age_months", "-3", 4, .age("-3", .negative)),
    ("age_months", "-0.5", 4, .age("-0.5", .negative)),
    ("age_months", "9,5", 4, .age("9,5", .decimalComma)),
    ("age_months", "2000", 4, .age("2000", .outOfRange(months: 2000, accepted: 0...1560))),
    ("population", "martian", 5, .population("martian")),
    ("waist_cm", "5", 6, .waist("5", .outOfRange(value: 5, accepted: 20...300))),
    ("waist_cm", "80kg", 6, .waist("80kg", .unknownUnit("kg"))),
  ])
  func send_batchCommandReceived_badPersonCell_namesRowAndColumn(
    column: String, text: String, position: Int, problem: BatchRowError.Problem
  ) async {
    var cells = ["70", "175", "f", "120", "asian", "80"]
    cells[position - 1] = CSVCodecHelp.quoted(text)
    let input =
      "weight_kg,height_cm,sex,age_months,population,waist_cm\n70,175,f,120,,\n"
      + cells.joined(separator: ",") + "\n"
    let sut = await BatchRun.run(input)
    #expect(
      sut.store.failure
        == .badRow(
          BatchRowError(line: 3, column: position, columnName: column, problem: problem)))
  }

  /// In a `;`-separated file (a European spreadsheet's) the person's cells with a decimal
  /// comma are read as its weight and height are: `14,5` months, a `40,5` cm waist; a comma
  /// file's quoted `9,5` is refused above.
  @Test func send_batchCommandReceived_semicolonFile_decimalCommaInPersonCells() async {
    let input =
      "weight;height;sex;age_months;waist;head;arm\n9,5;75,2;1;14,5;40,5;45,5;14,2\n"
    let sut = await BatchRun.run(input, request: BatchRequest(inputPath: "in.csv"))
    #expect(sut.store.failure == nil, "\(String(describing: sut.store.failure))")
    let row = BatchMissingMeasureTests.fields(sut.output, line: 1, delimiter: ";")
    #expect(row["assessed_age_months"] == "14.50")
    #expect(row["waist_to_height"] == "0.54")
    #expect(row["who_head_z"] == "-0.92")
    #expect(row["who_arm_z"] == "-0.47")
  }

  @Test(arguments: [
    (
      "2026-01-16",
      BatchRowError.Problem.bornAfterMeasurement(
        born: LocalDate(year: 2026, month: 1, day: 16),
        measuredOn: LocalDate(year: 2026, month: 1, day: 15))
    ),
    ("2026-02-30", .date("2026-02-30")),
    ("15/01/2016", .date("15/01/2016")),
  ])
  func send_batchCommandReceived_badBirthDate_isAnError(
    born: String, problem: BatchRowError.Problem
  )
    async
  {
    let sut = await BatchRun.run("weight_kg,height_cm,dob,date\n30,132,\(born),2026-01-15\n")
    #expect(
      sut.store.failure
        == .badRow(BatchRowError(line: 2, column: 3, columnName: "dob", problem: problem)))
  }

  @Test func send_batchCommandReceived_skipInvalid_leavesOutBadPersonCellsAndGoesOn() async {
    let sut = await BatchRun.run(
      "weight_kg,height_cm,sex,age\n30,132,f,9.5\n30,132,q,9.5\n30,132,f,-1\n70,175,,\n",
      request: BatchRequest(inputPath: "in.csv", skipsInvalidRows: true))
    #expect(sut.rejected.map(\.line) == [3, 4])
    #expect(sut.rejected.map(\.column) == [3, 4])
    #expect(sut.store.rowsWritten == 2)
    #expect(sut.store.failure == nil)
  }

  @Test(arguments: [
    ("asian", "overweight", "who-adult-asian"), ("ASIAN", "overweight", "who-adult-asian"),
    ("default", "normal", "who-adult"), ("", "normal", "who-adult"),
  ])
  func send_batchCommandReceived_population_choosesTheAdultCutPoints(
    population: String, category: String, reference: String
  ) async {
    let sut = await Self.fields("weight_kg,height_cm,population\n70,170,\(population)\n")
    #expect(sut["bmi"] == "24.22")
    #expect(sut["category"] == category)
    #expect(sut["reference"] == reference)
  }

  @Test(arguments: [
    ("waist_cm", "86", "0.51", "increased"), ("waist_in", "34", "0.51", "increased"),
    ("waist", "32in", "0.48", "healthy"), ("waist_cm", "", "", ""),
  ])
  func send_batchCommandReceived_waist_addsTheRatioAndBand(
    name: String, waist: String, ratio: String, band: String
  ) async {
    let sut = await Self.fields("weight_kg,height_cm,\(name)\n70,170,\(waist)\n")
    #expect(sut["waist_to_height"] == ratio)
    #expect(sut["waist_to_height_band"] == band)
  }

  @Test(arguments: [
    ("70,175", ""), ("10,175", "bmi-low"), ("357,100", "bmi-high"),
  ])
  func send_batchCommandReceived_implausibleAdult_isFlaggedNotStopped(row: String, flag: String)
    async
  {
    let sut = await Self.fields("weight_kg,height_cm\n\(row)\n")
    #expect(sut["implausible"] == flag)
    #expect(sut["reference"] == "who-adult")
  }

  @Test func send_batchCommandReceived_implausibleChild_carriesTheCDCFlags() async {
    let sut = await Self.fields("weight_kg,height_cm,sex,age_years\n150,100,m,5\n")
    #expect(sut["implausible"] == "weight-high;bmi-high")
    #expect(sut["biv_weight"] == "1")
    #expect(sut["biv_bmi"] == "1")
    #expect(sut["biv"] == "true")
    #expect(sut["category"] == "severe-obesity")
  }

  @Test(arguments: [
    ("sex", "gender", BatchRequest(inputPath: "in.csv", personColumns: [.sex: "Geschlecht"]))
  ])
  func send_batchCommandReceived_chosenColumnMissing_failsNamingIt(
    present: String, other: String, request: BatchRequest
  ) async {
    let sut = await BatchRun.run("weight_kg,height_cm,\(present)\n70,175,f\n", request: request)
    #expect(
      sut.store.failure
        == .personColumnNotFound(
          .sex, named: "Geschlecht", available: ["weight_kg", "height_cm", present]))
  }

  @Test func send_batchCommandReceived_ndjsonChild_getsTheChildFields() async {
    let sut = await BatchRun.run(
      "{\"weight_kg\":30,\"height_cm\":132,\"sex\":2,\"age_months\":114}\n{\"weight_kg\":70,\"height_cm\":175}\n",
      request: BatchRequest(inputPath: "in.csv", inputFormat: .ndjson, outputFormat: .ndjson))
    let lines = sut.output.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[0].contains("\"category\":\"healthy\",\"reference\":\"cdc-2000\""))
    #expect(
      lines[0].contains("\"reason\":null,\"assessed_age_months\":114.00,\"percentile\":61.19"))
    #expect(lines[0].hasSuffix("\"biv_bmi\":0,\"biv\":false,\"extended\":false}"))
    #expect(
      lines[1]
        == "{\"weight_kg\":70,\"height_cm\":175,\"bmi\":22.86,\"category\":\"normal\",\"reference\":\"who-adult\",\"implausible\":null}"
    )
  }
}
