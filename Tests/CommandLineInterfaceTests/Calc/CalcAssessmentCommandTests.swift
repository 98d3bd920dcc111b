import CommandLineInterface
import DataSource
import Model
import TestSupport
import Testing

/// `bmi calc`'s age, sex, population and waist options, run in-process on a fixed day.
@MainActor
struct CalcAssessmentCommandTests {
  static func run(_ arguments: [String]) async -> (status: Int32, output: String, error: String) {
    let recorder = ConsoleRecorder()
    let dependencies = AppDependencies.testDependencies(
      console: .recording(recorder), date: .fixed(LocalDate(year: 2026, month: 1, day: 15)))
    let status = await CommandLineApp(dependencies: dependencies).run(["bmi", "calc"] + arguments)
    return (status, recorder.output, recorder.error)
  }

  @Test(arguments: [
    (
      ["--age", "9y6"],
      "bmi: invalid --age '9y6': expected an age such as 9y6m, 114.5m (months), 45d (days) or 9.5 (years)\n"
    ),
    (["--age", "9,5"], "bmi: invalid --age '9,5': use a decimal point, not a comma (e.g. 9.5)\n"),
    (
      ["--age", "9x"],
      "bmi: invalid --age '9x': unknown unit 'x'; use y for years, m for months and d for days, as in 9y6m or 45d\n"
    ),
    (
      ["--age", "1y12m"],
      "bmi: invalid --age '1y12m': the months after the years must be under 12 (write 2y, not 1y12m)\n"
    ),
    (["--age", "9", "--born", "2016-01-01"], "bmi: give --age or --born, not both\n"),
    (
      ["--born", "2016-02-30"],
      "bmi: invalid --born '2016-02-30': 2016-02 has 29 days\n"
    ),
    (
      ["--born", "2026-01-16"],
      "bmi: --born 2026-01-16 is after the measurement date 2026-01-15; check --born and --date\n"
    ),
    (["--date", "2026-01-16"], "bmi: --date 2026-01-16 is in the future (today is 2026-01-15)\n"),
    (
      ["--age", "9y6m"],
      "bmi: a child's BMI-for-age (age 9 years 6 months) needs --sex female or --sex male: girls and boys have different reference curves\n"
    ),
    (["--waist", "5"], "bmi: invalid --waist '5': 5.00 cm is outside 20–300 cm\n"),
    // The store's ranges (one gate): what bmi log --head/--arm refuses, calc refuses alike.
    (["--head", "90"], "bmi: invalid --head '90': 90.00 cm is outside 20–80 cm\n"),
    (["--arm", "2cm"], "bmi: invalid --arm '2cm': 2.00 cm is outside 5–80 cm\n"),
    (
      ["--waist", "big"],
      "bmi: invalid --waist 'big': not a number; expected a length such as 80, 80cm or 32in\n"
    ),
    (
      ["--sex", "x"],
      "bmi: invalid value 'x' for '--sex'; expected female, male, f, m, girl, boy, g, b, 2, 1 or none\n"
    ),
    (
      ["--population", "asain"],
      "bmi: invalid value 'asain' for '--population'; expected default or asian (did you mean 'asian'?)\n"
    ),
  ])
  func calc_badAssessmentOptions_exit64WithOneLine(extra: [String], message: String) async {
    let sut = await Self.run(["--weight", "30", "--height", "132"] + extra)
    #expect(sut.status == 64)
    #expect(sut.output.isEmpty)
    #expect(sut.error == message)
  }

  /// A head the store takes (to 80 cm) is scored, and the WHO's flag marks it implausible.
  @Test func calc_headFarOutsideTheStandard_scoredAndFlagged() async {
    let sut = await Self.run([
      "--weight", "9", "--height", "75", "--age", "10m", "--sex", "male", "--head", "75", "--json",
    ])
    #expect(sut.status == 0)
    #expect(sut.output.contains("\"who_head_z\": 23.37,\n  \"who_head_flag\": 1,"))
  }

  /// With an age, the text names what classed an adult: 19 years 1 month is an adult under
  /// --reference who, by the WHO's adult classes (a child still under cdc).
  @Test func calc_adultByTheWHOsReference_textNamesTheClasses() async {
    let sut = await Self.run([
      "--weight", "60", "--height", "170", "--age", "19y1m", "--sex", "male", "--reference", "who",
    ])
    #expect(sut.status == 0)
    #expect(
      sut.output.hasSuffix("\nReference: WHO adult BMI classes, for an adult of 19 years 1 month\n")
    )
    let cdc = await Self.run([
      "--weight", "60", "--height", "170", "--age", "19y1m", "--sex", "male",
    ])
    #expect(cdc.output.contains("Reference: CDC 2000"), "\(cdc.output)")
  }

  @Test func calc_bornWithoutDate_countsToToday() async {
    // 2016-07-15 to 2026-01-15 is 3471 days: 114.04 months.
    let sut = await Self.run([
      "--weight", "30", "--height", "132", "--born", "2016-07-15", "--sex", "female", "--json",
    ])
    #expect(sut.status == 0)
    #expect(sut.output.contains("\"age_months\": 114.04"))
  }

  @Test func calc_childAndAdultRecords_haveTheSameColumns() async {
    let adult = await Self.run(["--weight", "70", "--height", "175", "--format", "csv"])
    let child = await Self.run([
      "--weight", "30", "--height", "132", "--age", "10", "--sex", "male", "--format", "csv",
    ])
    #expect(adult.output.split(separator: "\n")[0] == child.output.split(separator: "\n")[0])
  }

  @Test func calc_imperialWaist_isShownInInches() async {
    let sut = await Self.run(["--weight", "154lb", "--height", "69in", "--waist", "34in"])
    #expect(sut.status == 0)
    #expect(
      sut.output.hasSuffix(
        "Waist 34.0 in (86.4 cm), waist-to-height ratio 0.49: healthy central adiposity, no increased health risk\n"
      ))
  }

  @Test func calc_formatValueForChild_printsBMI() async {
    let sut = await Self.run([
      "--weight", "30", "--height", "132", "--age", "9.5", "--sex", "female", "--format", "value",
    ])
    #expect(sut.output == "17.22\n")
  }
}
