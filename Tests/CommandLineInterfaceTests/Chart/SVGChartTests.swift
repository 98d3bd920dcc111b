import CommandLineInterface
import DataSource
import Testing

/// The SVG parsed as XML, checked part by part as a browser would draw it.
struct SVGChartTests {
  private static func parse(_ data: ChartData) throws -> XMLTree {
    try XMLTree.parse(try SVGChart().render(data))
  }

  @Test func render_monthOfDiet_isAnSVGDocumentWithAFixedViewBox() throws {
    let sut = try Self.parse(ChartFixtures.monthOfDiet)
    #expect(sut.name == "svg")
    #expect(sut.attributes["xmlns"] == "http://www.w3.org/2000/svg")
    #expect(sut.attributes["viewBox"] == "0 0 800 450")
    #expect(sut.all("title").first?.text == "Alice: weight in kg")
    #expect(sut.element(id: "title")?.text == "Alice: weight in kg")
  }

  /// Seven weigh-ins over a year are dots as large as a growth chart's (they were 1.2 and
  /// could not be seen); ten years of daily ones shrink to small dots that still show.
  @Test(arguments: [(7, 61, "3.5"), (3650, 1, "1.5")])
  func render_weighIns_dotsSizedByHowManyShareTheWidth(count: Int, every: Int, radius: String)
    throws
  {
    let start = LocalDate(year: 2025, month: 1, day: 1)
    let points = (0..<count).map {
      ChartPoint(date: start.adding(days: $0 * every), kilograms: 60 + Double($0 % 5) / 10)
    }
    let sut = try Self.parse(ChartData(title: "ann", weighIns: points, trend: points))
    let radii = Set(sut.element(id: "weigh-ins")?.all("circle").map { $0.attributes["r"] } ?? [])
    #expect(radii == [radius])
  }

  @Test func render_monthOfDiet_labelsBothAxes() throws {
    let sut = try Self.parse(ChartFixtures.monthOfDiet)
    let weights = sut.element(id: "weight-axis")?.all("text").filter {
      $0.attributes["class"] == "tick-label"
    }
    #expect(weights?.map(\.text) == ["76", "77", "78", "79", "80", "81", "82", "83", "84"])
    #expect(sut.element(id: "weight-axis")?.all("text").last?.text == "weight (kg)")
    let dates = sut.element(id: "date-axis")?.all("text").map(\.text)
    #expect(dates == ["2024-03-04", "2024-03-11", "2024-03-18", "2024-03-25"])
  }

