import DataSource
import Testing

@testable import CommandLineInterface

/// No label of an SVG chart is cut by the edge of its viewBox: every `<text>`'s extent,
/// estimated from its length, font size and anchor (0.62 em a character, as `SVGTextFit`
/// assumes; 0.68 em bold), lies inside the viewBox, whatever the dates, names and ages; and
/// every growth curve has a colour and a name of its own.
struct SVGLabelsFitTests {
  /// Spans that end on a tick whose label is long: a few days (daily `2026-11-25` labels),
  /// weeks, months and decades, and a title from a long profile name.
  static let charts: [(name: String, data: ChartData)] = {
    let end = LocalDate(year: 2026, month: 11, day: 25)
    func span(_ days: Int, title: String = "Ann") -> ChartData {
      let weighIns = (0...days).map {
        ChartPoint(
          date: end.adding(days: $0 - days), kilograms: 70 + Double($0 % 7) / 10)
      }
      return ChartData(
        title: title, weighIns: weighIns, trend: ChartFixtures.trend(of: weighIns),
        goalKilograms: 65, healthyKilograms: 56.66...76.26, units: .imperial)
    }
    return [
      ("2 days", span(1)), ("1 week", span(6)), ("10 weeks", span(70)),
      ("a year", span(365)), ("30 years", span(365 * 30)),
      ("a long name", span(30, title: String(repeating: "Maximiliana ", count: 6))),
    ]
  }()

  static func overflows(_ svg: String) throws -> [String] {
    let root = try XMLTree.parse(svg)
    let box = try #require(root.attributes["viewBox"]).split(separator: " ").compactMap {
      Double($0)
    }
    let width = box[2]
    var problems: [String] = []
    for text in root.all("text") where text.attributes["transform"] == nil {
      guard let x = text.number("x") else { continue }
      let size = text.number("font-size") ?? 12
      let bold = text.attributes["font-weight"] == "bold"
      let extent = Double(text.text.count) * size * (bold ? 0.68 : 0.62)
      let (low, high): (Double, Double) =
        switch text.attributes["text-anchor"] {
        case "end": (x - extent, x)
        case "middle": (x - extent / 2, x + extent / 2)
        default: (x, x + extent)
        }
      if low < 0 || high > width { problems.append("\(text.text) spans \(low)...\(high)") }
    }
    return problems
  }

  @Test(arguments: charts.indices)
  func weightChart_everyLabelInsideTheViewBox(index: Int) throws {
    let sut = try SVGChart().render(Self.charts[index].data)
    #expect(try Self.overflows(sut) == [], "\(Self.charts[index].name)")
  }

  @Test(arguments: [
    (Sex.female, [24.0, 30.0]), (.male, [30.0, 200.0]), (.female, [230.0, 239.0]),
    (.male, [60.0, 61.0, 62.0]),
  ])
  func growthChart_everyLabelInsideTheViewBoxAndApart(sex: Sex, ages: [Double]) throws {
    let points = ages.map { GrowthChartData.Point(ageMonths: $0, bmi: 17) }
    let sut = try GrowthSVGChart().render(
      GrowthChartData(title: String(repeating: "Long name ", count: 8), sex: sex, points: points))
    #expect(try Self.overflows(sut) == [])
    let curveNames = try XMLTree.parse(sut).all("text").filter { $0.attributes["fill"] != nil }
    let ys = curveNames.compactMap { $0.number("y") }.sorted()
    #expect(curveNames.count == GrowthChartPlan.curves.count)
    #expect(zip(ys, ys.dropFirst()).allSatisfy { $1 - $0 >= 12 }, "curve names overlap: \(ys)")
  }

  /// A heading a little too long for 16 points is set smaller, whole, not cut; only one too
  /// long for the smallest size is cut with "…". Names of every length from 1 to 90.
  @Test func growthChart_longHeadingSmallerBeforeItIsCut() throws {
    let points = [30.0, 40.0].map { GrowthChartData.Point(ageMonths: $0, bmi: 17) }
    var sizes: [Double] = []
    for length in 1...90 {
      let sut = try GrowthSVGChart().render(
        GrowthChartData(
          title: String(repeating: "x", count: length), sex: .female, points: points))
      let title = try #require(
        try XMLTree.parse(sut).all("text").first { $0.attributes["id"] == "title" })
      let size = try #require(title.attributes["font-size"].flatMap(Double.init))
      #expect(!title.text.hasSuffix("…") || size == 12, "\(length): \(title.text)")
      #expect(try Self.overflows(sut) == [])
      sizes.append(size)
    }
    #expect(Set(sizes) == [16, 14, 12])
    #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 >= $1 })
  }

  @Test func growthCurves_eachHaveTheirOwnColourAndName() {
    let sut = GrowthChartPlan.curves
    #expect(Set(sut.map(\.svgColor)).count == sut.count)
    #expect(Set(sut.map(\.color)).count == sut.count)
    #expect(Set(sut.map(\.label)).count == sut.count)
  }
}
