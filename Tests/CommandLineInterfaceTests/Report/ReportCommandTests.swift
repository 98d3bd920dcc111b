import DataSource
import Foundation
import Model
import TestSupport
import Testing

/// `bmi report` through the front: one self-contained page, every stored text escaped, the
/// one assessor's numbers, and a clear line with its status for each mistake.
@MainActor
struct ReportCommandTests {
  static func run(_ arguments: [String], in directory: TemporaryDirectory) async
    -> InProcessRunner.Output
  {
    await InProcessRunner.run(
      arguments + ["--store", directory.file("store.json")], files: true,
      today: ReportFixtures.today)
  }

  @Test func report_adult_isOneSelfContainedPageWithoutScriptOrNetwork() async throws {
    let directory = try ReportFixtures.directory()

    let sut = await Self.run(["report"], in: directory)

    #expect(sut.status == 0)
    #expect(sut.stderr == "")
    #expect(sut.stdout.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n"))
    #expect(sut.stdout.hasSuffix("</html>\n"))
    #expect(sut.stdout.contains("<style>"))
    // Nothing fetched or run: the one URL is the SVG namespace, a name and not a request.
    for banned in ["<script", "src=", "href=", "@import", "url(", "https:", "<link", "<iframe"] {
      #expect(!sut.stdout.lowercased().contains(banned), "found \(banned)")
    }
    #expect(
      sut.stdout.replacing("http://www.w3.org/2000/svg", with: "").contains("http:") == false)
  }

  @Test func report_storedMarkup_showsAsText() async throws {
    let directory = try ReportFixtures.directory()

    let sut = await Self.run(["report"], in: directory)

    #expect(
      sut.stdout.contains(
        "<td class=\"note\">&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; &apos;more&apos;</td>"
      ))
    #expect(sut.stdout.contains("<h1>Weight and BMI report: Ann &lt;b&gt;Lee&lt;/b&gt;</h1>"))
    #expect(!sut.stdout.contains("<b>"))
  }

  @Test func report_adult_saysWhoLatestTrendAndMethod() async throws {
    let directory = try ReportFixtures.directory()

    let sut = await Self.run(["report"], in: directory)

    let profile = ReportFixtures.adult
    let latest = try #require(profile.entries.last?.kilograms)
    let assessment = Assessor().assess(
      profile: profile, weightKilograms: latest, on: profile.entries.last!.date)
    #expect(sut.stdout.contains("<dt>Age</dt><dd>40 years, born 1985-06-02</dd>"))
    #expect(sut.stdout.contains("<dt>Height</dt><dd>168.0 cm</dd>"))
    #expect(sut.stdout.contains("<dt>BMI</dt><dd>\(try #require(assessment.bmi)) kg/m²</dd>"))
    #expect(sut.stdout.contains("<dt>Class</dt><dd>\(assessment.adult!.category.label)</dd>"))
    #expect(sut.stdout.contains("<dt>Decided by</dt><dd>who-adult: "))
    #expect(sut.stdout.contains("<dt>Weekly rate</dt>"))
    #expect(sut.stdout.contains("<dt>Goal 72.0 kg</dt>"))
    #expect(sut.stdout.contains("Made on 2026-01-15 by bmi."))
    #expect(sut.stdout.contains("WHO Technical Report Series 894"))
    #expect(!sut.stdout.contains("Kuczmarski"))
  }

  @Test func report_adult_tableHasAHeaderPerColumnAndARowHeaderPerEntry() async throws {
    let directory = try ReportFixtures.directory()

    let sut = await Self.run(["report"], in: directory)

    let columns = [
      "Date", "Weight", "Height", "BMI", "Class", "BMI-for-age percentile, z", "Waist", "Note",
    ]
    for column in columns {
      #expect(sut.stdout.contains(">\(column)</th>"), "no column \(column)")
    }
    #expect(sut.stdout.components(separatedBy: "<th scope=\"col\"").count - 1 == columns.count)
    #expect(sut.stdout.components(separatedBy: "<th scope=\"row\"").count - 1 == 60)
    #expect(sut.stdout.contains("<td class=\"num\">94.0 cm</td>"))
  }

  @Test func report_charts_areInlineSVGWithTitleAndDescription() async throws {
    let directory = try ReportFixtures.directory()

    let adult = await Self.run(["report"], in: directory)
    let child = await Self.run(["report", "--profile", "kim"], in: directory)

    #expect(!adult.stdout.contains("<?xml"))
    #expect(
      adult.stdout.contains(
        "<svg role=\"img\" aria-labelledby=\"weight-svg-title weight-svg-desc\""))
    #expect(adult.stdout.contains("<desc id=\"weight-svg-desc\">Weight against date: 60 weigh-ins"))
    #expect(!adult.stdout.contains("growth-svg"))
    #expect(
      child.stdout.contains(
        "<svg role=\"img\" aria-labelledby=\"growth-svg-title growth-svg-desc\""))
    #expect(child.stdout.contains("<desc id=\"growth-svg-desc\">BMI against age: 4 weigh-ins"))
  }

  /// A chart of one weigh-in says so in words a person would write.
  @Test func report_childWithOneWeighIn_chartSaysOneWeighInAtItsAge() async throws {
    let session = try TrackingSession()
    await session.given([
      ["profile", "save", "kid", "--height", "80", "--sex", "female", "--born", "2024-03-15"],
      ["log", "10"],
    ])
    let sut = await session.run(["report"])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stdout.contains("against age: 1 weigh-in at 1 year 10 months, drawn"))
    #expect(!sut.stdout.contains("1 weigh-ins"))
  }

  /// A WHO chart whose weigh-ins span the fifth birthday names both references it draws.
  @Test func report_whoChartAcrossFiveYears_namesBothReferences() async throws {
    let session = try TrackingSession()
    await session.given([
      [
        "profile", "save", "zoe", "--height", "110", "--sex", "female", "--born", "2020-06-01",
        "--reference", "who",
      ],
      ["log", "17", "--height", "104", "--date", "2025-03-01"],
      ["log", "19", "--height", "110", "--date", "2026-01-10"],
    ])
    let sut = await session.run(["report"])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(
      sut.stdout.contains("the WHO Child Growth Standards 2006 and Growth Reference 2007"),
      "\(sut.stdout)")
  }

  @Test func report_child_givesPercentileZAndTheReferenceThatDecided() async throws {
    let directory = try ReportFixtures.directory()

    let sut = await Self.run(["report", "--profile", "kim"], in: directory)

    let profile = ReportFixtures.child
    let last = profile.entries.last!
    let child = try #require(
      Assessor().assess(profile: profile, weightKilograms: last.kilograms!, on: last.date).child)
    let percentile = FixedDecimal(child.scores.bmiPercentile, places: 2, rule: .exactBinary)
    let z = FixedDecimal(child.scores.bmiZ, places: 2, rule: .exactBinary)
    #expect(sut.status == 0)
    #expect(sut.stdout.contains("<dt>BMI-for-age percentile</dt><dd>P\(percentile)</dd>"))
    #expect(sut.stdout.contains("<dt>BMI-for-age z</dt><dd>\(z)</dd>"))
    #expect(sut.stdout.contains("<dt>Decided by</dt><dd>cdc-2000: "))
    #expect(sut.stdout.contains("<td class=\"num\">P\(percentile), z \(z)</td>"))
    #expect(sut.stdout.contains("Kuczmarski RJ"))
  }

  /// A row without a height of its own shows, in italics, the height its BMI was worked out
  /// with (the latest logged before it), not the profile's height of today.
  @Test func report_rowWithoutAHeight_showsTheHeightItsBMIUsed() async throws {
    let directory = try TemporaryDirectory()
    var kim = ReportFixtures.child
    kim.heightCentimetres = 140
    try directory.writeStore(StoreDocument(defaultProfile: kim.name, profiles: [kim]))

    let sut = await Self.run(["report"], in: directory)

    #expect(sut.status == 0)
    #expect(
      sut.stdout.contains(
        "2026-01-10</th><td class=\"num\">31.2 kg</td><td class=\"num\"><i>132.0 cm</i></td><td class=\"num\">17.91</td>"
      ), "\(sut.stdout)")
  }

  @Test func report_babyUnderTwo_drawsAndCitesTheWHOStandardsNotTheCDC() async throws {
    let directory = try ReportFixtures.directory()

    let sut = await Self.run(["report", "--profile", "bea"], in: directory)

    #expect(sut.status == 0)
    #expect(sut.stdout.contains("<dt>Decided by</dt><dd>who-2006: "))
    #expect(sut.stdout.contains("who-bmi-for-age-svg"))
    #expect(sut.stdout.contains("who-weight-for-age-svg"))
    #expect(sut.stdout.contains("WHO Child Growth Standards 2006 bmi-for-age curves for girls"))
    #expect(sut.stdout.contains("WHO Multicentre Growth Reference Study Group"))
    #expect(!sut.stdout.contains("Kuczmarski"))
    #expect(!sut.stdout.contains("de Onis"))
    // No adult band for a child: the chart says nothing of a healthy weight.
    #expect(!sut.stdout.contains("healthy weight for the height"))
  }

  @Test func report_range_listsOnlyItsEntries() async throws {
    let directory = try ReportFixtures.directory()

    let sut = await Self.run(
      ["report", "--from", "2025-12-01", "--to", "2025-12-10"], in: directory)

    #expect(sut.status == 0)
    #expect(sut.stdout.components(separatedBy: "<th scope=\"row\"").count - 1 == 10)
    #expect(sut.stdout.contains("10 weigh-ins from 2025-12-01 to 2025-12-10."))
  }

  @Test func report_output_writesTheSamePageToTheFile() async throws {
    let directory = try ReportFixtures.directory()
    let path = directory.file("ann.html")

    let page = await Self.run(["report"], in: directory)
    let sut = await Self.run(["report", "--output", path], in: directory)

    #expect(sut.status == 0)
    #expect(sut.stdout == "")
    #expect(sut.stderr == "Wrote the report of Ann <b>Lee</b> to \(path).\n")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == page.stdout)
  }

  @Test(arguments: [
    (
      ["--from", "2026-01-10", "--to", "2026-01-01"], 64,
      "--from 2026-01-10 is after --to 2026-01-01"
    ),
    (["--output", "report.pdf"], 64, "bmi report writes HTML, not .pdf"),
    (
      ["--from", "2026-01-14"], 1,
      "no weigh-ins or waists for Ann <b>Lee</b> in this range to report"
    ),
    (["--profile", "zed"], 64, "zed"),
    (["--from", "someday"], 64, "--from"),
  ])
  func report_mistake_oneLineAndItsStatus(arguments: [String], status: Int32, message: String)
    async throws
  {
    let directory = try ReportFixtures.directory()

    let sut = await Self.run(["report"] + arguments, in: directory)

    #expect(sut.status == status)
    #expect(sut.stdout == "")
    #expect(sut.stderr.hasPrefix("bmi: "))
    #expect(sut.stderr.contains(message))
    #expect(sut.stderr.filter { $0 == "\n" }.count == 1)
  }

  @Test func report_outputInAMissingDirectory_exit73() async throws {
    let directory = try ReportFixtures.directory()

    let sut = await Self.run(
      ["report", "-o", directory.file("no/such/report.html")], in: directory)

    #expect(sut.status == 73)
    #expect(sut.stderr.hasPrefix("bmi: cannot write the report to "))
  }
}