  @Test func render_monthOfDiet_hasALegendForEveryMark() throws {
    let sut = try Self.parse(ChartFixtures.monthOfDiet)
    let legend = sut.element(id: "legend")
    #expect(
      legend?.all("text").map(\.text) == [
        "weigh-in", "trend", "goal 77.0 kg", "healthy 59.9–80.7 kg",
      ])
    #expect(legend?.all("circle").count == 1)
    #expect(legend?.all("line").count == 2)
    #expect(legend?.all("rect").count == 1)
  }

  @Test func render_monthOfDiet_drawsACirclePerWeighInWithItsValue() throws {
    let sut = try Self.parse(ChartFixtures.monthOfDiet)
    let circles = sut.element(id: "weigh-ins")?.all("circle") ?? []
    #expect(circles.count == ChartFixtures.weighInKilograms.count)
    #expect(circles.first?.all("title").first?.text == "2024-03-01: 82.4 kg")
    #expect(circles.last?.all("title").first?.text == "2024-03-30: 79.2 kg")
    let xs = circles.compactMap { $0.number("cx") }
    #expect(xs == xs.sorted() && xs.first == 72 && xs.last == 776)
  }

  @Test func render_monthOfDiet_drawsTheTrendAsOnePolylinePointPerDay() throws {
    let sut = try Self.parse(ChartFixtures.monthOfDiet)
    let points = sut.element(id: "trend")?.attributes["points"]?.split(separator: " ") ?? []
    #expect(sut.all("polyline").count == 1)
    #expect(points.count == 30)
    #expect(points.allSatisfy { $0.split(separator: ",").compactMap { Double($0) }.count == 2 })
  }

  @Test func render_monthOfDiet_drawsGoalLineInsideAndBandClippedToPlot() throws {
    let sut = try Self.parse(ChartFixtures.monthOfDiet)
    let goal = try #require(sut.element(id: "goal"))
    #expect(goal.name == "line")
    #expect(goal.attributes["y1"] == goal.attributes["y2"])
    let goalY = try #require(goal.number("y1"))
    #expect(goalY > 52 && goalY < 354)
    let band = try #require(sut.element(id: "healthy-band"))
    let top = try #require(band.number("y"))
    let bottom = top + (band.number("height") ?? 0)
    #expect(top > 52 && bottom == 354)  // 80.7 kg is inside; 59.9 kg far below, so clipped
  }

  @Test func render_noGoalAndBandOutside_omitsThemFromThePlotButNamesTheBand() throws {
    var data = ChartFixtures.monthOfDiet
    data.goalKilograms = nil
    data.healthyKilograms = 50...60
    let sut = try Self.parse(data)
    #expect(sut.element(id: "goal") == nil)
    #expect(sut.element(id: "healthy-band") == nil)
    #expect(
      sut.element(id: "legend")?.all("text").map(\.text) == [
        "weigh-in", "trend", "healthy 50.0–60.0 kg",
      ])
  }

  @Test(arguments: [
    "Tom & \"Jerry\" <3 'x'", "Zoë ☺", "tab\tand\u{1B}[31mescape", "]]> <!-- -->",
  ])
  func render_titleWithMarkupOrControlCharacters_staysValidXML(title: String) throws {
    var data = ChartFixtures.monthOfDiet
    data.title = title
    let sut = try Self.parse(data)
    let shown = title.replacingOccurrences(of: "\u{1B}", with: "?")
    #expect(sut.element(id: "title")?.text == "\(shown): weight in kg")
  }

  @Test func render_imperialYearsOfData_labelsPoundsAndDrawsEveryDay() throws {
    let kilograms = (0..<800).map { 90 - Double($0) / 100 }
    var data = ChartFixtures.daily(kilograms)
    data.units = .imperial
    let sut = try Self.parse(data)
    #expect(sut.element(id: "weigh-ins")?.all("circle").count == 800)
    #expect(sut.element(id: "trend")?.attributes["points"]?.split(separator: " ").count == 800)
    #expect(sut.element(id: "title")?.text == "Bob: weight in lb")
    #expect(sut.element(id: "date-axis")?.all("text").first?.text == "2024-04")
  }

  @Test func render_sameDay_placesEverythingInTheMiddle() throws {
    let data = ChartData(
      title: "", weighIns: [70, 71].map { ChartPoint(date: ChartFixtures.start, kilograms: $0) },
      trend: [])
    let sut = try Self.parse(data)
    let xs = Set((sut.element(id: "weigh-ins")?.all("circle") ?? []).compactMap { $0.number("cx") })
    #expect(xs == [424])
    #expect(sut.element(id: "trend") == nil)
    #expect(sut.element(id: "title")?.text == "Weight in kg")
  }

  @Test(arguments: [0, 1])
  func render_fewerThanTwoWeighIns_throwsNotEnoughData(count: Int) {
    #expect(throws: ChartError.notEnoughData(count: count)) {
      try SVGChart().render(ChartFixtures.daily(Array(repeating: 70, count: count)))
    }
  }

  @Test func render_sameDataTwice_isTheSameBytes() throws {
    let sut = SVGChart()
    #expect(
      try sut.render(ChartFixtures.monthOfDiet) == (try sut.render(ChartFixtures.monthOfDiet)))
  }
}
